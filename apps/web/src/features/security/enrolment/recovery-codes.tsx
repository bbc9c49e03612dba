import { Alert, Button, Code, CopyButton, Group, SimpleGrid, Stack, Text } from '@mantine/core';

/** Issue 29 §3: the recovery codes, shown this once (only their hashes are kept), to copy or download. */
export function RecoveryCodes({ codes }: { codes: string[] }) {
  const text = `${codes.join('\n')}\n`;
  const download = () => {
    const link = document.createElement('a');
    link.href = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
    link.download = 'wayfare-recovery-codes.txt';
    link.click();
    URL.revokeObjectURL(link.href);
  };
  return (
    // The title in dark text: the light alert's own yellow-on-yellow title is too faint to read.
    <Alert
      color="yellow"
      variant="light"
      title={
        <Text component="span" fw={700} c="dark.9">
          Your recovery codes
        </Text>
      }
    >
      <Stack gap="sm">
        <Text size="sm">
          Keep these somewhere safe, away from your phone. Each signs you in once if you lose your
          authenticator app. They are shown only now.
        </Text>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" aria-label="Recovery codes" role="list">
          {codes.map((code) => (
            <Code key={code} role="listitem" fz="md">
              {code}
            </Code>
          ))}
        </SimpleGrid>
        <Group gap="sm">
          <CopyButton value={text}>
            {({ copied, copy }) => (
              <Button variant="default" onClick={copy}>
                {copied ? 'Copied' : 'Copy codes'}
              </Button>
            )}
          </CopyButton>
          <Button variant="default" onClick={download}>
            Download
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
