import { Alert, Anchor, Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { type DriverPresence, DriverState } from '@wayfare/contracts';
import { Link } from 'react-router';
import { useGoOffline } from '../api/go-offline.ts';
import { useGoOnline } from '../api/go-online.ts';
import { prepareOfferAlert } from '../offer/offer-alert.ts';
import { fixFor } from './refusal-fix.ts';
import type { PositionProblem } from './use-position-sender.ts';

const stateLines: Record<number, string> = {
  [DriverState.Offline]: 'You are offline: no offers come to you.',
  [DriverState.Idle]: 'You are online: waiting for an offer.',
  [DriverState.Offered]: 'You are online: a ride is offered to you.',
  [DriverState.OnRide]: 'You are on a ride.',
};

const positionLines: Record<NonNullable<PositionProblem>, string> = {
  denied:
    'Your browser does not share your location with Wayfare: allow it in the site settings, or no offer can reach you.',
  unavailable: 'Your location cannot be read yet: offers come once it is known.',
};

/** issue 33: Go online / Go offline, the state the server has, and why going online was refused. */
export function OnlineSwitch({
  status,
  positionProblem,
}: {
  status: DriverPresence;
  positionProblem: PositionProblem;
}) {
  const goOnline = useGoOnline();
  const goOffline = useGoOffline();
  const refusal = goOnline.error?.message;
  const fix = refusal ? fixFor(refusal) : undefined;
  const onRide = status.State === DriverState.OnRide;
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Text fw={600}>{stateLines[status.State] ?? status.StateName}</Text>
          <Badge color={status.Online ? 'green' : 'gray'} variant="light">
            {status.Online ? 'Online' : 'Offline'}
          </Badge>
        </Group>
        {status.Online ? (
          !onRide && (
            <Button
              variant="default"
              size="md"
              loading={goOffline.isPending}
              onClick={() => goOffline.mutate({})}
            >
              Go offline
            </Button>
          )
        ) : (
          <Button
            size="md"
            loading={goOnline.isPending}
            onClick={() => {
              prepareOfferAlert();
              goOffline.reset();
              goOnline.mutate({});
            }}
          >
            Go online
          </Button>
        )}
        {refusal && !status.Online && (
          <Alert color="red" role="alert" title="You cannot go online yet">
            <Text size="sm">{refusal}</Text>
            {fix && (
              <Anchor component={Link} to={fix.to} size="sm" c="inherit" fw={600} underline="always">
                {fix.label}
              </Anchor>
            )}
          </Alert>
        )}
        {goOffline.error && (
          <Alert color="red" role="alert" title="You are still online">
            {goOffline.error.message}
          </Alert>
        )}
        {status.Online && positionProblem && (
          <Alert color="yellow" role="status">
            {positionLines[positionProblem]}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
