import { Group, Text } from '@mantine/core';
import type { Ride, RidePaymentStatusId } from '@wayfare/contracts';
import { type Tone, ToneBadge } from '../../components/tone-badge.tsx';

/** issue 30: where a ride's money stands, in a tone: settled green, waiting blue or yellow, owed red. */
const paymentTones: Record<RidePaymentStatusId, Tone> = {
  1: 'blue',
  2: 'green',
  3: 'red',
  4: 'gray',
  5: 'orange',
  6: 'yellow',
};

/** The wire's one-word names read as words ('DueInCash': 'Due in cash'). */
export const paymentStatusLabel = (name: string) =>
  name.replace(/(?<=[a-z])(?=[A-Z])/g, ' ').replace(/ \w/g, (word) => word.toLowerCase());

/** A ride's payment: its method, and its status as a badge (the ride lists' Payment column). */
export function RidePaymentBadge({
  ride,
}: {
  ride: Pick<Ride, 'PaymentMethodName' | 'PaymentStatus' | 'PaymentStatusName'>;
}) {
  return (
    // The badge may go beneath the method: kept on one line, the ride lists were 20 px past a laptop's
    // 1366 px (issue 32).
    <Group gap={6} style={{ rowGap: 2 }}>
      <Text size="sm">{ride.PaymentMethodName}</Text>
      <ToneBadge tone={paymentTones[ride.PaymentStatus as RidePaymentStatusId] ?? 'gray'}>
        {paymentStatusLabel(ride.PaymentStatusName)}
      </ToneBadge>
    </Group>
  );
}
