import { Alert, Button, Group, Text } from '@mantine/core';
import { formatNaira, type RideMoney } from '@wayfare/contracts';
import { usePayOwedFare } from '../../../components/use-pay-owed-fare.ts';

/**
 * issue 30: what the rider still owes on the ride, and Pay (PayOwedFare, from the wallet). A wallet too
 * low is the server's 409, shown here with what is needed; paid, the ride's money reloads.
 */
export function PayOwedFare({ money }: { money: RideMoney }) {
  const { payRide, paying, refusal } = usePayOwedFare();

  return (
    <Alert color="red" title={`You owe ${formatNaira(money.Owed)} on this ride`}>
      <Group justify="space-between" gap="sm">
        <Text size="sm">Until it is paid you cannot ask for another ride.</Text>
        <Button
          color="red"
          loading={paying(money.RideId)}
          onClick={() => void payRide(money.RideId, money.Owed)}
        >
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
