import { Alert, Button, NumberInput, Stack, Text } from '@mantine/core';
import { type Ride, RidePaymentMethod } from '@wayfare/contracts';
import { useState } from 'react';
import { formatMoney } from '../../../components/format-money.ts';
import { useCompleteRide } from '../api/complete-ride.ts';

/** What the rider is expected to hand over: the amount they agreed to, else the estimate. */
const expectedCash = (ride: Ride) =>
  ride.EnableCustomerPerferredAmount && ride.CustomerPerferredAmount !== null
    ? ride.CustomerPerferredAmount
    : ride.EstimatedAmount;

/**
 * issue 33: Complete. A cash ride first asks the cash taken ('Cash collected: ₦X', the expected fare
 * to start from), which the server checks against the final fare (a 400 naming the fare due).
 */
export function CompleteRide({ ride }: { ride: Ride }) {
  const complete = useCompleteRide();
  const isCash = ride.PaymentMethod === RidePaymentMethod.Cash;
  const [asking, setAsking] = useState(false);
  const [cash, setCash] = useState<number | string>(expectedCash(ride));
  const send = () =>
    complete.mutate({
      body: { Id: ride.Id, ...(isCash ? { CashCollected: Number(cash) } : {}) },
    });
  const error = complete.error && (
    <Alert color="red" role="alert" title="The ride is not completed">
      {complete.error.message}
    </Alert>
  );
  if (!isCash || !asking)
    return (
      <Stack gap="sm">
        {error}
        <Button
          size="lg"
          color="green"
          loading={complete.isPending}
          onClick={isCash ? () => setAsking(true) : send}
        >
          Complete the ride
        </Button>
      </Stack>
    );
  return (
    <Stack gap="sm">
      <NumberInput
        label="Cash collected"
        description="What the rider paid you in cash"
        prefix={ride.CurrencySign}
        min={0}
        decimalScale={2}
        thousandSeparator=","
        value={cash}
        onChange={setCash}
      />
      {error}
      <Button size="lg" color="green" loading={complete.isPending} disabled={cash === ''} onClick={send}>
        Cash collected: {formatMoney(Number(cash) || 0, ride.CurrencySign)}
      </Button>
      <Button variant="default" size="md" onClick={() => setAsking(false)}>
        Back
      </Button>
      <Text size="xs" c="dimmed">
        Confirming completes the ride.
      </Text>
    </Stack>
  );
}
