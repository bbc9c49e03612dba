import { Button, Code, CopyButton, Group, Image, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useConfirmTwoFactorEnrolment } from '../api/confirm-two-factor-enrolment.ts';
import { useStartTwoFactorEnrolment } from '../api/start-two-factor-enrolment.ts';

/**
 * Issue 29 §3: setting up the second factor: a new secret as a QR code and as text, then a current
 * code of it turns it on and gives the recovery codes.
 */
export function EnrolmentPanel({ onEnrolled }: { onEnrolled: (recoveryCodes: string[]) => void }) {
  const start = useStartTwoFactorEnrolment();
  const confirm = useConfirmTwoFactorEnrolment();
  const form = useForm({
    initialValues: { code: '' },
    validate: {
      code: (value) =>
        /^\d{6}$/.test(value.replace(/\s/g, '')) ? null : 'Enter the 6 digits your authenticator app shows',
    },
  });
  const enrolment = start.data;
  if (!enrolment) {
    return (
      <Stack gap="sm" align="flex-start">
        <Text size="sm">
          After your password, you will also enter a code from an authenticator app on your phone (Google
          Authenticator, Microsoft Authenticator, 1Password…), so a stolen password alone cannot open the back
          office.
        </Text>
        <Button onClick={() => start.mutate({})} loading={start.isPending}>
          Set up two-factor sign-in
        </Button>
      </Stack>
    );
  }
  const submit = form.onSubmit((values) =>
    confirm.mutate(
      { body: { Code: values.code } },
      { onSuccess: (reply) => onEnrolled(reply.RecoveryCodes) },
    ),
  );
  return (
    <Stack gap="md">
      <Text size="sm">1. Scan this QR code with your authenticator app.</Text>
      <Image
        src={enrolment.QrCode}
        alt="QR code of your Wayfare sign-in secret, to scan with your authenticator app"
        w={200}
        h={200}
      />
      <Text size="sm">Or, if you cannot scan it, enter this secret in the app:</Text>
      <Group gap="xs">
        <Code fz="md" style={{ wordBreak: 'break-all' }}>
          {enrolment.Secret}
        </Code>
        <CopyButton value={enrolment.Secret}>
          {({ copied, copy }) => (
            <Button size="xs" variant="default" onClick={copy}>
              {copied ? 'Copied' : 'Copy'}
            </Button>
          )}
        </CopyButton>
      </Group>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm" maw={420}>
          <TextInput
            label="2. Enter the code the app shows"
            autoComplete="one-time-code"
            inputMode="numeric"
            withAsterisk
            {...form.getInputProps('code')}
          />
          <Group>
            <Button type="submit" loading={confirm.isPending}>
              Turn on
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
