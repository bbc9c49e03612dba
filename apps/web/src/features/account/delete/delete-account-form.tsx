import { Alert, Anchor, Button, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { deleteMyAccountRequest, emailOnlyRequest } from '@wayfare/contracts';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { alertStore } from '../../../lib/alerts.ts';
import { paths } from '../../../lib/paths.ts';
import { session } from '../../../lib/session.ts';
import { zodFormValidator } from '../../../lib/zod-form.ts';
import { AccountCard } from '../account-card.tsx';
import { accountLabels } from '../account-labels.ts';
import { useDeleteMyAccount } from '../api/delete-my-account.ts';
import { useRequestDeletionCode } from '../api/request-deletion-code.ts';

/** spec 001 §4: account deletion goes from the request-code step to the confirm-code step. */
export function DeleteAccountForm() {
  const navigate = useNavigate();
  const [step, setStep] = useState<'request' | 'confirm'>('request');
  const requestCode = useRequestDeletionCode();
  const deleteAccount = useDeleteMyAccount();
  const requestForm = useForm({
    initialValues: { EmailAddress: session.get().user?.EmailAddress ?? '' },
    validate: zodFormValidator(emailOnlyRequest, accountLabels),
  });
  const confirmForm = useForm({
    initialValues: { EmailAddress: '', VerificationCode: '' },
    validate: zodFormValidator(deleteMyAccountRequest, accountLabels),
  });

  const submitRequest = requestForm.onSubmit((values) =>
    requestCode.mutate(values, {
      onSuccess(reply) {
        alertStore.success(reply.Message);
        confirmForm.setValues({ EmailAddress: values.EmailAddress.trim(), VerificationCode: '' });
        setStep('confirm');
      },
    }),
  );

  const submitConfirm = confirmForm.onSubmit((values) =>
    deleteAccount.mutate(values, {
      onSuccess(reply) {
        if (session.get().user?.EmailAddress.toLowerCase() === values.EmailAddress.toLowerCase())
          session.signOut();
        alertStore.success(reply.Message, { keepAfterRouteChange: true });
        navigate(paths.home, { replace: true });
      },
    }),
  );

  return (
    <AccountCard
      title="Delete your account"
      intro="We will send a code to your e-mail address. Entering it deletes your account and your personal data for good."
    >
      {step === 'request' ? (
        <form onSubmit={submitRequest} noValidate>
          <Stack gap="sm">
            <TextInput
              label={accountLabels.EmailAddress}
              type="email"
              autoComplete="email"
              withAsterisk
              {...requestForm.getInputProps('EmailAddress')}
            />
            <Button type="submit" color="red.9" loading={requestCode.isPending} fullWidth>
              Send me a code
            </Button>
          </Stack>
        </form>
      ) : (
        <form onSubmit={submitConfirm} noValidate>
          <Stack gap="sm">
            <Alert color="yellow" variant="light">
              Enter the code we sent to {confirmForm.values.EmailAddress}. This cannot be undone.
            </Alert>
            <TextInput
              label={accountLabels.VerificationCode}
              inputMode="numeric"
              autoComplete="one-time-code"
              withAsterisk
              {...confirmForm.getInputProps('VerificationCode')}
            />
            <Button type="submit" color="red.9" loading={deleteAccount.isPending} fullWidth>
              Delete my account
            </Button>
            <Anchor component="button" type="button" size="sm" onClick={() => setStep('request')}>
              Send me a new code
            </Anchor>
          </Stack>
        </form>
      )}
      <Anchor component={Link} to={paths.home} size="sm" ta="center">
        Keep my account
      </Anchor>
    </AccountCard>
  );
}
