import { Anchor, Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { TwoFactorProofRequest } from '@wayfare/contracts';
import { useState } from 'react';

/**
 * Issue 29 §3: turning the second factor off or renewing the recovery codes asks for proof: the
 * password, or a current code of the authenticator app.
 */
export function ProofForm(props: {
  submitLabel: string;
  color?: string;
  pending: boolean;
  onSubmit: (proof: TwoFactorProofRequest) => void;
  onCancel: () => void;
}) {
  const [withCode, setWithCode] = useState(false);
  const form = useForm({
    initialValues: { proof: '' },
    validate: {
      proof: (value) =>
        withCode
          ? /^\d{6}$/.test(value.replace(/\s/g, ''))
            ? null
            : 'Enter the 6 digits your authenticator app shows'
          : value
            ? null
            : 'Enter your password',
    },
  });
  const submit = form.onSubmit(({ proof }) =>
    props.onSubmit(withCode ? { Code: proof } : { Password: proof }),
  );
  const field = {
    withAsterisk: true,
    ...form.getInputProps('proof'),
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm" maw={420}>
        {withCode ? (
          <TextInput
            label="Authentication code"
            autoComplete="one-time-code"
            inputMode="numeric"
            {...field}
          />
        ) : (
          <PasswordInput label="Your password" autoComplete="current-password" {...field} />
        )}
        <Anchor
          component="button"
          type="button"
          size="sm"
          ta="left"
          onClick={() => {
            setWithCode(!withCode);
            form.reset();
          }}
        >
          {withCode ? 'Use my password instead' : 'Use a code from my authenticator app instead'}
        </Anchor>
        <Group gap="sm">
          <Button type="submit" color={props.color} loading={props.pending}>
            {props.submitLabel}
          </Button>
          <Button variant="default" onClick={props.onCancel}>
            Cancel
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
