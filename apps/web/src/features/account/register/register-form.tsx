import { Anchor, Button, Group, PasswordInput, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { registerRequest } from '@wayfare/contracts';
import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { alertStore } from '../../../lib/alerts.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { paths } from '../../../lib/paths.ts';
import { keepReferralCodeFrom, keptReferralCode } from '../../../lib/referral-code.ts';
import { fieldErrorsOf, zodFormValidator } from '../../../lib/zod-form.ts';
import { AccountCard } from '../account-card.tsx';
import { accountLabels } from '../account-labels.ts';
import { useRegister } from '../api/register.ts';

/** issue 15 §5: the code of the referral link this person came by (this address's, else the kept one). */
function useReferralCode() {
  const { search } = useLocation();
  const [code] = useState(() => keepReferralCodeFrom(search) ?? keptReferralCode() ?? '');
  return code;
}

export function RegisterForm() {
  const navigate = useNavigate();
  const register = useRegister();
  const referralCode = useReferralCode();
  const form = useForm({
    initialValues: {
      EmailAddress: '',
      PhoneNumber: '',
      Surname: '',
      Firstname: '',
      MiddleName: '',
      Password: '',
      ConfirmPassword: '',
      ReferralCode: referralCode,
    },
    validate: zodFormValidator(registerRequest, accountLabels),
  });

  const submit = form.onSubmit(({ ReferralCode, ...values }) =>
    register.mutate(
      { ...values, ReferralCode: ReferralCode.trim() || undefined },
      {
        onSuccess(reply) {
          alertStore.success(reply.Message, { keepAfterRouteChange: true });
          navigate(paths.login());
        },
        onError(error) {
          if (error instanceof ApiError) form.setErrors(fieldErrorsOf(error.fieldErrors, accountLabels));
        },
      },
    ),
  );

  return (
    <AccountCard title="Create your account" intro="Ride across Nigeria with verified, independent drivers.">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <TextInput
              label={accountLabels.Firstname}
              autoComplete="given-name"
              withAsterisk
              {...form.getInputProps('Firstname')}
            />
            <TextInput
              label={accountLabels.Surname}
              autoComplete="family-name"
              withAsterisk
              {...form.getInputProps('Surname')}
            />
          </SimpleGrid>
          <TextInput
            label={accountLabels.MiddleName}
            autoComplete="additional-name"
            {...form.getInputProps('MiddleName')}
          />
          <TextInput
            label={accountLabels.EmailAddress}
            type="email"
            autoComplete="email"
            withAsterisk
            {...form.getInputProps('EmailAddress')}
          />
          <TextInput
            label={accountLabels.PhoneNumber}
            type="tel"
            autoComplete="tel"
            placeholder="0803 123 4567"
            description="A Nigerian number, or any number starting with + and its country code"
            withAsterisk
            {...form.getInputProps('PhoneNumber')}
          />
          <PasswordInput
            label={accountLabels.Password}
            autoComplete="new-password"
            description="At least 8 characters, with a number, an uppercase and a lowercase letter and a symbol"
            withAsterisk
            {...form.getInputProps('Password')}
          />
          <PasswordInput
            label={accountLabels.ConfirmPassword}
            autoComplete="new-password"
            withAsterisk
            {...form.getInputProps('ConfirmPassword')}
          />
          <TextInput
            label={accountLabels.ReferralCode}
            description="Optional: the code of the person who invited you"
            autoComplete="off"
            {...form.getInputProps('ReferralCode')}
          />
          <Button type="submit" loading={register.isPending} fullWidth>
            Create account
          </Button>
          <Group justify="center" gap={4}>
            <Text size="sm">Already have an account?</Text>
            <Anchor component={Link} to={paths.login()} size="sm">
              Sign in
            </Anchor>
          </Group>
        </Stack>
      </form>
    </AccountCard>
  );
}
