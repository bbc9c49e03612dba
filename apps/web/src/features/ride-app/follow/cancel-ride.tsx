import '@mantine/core/styles/Radio.layer.css';
import { Alert, Button, Group, Paper, Radio, Stack, Text } from '@mantine/core';
import { formatNaira, type MyRide, type MyRideDriver } from '@wayfare/contracts';
import { useState } from 'react';
import { formatTime } from '../../../components/format.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/use-session.ts';
import { useReloadMyRides } from '../live/api/reload-my-rides.ts';
import { useCancelRide } from './api/cancel-ride.ts';

export const CANCEL_REASONS = ['Changed my plans', 'The driver is taking too long', 'Booked by mistake'];

/**
 * What cancelling costs now, as CancelRide will charge it: nothing while no driver has taken the ride
 * or for a sharer leaving it; the fee once the grace after the driver's acceptance is over.
 */
export function cancelRule(input: { owner: boolean; driver: MyRideDriver | undefined; now: number }) {
  const { driver } = input;
  if (!input.owner) return 'Leaving a shared ride is free.';
  if (!driver) return 'Cancelling is free: no driver has taken your ride yet.';
  const fee = formatNaira(driver.CancellationFee);
  if (driver.CancellationFee === 0) return 'Cancelling is free.';
  if (input.now < Date.parse(driver.FreeCancellationUntil))
    return `Free until ${formatTime(driver.FreeCancellationUntil)} (${driver.CancellationGraceMinutes} min after your driver accepted); after that, a fee of ${fee}.`;
  return `Cancelling now costs a fee of ${fee}: more than ${driver.CancellationGraceMinutes} min have passed since your driver accepted.`;
}

/**
 * issue 33: Cancel, with its rule shown before it is confirmed and a reason to give; the server's
 * refusal (the ride started meanwhile: 409 naming its state) in its words.
 */
export function CancelRide({ ride, driver }: { ride: MyRide; driver: MyRideDriver | undefined }) {
  const me = useSession().user?.Id;
  const owner = ride.CustomerId === me;
  const [asking, setAsking] = useState(false);
  const [reason, setReason] = useState(CANCEL_REASONS[0]!);
  const [refusal, setRefusal] = useState<string | null>(null);
  // The page moves on from the ride at once, not only when the stream tells it.
  const reload = useReloadMyRides();
  const cancel = useCancelRide({ onSuccess: reload, meta: { silent: true } });
  const verb = owner ? 'Cancel ride' : 'Leave ride';

  const confirm = async () => {
    setRefusal(null);
    try {
      await cancel.mutateAsync({ body: { Id: ride.Id, Reason: reason } });
      setAsking(false);
    } catch (error) {
      setRefusal(error instanceof ApiError || error instanceof Error ? error.message : String(error));
    }
  };

  if (!asking)
    return (
      <Button variant="default" color="red" onClick={() => setAsking(true)} fullWidth>
        {verb}
      </Button>
    );
  return (
    <Paper withBorder p="sm" role="group" aria-label={verb}>
      <Stack gap="sm">
        <Text size="sm">{cancelRule({ owner, driver, now: Date.now() })}</Text>
        <Radio.Group label="Why?" value={reason} onChange={setReason}>
          <Stack gap={6} mt={4}>
            {CANCEL_REASONS.map((each) => (
              <Radio key={each} value={each} label={each} />
            ))}
          </Stack>
        </Radio.Group>
        {refusal && (
          <Alert color="red" role="alert">
            {refusal}
          </Alert>
        )}
        <Group grow preventGrowOverflow={false}>
          <Button variant="default" onClick={() => setAsking(false)} disabled={cancel.isPending}>
            Keep my ride
          </Button>
          <Button color="red" onClick={() => void confirm()} loading={cancel.isPending}>
            {verb}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
