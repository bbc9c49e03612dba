import { Alert, Button, Group, Text } from '@mantine/core';
import { formatNaira, type RideMoney } from '@wayfare/contracts';
import { useState } from 'react';
import { useRefreshAreas } from '../../../components/screen/index.ts';
import { alertStore } from '../../../lib/alerts.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { usePayOwedFare } from '../api/pay-owed-fare.ts';

/**
 * issue 30: what the rider still owes on the ride, and Pay (PayOwedFare, from the wallet). A wallet too
 * low is the server's 409, shown here with what is needed; paid, the ride's money reloads.
 */
export function PayOwedFare({ money }: { money: RideMoney }) {
  const pay = usePayOwedFare();
  const refresh = useRefreshAreas(['Ride', 'Wallet']);
  const [refusal, setRefusal] = useState<string | null>(null);

  const send = async () => {
    setRefusal(null);
    try {
      await pay.mutateAsync({ body: { RideId: money.RideId } });
      alertStore.success(`You paid the ${formatNaira(money.Owed)} owed on ride #${money.RideId}`);
      await refresh();
    } catch (error) {
      if (error instanceof ApiError) setRefusal(error.message);
    }
  };

  return (
    <Alert color="red" title={`You owe ${formatNaira(money.Owed)} on this ride`}>
      <Group justify="space-between" gap="sm">
        <Text size="sm">Until it is paid you cannot ask for another ride.</Text>
        <Button color="red" loading={pay.isPending} onClick={() => void send()}>
          Pay {formatNaira(money.Owed)}
        </Button>
      </Group>
      {refusal && (
        <Text size="sm" mt="xs" role="alert">
          {refusal}
        </Text>
      )}
    </Alert>
  );
}
