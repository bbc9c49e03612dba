import { Button, Divider, Group, Stack, Text } from '@mantine/core';
import type { TwoFactorProofRequest, TwoFactorStatus } from '@wayfare/contracts';
import { useState } from 'react';
import { alertStore } from '../../../lib/alerts.ts';
import { useDisableTwoFactor } from '../api/disable-two-factor.ts';
import { useRegenerateRecoveryCodes } from '../api/regenerate-recovery-codes.ts';
import { ProofForm } from './proof-form.tsx';

/** With the second factor on: the recovery codes left, new ones, and turning it off (each with proof). */
export function EnrolledActions(props: {
  status: TwoFactorStatus;
  onRecoveryCodes: (codes: string[]) => void;
  onChanged: () => void;
}) {
  const [asking, setAsking] = useState<'codes' | 'off'>();
  const regenerate = useRegenerateRecoveryCodes();
  const disable = useDisableTwoFactor();
  const prove = (proof: TwoFactorProofRequest) =>
    asking === 'codes'
      ? regenerate.mutate(
          { body: proof },
          {
            onSuccess: (reply) => {
              setAsking(undefined);
              props.onRecoveryCodes(reply.RecoveryCodes);
              alertStore.success(reply.Message);
            },
          },
        )
      : disable.mutate(
          { body: proof },
          {
            onSuccess: (reply) => {
              setAsking(undefined);
              alertStore.success(reply.Message);
              props.onChanged();
            },
          },
        );
  return (
    <Stack gap="sm">
      <Text size="sm">
        You enter a code from your authenticator app after your password. Recovery codes left:{' '}
        <strong>{props.status.RecoveryCodesLeft}</strong>
      </Text>
      <Divider />
      {asking ? (
        <ProofForm
          submitLabel={asking === 'codes' ? 'Make new recovery codes' : 'Turn off two-factor sign-in'}
          color={asking === 'off' ? 'red.9' : undefined}
          pending={regenerate.isPending || disable.isPending}
          onSubmit={prove}
          onCancel={() => setAsking(undefined)}
        />
      ) : (
        <Group gap="sm">
          <Button variant="default" onClick={() => setAsking('codes')}>
            New recovery codes
          </Button>
          {props.status.RequiredForAdministrators ? null : (
            <Button variant="outline" color="red.9" onClick={() => setAsking('off')}>
              Turn off
            </Button>
          )}
        </Group>
      )}
    </Stack>
  );
}
