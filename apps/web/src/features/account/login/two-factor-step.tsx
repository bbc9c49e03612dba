import { Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { AuthenticateReply } from '@wayfare/contracts';
import { useState } from 'react';
import { useVerifyTwoFactor } from '../api/verify-two-factor.ts';

const CODE = /^\d{6}$/;
const RECOVERY_CODE = /^[a-z0-9]{10}$/i;

/**
 * Issue 29 §3: the sign-in's second step, for an administrator with a second factor: the code their
 * authenticator app shows, or one of their recovery codes (spent once used).
 */
export function TwoFactorStep(props: {
  challengeToken: string;
  onSignedIn: (reply: AuthenticateReply) => void;
  onStartAgain: () => void;
}) {
  const verify = useVerifyTwoFactor();
  const [withRecoveryCode, setWithRecoveryCode] = useState(false);
  const form = useForm({
    initialValues: { code: '' },
    validate: {
      code: (value) => {
        const typed = value.replace(/[\s-]/g, '');
        if (withRecoveryCode)
          return RECOVERY_CODE.test(typed) ? null : 'Enter one of your recovery codes, like abcde-12345';
        return CODE.test(typed) ? null : 'Enter the 6 digits your authenticator app shows';
      },
    },
  });
  const submit = form.onSubmit(({ code }) =>
    verify.mutate(
      withRecoveryCode
        ? { ChallengeToken: props.challengeToken, RecoveryCode: code }
        : { ChallengeToken: props.challengeToken, Code: code },
      { onSuccess: props.onSignedIn },
    ),
  );
  const switchKind = () => {
    setWithRecoveryCode(!withRecoveryCode);
    form.reset();
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Text size="sm">
          {withRecoveryCode
            ? 'Enter one of the recovery codes you kept when you set up two-factor sign-in. Each works once.'
            : 'Open your authenticator app and enter the code it shows for Wayfare.'}
        </Text>
        <TextInput
          key={withRecoveryCode ? 'recovery' : 'code'}
          label={withRecoveryCode ? 'Recovery code' : 'Authentication code'}
          autoComplete="one-time-code"
          inputMode={withRecoveryCode ? 'text' : 'numeric'}
          withAsterisk
          data-autofocus
          {...form.getInputProps('code')}
        />
        <Button type="submit" loading={verify.isPending} fullWidth>
          Verify
        </Button>
        <Anchor component="button" type="button" size="sm" onClick={switchKind}>
          {withRecoveryCode ? 'Use the code from my authenticator app' : 'Use a recovery code'}
        </Anchor>
        <Anchor component="button" type="button" size="sm" c="dimmed" onClick={props.onStartAgain}>
          Sign in again
        </Anchor>
      </Stack>
    </form>
  );
}
