import { Alert, CloseButton, Group, Text } from '@mantine/core';
import { RideStatus } from '@wayfare/contracts';
import { formatMoney } from '../../../components/format-money.ts';
import { useDrivenRide } from '../api/get-my-ride.ts';

/**
 * issue 33: how the ride the driver was on ended, once it is no longer theirs to drive: completed
 * (with its final fare) or cancelled (by its rider, say, while on the way).
 */
export function RideOutcome({ rideId, onDismiss }: { rideId: number; onDismiss: () => void }) {
  const ride = useDrivenRide(rideId, { live: false }).data;
  if (!ride) return null;
  const completed = ride.RideStatus === RideStatus.Completed;
  const fare = ride.FinalAmount ?? ride.Amount;
  return (
    <Alert color={completed ? 'green' : 'yellow'} role="status">
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Text size="sm">
          {completed
            ? `Ride #${ride.Id} is completed${fare === null ? '' : `: ${formatMoney(fare, ride.CurrencySign)}`}.`
            : `Ride #${ride.Id} is ${ride.RideStatusName.toLowerCase()}.`}
        </Text>
        <CloseButton aria-label="Dismiss" onClick={onDismiss} size="sm" />
      </Group>
    </Alert>
  );
}
