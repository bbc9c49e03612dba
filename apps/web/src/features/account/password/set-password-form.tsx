import { Anchor, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { completePasswordResetRequest, newPassword, texts } from '@wayfare/contracts';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod';
import { alertStore } from '../../../lib/alerts.ts';
import { landingAfterSignIn } from '../../../lib/landing.ts';
import { paths } from '../../../lib/paths.ts';
import { session } from '../../../lib/session.ts';
import { useSession } from '../../../lib/use-session.ts';
import { zodFormValidator } from '../../../lib/zod-form.ts';
import { AccountCard } from '../account-card.tsx';
import { newPasswordLabels } from '../account-labels.ts';
import { useChangePassword } from '../api/change-password.ts';
import { useCompletePasswordReset } from '../api/complete-password-reset.ts';

// spec 001 §5: the confirmation must match, else 'MisMatch Password. Thank you'.
const newPasswordForm = z
  .object({ Password: newPassword, ConfirmPassword: z.string() })
  .refine((values) => values.Password === values.ConfirmPassword, {
    message: texts.passwordMismatch,
    path: ['ConfirmPassword'],
  });

/** Signed in (and asked to replace a generated password): only the new password is needed. */
function ChangePasswordForm() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const current = useSession();
  const change = useChangePassword();
  const form = useForm({
    initialValues: { Password: '', ConfirmPassword: '' },
    validate: zodFormValidator(newPasswordForm, newPasswordLabels),
  });

  const submit = form.onSubmit((values) =>
    change.mutate(
      { Password: values.Password },
      {
        onSuccess(reply) {
          session.passwordChanged(reply.Token);
          alertStore.success(reply.Message, { keepAfterRouteChange: true });
          navigate(landingAfterSignIn(params.get('next') ?? undefined, current.user), {
            replace: true,
          });
        },
      },
    ),
  );

  return (
    <AccountCard
      title="Choose a new password"
      intro={
        current.requireNewPassword
          ? 'Before you go on, replace the password you were given with one of your own.'
          : undefined
      }
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <PasswordInput
            label={newPasswordLabels.Password}
            autoComplete="new-password"
            withAsterisk
            {...form.getInputProps('Password')}
          />
          <PasswordInput
            label={newPasswordLabels.ConfirmPassword}
            autoComplete="new-password"
            withAsterisk
            {...form.getInputProps('ConfirmPassword')}
          />
          <Button type="submit" loading={change.isPending} fullWidth>
            Save new password
          </Button>
        </Stack>
      </form>
    </AccountCard>
  );
}

/** Not signed in: the code from the reset message proves who is asking. */
function CompletePasswordResetForm() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const complete = useCompletePasswordReset();
  const form = useForm({
    initialValues: {
      EmailAddress: params.get('email') ?? '',
      VerificationCode: params.get('code') ?? '',
      Password: '',
      ConfirmPassword: '',
    },
    validate: zodFormValidator(completePasswordResetRequest, newPasswordLabels),
  });

  const submit = form.onSubmit((values) =>
    complete.mutate(values, {
      onSuccess(reply) {
        alertStore.success(reply.Message, { keepAfterRouteChange: true });
        navigate(paths.login(), { replace: true });
      },
    }),
  );

  return (
    <AccountCard
      title="Set a new password"
      intro="Enter the code we sent to your e-mail address and choose a new password."
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput
            label={newPasswordLabels.EmailAddress}
            type="email"
            autoComplete="email"
            withAsterisk
            {...form.getInputProps('EmailAddress')}
          />
          <TextInput
            label={newPasswordLabels.VerificationCode}
            inputMode="numeric"
            autoComplete="one-time-code"
            withAsterisk
            {...form.getInputProps('VerificationCode')}
          />
          <PasswordInput
            label={newPasswordLabels.Password}
            autoComplete="new-password"
            withAsterisk
            {...form.getInputProps('Password')}
          />
          <PasswordInput
            label={newPasswordLabels.ConfirmPassword}
            autoComplete="new-password"
            withAsterisk
            {...form.getInputProps('ConfirmPassword')}
          />
          <Button type="submit" loading={complete.isPending} fullWidth>
            Set new password
          </Button>
          <Anchor component={Link} to={paths.resetPassword} size="sm" ta="center">
            Send me a new code
          </Anchor>
        </Stack>
      </form>
    </AccountCard>
  );
}

export function SetPasswordForm() {
  const current = useSession();
  return current.token && !current.requireAuth ? <ChangePasswordForm /> : <CompletePasswordResetForm />;
}
