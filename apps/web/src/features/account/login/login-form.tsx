import { Anchor, Button, Checkbox, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { emailAddress, newPassword } from '@wayfare/contracts';
import { useState } from 'react';
import { Link, Navigate } from 'react-router';
import { z } from 'zod';
import { isAdminArea, landingAfterSignIn, maySee } from '../../../lib/landing.ts';
import { paths } from '../../../lib/paths.ts';
import { session } from '../../../lib/session.ts';
import { zodFormValidator } from '../../../lib/zod-form.ts';
import { AccountCard } from '../account-card.tsx';
import { accountLabels } from '../account-labels.ts';
import { useAuthenticate } from '../api/authenticate.ts';
import { useFinishSignIn } from './finish-sign-in.ts';
import { TwoFactorStep } from './two-factor-step.tsx';
import { WrongAccountNotice } from './wrong-account-notice.tsx';

// spec 001 §5: the login screen checks the password rule with its own message.
const loginForm = z.object({ EmailAddress: emailAddress, Password: newPassword, RememberMe: z.boolean() });

export function LoginForm({ returnPath }: { returnPath?: string }) {
  const finishSignIn = useFinishSignIn(returnPath);
  // Issue 29 §3: an administrator with a second factor is asked for the code after the password.
  const [challengeToken, setChallengeToken] = useState<string>();
  // Read once: the sign-in below signs in too, and then goes on by itself.
  const [arrivedAs] = useState(() => (session.isLoggedIn() ? session.get().user : undefined));
  const saved = session.loginDetails();
  const authenticate = useAuthenticate();
  const form = useForm({
    initialValues: {
      EmailAddress: saved?.EmailAddress ?? '',
      Password: '',
      RememberMe: saved?.RememberMe ?? false,
    },
    validate: zodFormValidator(loginForm, accountLabels),
  });

  const submit = form.onSubmit((values) =>
    authenticate.mutate(values, {
      onSuccess(reply) {
        if ('ChallengeToken' in reply) setChallengeToken(reply.ChallengeToken);
        else finishSignIn(reply, values);
      },
    }),
  );

  // Issue 21: a signed-in person has nothing to do here, unless sent to sign in as someone who may see
  // the return path (an admin page, for a rider).
  if (arrivedAs && (!returnPath || maySee(returnPath, arrivedAs)))
    return <Navigate to={landingAfterSignIn(returnPath, arrivedAs)} replace />;

  if (challengeToken) {
    return (
      <AccountCard title="Two-factor sign-in" intro="One more step: prove it is you with your second factor.">
        <TwoFactorStep
          challengeToken={challengeToken}
          onSignedIn={(reply) => finishSignIn(reply, form.getValues())}
          onStartAgain={() => {
            setChallengeToken(undefined);
            form.setFieldValue('Password', '');
          }}
        />
      </AccountCard>
    );
  }

  return (
    <AccountCard title="Sign in" intro="Welcome back. Sign in to book rides and manage your account.">
      {arrivedAs && returnPath && isAdminArea(returnPath) && <WrongAccountNotice person={arrivedAs} />}
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput
            label={accountLabels.EmailAddress}
            type="email"
            autoComplete="email"
            withAsterisk
            {...form.getInputProps('EmailAddress')}
          />
          <PasswordInput
            label={accountLabels.Password}
            autoComplete="current-password"
            withAsterisk
            {...form.getInputProps('Password')}
          />
          <Group justify="space-between">
            <Checkbox label="Remember me" {...form.getInputProps('RememberMe', { type: 'checkbox' })} />
            <Anchor component={Link} to={paths.resetPassword} size="sm">
              Forgot your password?
            </Anchor>
          </Group>
          <Button type="submit" loading={authenticate.isPending} fullWidth>
            Sign in
          </Button>
          <Text size="sm" ta="center">
            New to Wayfare?{' '}
            <Anchor component={Link} to={paths.register}>
              Create an account
            </Anchor>
          </Text>
        </Stack>
      </form>
    </AccountCard>
  );
}
