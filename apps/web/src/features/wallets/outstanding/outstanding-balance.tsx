import { Alert, Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { formatNaira } from '@wayfare/contracts';
import { useState } from 'react';
import { Link } from 'react-router';
import { useRefreshAreas } from '../../../components/screen/index.ts';
import { alertStore } from '../../../lib/alerts.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { paths } from '../../../lib/paths.ts';
import { useMyOutstandingBalance } from '../api/get-my-outstanding-balance.ts';
import { usePayOwedFare } from '../api/pay-owed-fare.ts';

/**
 * issue 30: /teacher/wallets shows what the rider owes on their rides (it blocks new rides until paid),
 * ride by ride, each with its ride's page and Pay from the wallet. Nothing shows when nothing is owed.
 */
export function OutstandingBalance() {
  const owed = useMyOutstandingBalance();
  const pay = usePayOwedFare();
  const refresh = useRefreshAreas(['Ride', 'Wallet']);
  const [refusal, setRefusal] = useState<string | null>(null);
  if (!owed.data || owed.data.Amount <= 0) return null;

  const payRide = async (rideId: number, amount: number) => {
    setRefusal(null);
    try {
      await pay.mutateAsync({ body: { RideId: rideId } });
      alertStore.success(`You paid the ${formatNaira(amount)} owed on ride #${rideId}`);
      await refresh();
    } catch (error) {
      if (error instanceof ApiError) setRefusal(error.message);
    }
  };

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
              loading={pay.isPending && pay.variables?.body.RideId === ride.RideId}
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
