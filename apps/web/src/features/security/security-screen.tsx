import { Alert, Badge, Card, Group, Loader, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { alertStore } from '../../lib/alerts.ts';
import { useSession } from '../../lib/use-session.ts';
import { useTwoFactorStatus } from './api/get-two-factor-status.ts';
import { EnrolledActions } from './enrolled/enrolled-actions.tsx';
import { EnrolmentPanel } from './enrolment/enrolment-panel.tsx';
import { RecoveryCodes } from './enrolment/recovery-codes.tsx';
import { PolicySwitch } from './policy-switch.tsx';

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
            <PolicySwitch
              required={status.data.RequiredForAdministrators}
              enrolled={status.data.Enrolled}
              onChanged={reload}
            />
          </Stack>
        </Card>
      ) : null}
    </Stack>
  );
}
