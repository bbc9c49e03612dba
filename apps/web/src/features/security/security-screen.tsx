import { Alert, Badge, Button, Card, Divider, Group, Loader, Stack, Text, Title } from '@mantine/core';
import type { TwoFactorProofRequest, TwoFactorStatus } from '@wayfare/contracts';
import { useState } from 'react';
import { alertStore } from '../../lib/alerts.ts';
import { useSession } from '../../lib/use-session.ts';
import { useDisableTwoFactor } from './api/disable-two-factor.ts';
import { useTwoFactorStatus } from './api/get-two-factor-status.ts';
import { useRegenerateRecoveryCodes } from './api/regenerate-recovery-codes.ts';
import { EnrolmentPanel } from './enrolment-panel.tsx';
import { PolicySwitch } from './policy-switch.tsx';
import { ProofForm } from './proof-form.tsx';
import { RecoveryCodes } from './recovery-codes.tsx';

/**
 * Issue 29 §3: /admin/security, the administrator's own sign-in security: setting up the second factor,
 * its recovery codes, turning it off; and, for a full administrator, the policy for every administrator.
 */
export function SecurityScreen() {
  const status = useTwoFactorStatus();
  const isFullAdministrator = Boolean(useSession().user?.AllowAllEndPoints);
  // Shown once, right after they are made.
  const [recoveryCodes, setRecoveryCodes] = useState<string[]>();
  const reload = () => void status.refetch();

  if (!status.data) return status.isError ? null : <Loader aria-label="Loading your sign-in security" />;
  return (
    <Stack gap="lg" maw={720}>
      <Card withBorder padding="lg">
        <Stack gap="md">
          <Group justify="space-between" wrap="nowrap">
            <Title order={2} size="h3">
              Two-factor sign-in
            </Title>
            <Badge color={status.data.Enrolled ? 'teal.9' : 'gray.7'} variant="outline">
              {status.data.Enrolled ? 'On' : 'Off'}
            </Badge>
          </Group>
          {status.data.RequiredForAdministrators && !status.data.Enrolled ? (
            <Alert color="orange" title="Set it up to continue">
              Every administrator must sign in with a second factor. Set yours up now: the back office opens
              once it is on.
            </Alert>
          ) : null}
          {recoveryCodes ? <RecoveryCodes codes={recoveryCodes} /> : null}
          {status.data.Enrolled ? (
            <EnrolledActions
              status={status.data}
              onRecoveryCodes={setRecoveryCodes}
              onChanged={() => {
                setRecoveryCodes(undefined);
                reload();
              }}
            />
          ) : (
            <EnrolmentPanel
              onEnrolled={(codes) => {
                setRecoveryCodes(codes);
                alertStore.success('Two-factor sign-in is on');
                reload();
              }}
            />
          )}
        </Stack>
      </Card>
      {isFullAdministrator ? (
        <Card withBorder padding="lg">
          <Stack gap="sm">
            <Title order={2} size="h3">
              Every administrator
            </Title>
            <PolicySwitch required={status.data.RequiredForAdministrators} onChanged={reload} />
          </Stack>
        </Card>
      ) : null}
    </Stack>
  );
}

/** With the second factor on: the recovery codes left, new ones, and turning it off (each with proof). */
function EnrolledActions(props: {
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
