import { Alert, Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { formatNaira } from '@wayfare/contracts';
import { Link } from 'react-router';
import { usePayOwedFare } from '../../../components/use-pay-owed-fare.ts';
import { paths } from '../../../lib/paths.ts';
import { useMyOutstandingBalance } from '../api/get-my-outstanding-balance.ts';

/**
 * issue 30: /teacher/wallets shows what the rider owes on their rides (it blocks new rides until paid),
 * ride by ride, each with its ride's page and Pay from the wallet. Nothing shows when nothing is owed.
 */
export function OutstandingBalance() {
  const owed = useMyOutstandingBalance();
  const { payRide, paying, refusal } = usePayOwedFare();
  if (!owed.data || owed.data.Amount <= 0) return null;

  return (
    <Alert color="red" mb="md" title={`Outstanding balance: ${formatNaira(owed.data.Amount)}`}>
      <Stack gap="xs">
        <Text size="sm">You cannot ask for another ride until it is paid from your wallet.</Text>
        {owed.data.Rides.map((ride) => (
          <Group key={ride.RideId} justify="space-between" gap="sm">
            <Anchor
              component={Link}
              to={`${paths.customer('rides')}?view=${ride.RideId}`}
              size="sm"
              c="red.9"
            >
              Ride #{ride.RideId}: {formatNaira(ride.OwedAmount)}
            </Anchor>
            <Button
              size="compact-sm"
              color="red"
              loading={paying(ride.RideId)}
              aria-label={`Pay ${formatNaira(ride.OwedAmount)} owed on ride #${ride.RideId}`}
              onClick={() => void payRide(ride.RideId, ride.OwedAmount)}
            >
              Pay
            </Button>
          </Group>
        ))}
        {refusal && (
          <Text size="sm" role="alert">
            {refusal}
          </Text>
        )}
      </Stack>
    </Alert>
  );
}
