import { Anchor, Button, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { emailOnlyRequest } from '@wayfare/contracts';
import { Link, useNavigate } from 'react-router';
import { alertStore } from '../../../lib/alerts.ts';
import { paths } from '../../../lib/paths.ts';
import { zodFormValidator } from '../../../lib/zod-form.ts';
import { AccountCard } from '../account-card.tsx';
import { accountLabels } from '../account-labels.ts';
import { useResetPassword } from '../api/reset-password.ts';

export function ResetPasswordForm() {
  const navigate = useNavigate();
  const reset = useResetPassword();
  const form = useForm({
    initialValues: { EmailAddress: '' },
    validate: zodFormValidator(emailOnlyRequest, accountLabels),
  });

  const submit = form.onSubmit((values) =>
    reset.mutate(values, {
      onSuccess(reply) {
        alertStore.success(reply.Message, { keepAfterRouteChange: true });
        navigate(`${paths.setPassword}?email=${encodeURIComponent(values.EmailAddress.trim())}`);
      },
    }),
  );

  return (
    <AccountCard
      title="Reset your password"
      intro="Enter your e-mail address and we will send you a code to choose a new password."
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput
            label={accountLabels.EmailAddress}
            type="email"
            autoComplete="email"
            withAsterisk
            {...form.getInputProps('EmailAddress')}
          />
          <Button type="submit" loading={reset.isPending} fullWidth>
            Send me a code
          </Button>
          <Anchor component={Link} to={paths.login()} size="sm" ta="center">
            Back to sign in
          </Anchor>
        </Stack>
      </form>
    </AccountCard>
  );
}
