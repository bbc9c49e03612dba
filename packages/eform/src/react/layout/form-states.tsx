import { Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { eformTexts } from '@wayfare/contracts';
import { Html } from '../parts/html.tsx';

/** spec 000 §2.4: the loading state. */
export function LoadingEform() {
  return (
    <Paper withBorder p="xl" role="status" aria-live="polite">
      <Stack align="center" gap="xs">
        <Loader size="md" aria-hidden />
        <Title order={3}>{eformTexts.loadingEformTitle}</Title>
        <Text c="dimmed">{eformTexts.loadingEformMessage}</Text>
      </Stack>
    </Paper>
  );
}

/** spec 000 §2.4: the missing state. */
export function MissingEform() {
  return (
    <Paper withBorder p="xl">
      <Stack align="center" gap="xs">
        <Title order={3}>{eformTexts.noEformTitle}</Title>
        <Text c="dimmed">{eformTexts.noEformMessage}</Text>
      </Stack>
    </Paper>
  );
}

/** spec 000 §2.4: once the form succeeded, its SuccessMessage (HTML, sanitised) shows instead of it. */
export function SuccessMessage({ html }: { html: string | undefined }) {
  return (
    <Paper withBorder p="xl" role="status">
      <Html html={html ?? ''} />
    </Paper>
  );
}
