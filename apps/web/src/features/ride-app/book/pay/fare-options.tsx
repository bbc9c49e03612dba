import { Alert, Group, Radio, Stack, Switch, Text, TextInput } from '@mantine/core';
import {
  type FareEstimate,
  formatNaira,
  RidePaymentMethod,
  type RidePaymentMethodId,
} from '@wayfare/contracts';
import type { PaymentChoice } from './payment-choices.ts';

type Props = {
  estimate: FareEstimate;
  choices: readonly PaymentChoice[];
  method: RidePaymentMethodId;
  onMethod: (method: RidePaymentMethodId) => void;
  promoCode: string;
  onPromoCode: (code: string) => void;
  shared: boolean;
  onShared: (shared: boolean) => void;
};

const sharingText = (estimate: FareEstimate) =>
  !estimate.IsShared
    ? 'Others going your way may join you, for a lower fare'
    : estimate.SharedDiscountInPercent > 0
      ? `${estimate.SharedDiscountInPercent}% off the fare, shared`
      : 'A fare this small gets no sharing discount';

/** The fare for each way to pay, the promo code (not for cash), and whether to share the ride. */
export function FareOptions(props: Props) {
  const { estimate, method } = props;
  const fare = formatNaira(estimate.EstimatedAmount);
  return (
    <Stack gap="sm">
      <Text aria-live="polite">
        <Text span fw={700} size="xl" data-testid="fare-estimate">
          {fare}
        </Text>{' '}
        estimated for {estimate.DistanceToCover.toFixed(1)} km{estimate.IsShared ? ', shared' : ''}
      </Text>
      <Radio.Group
        label="Pay with"
        value={String(method)}
        onChange={(value) => props.onMethod(Number(value) as RidePaymentMethodId)}
      >
        <Stack gap="xs" mt={4}>
          {props.choices.map((choice) => (
            <Radio
              key={choice.method}
              value={String(choice.method)}
              label={
                <Group gap="xs" wrap="nowrap" justify="space-between">
                  <span>{choice.label}</span>
                  <span>{fare}</span>
                </Group>
              }
              description={choice.detail}
            />
          ))}
        </Stack>
      </Radio.Group>
      {props.choices.find((choice) => choice.method === method)?.short && (
        <Alert color="yellow" variant="light">
          Your wallet does not hold this fare: top it up in My Wallet, or choose another way to pay.
        </Alert>
      )}
      <TextInput
        label="Promo code"
        value={props.promoCode}
        onChange={(event) => props.onPromoCode(event.currentTarget.value)}
        disabled={method === RidePaymentMethod.Cash}
        description={method === RidePaymentMethod.Cash ? 'Promo codes are not for cash rides' : undefined}
        maxLength={30}
        autoComplete="off"
      />
      <Switch
        label="Share the ride"
        description={sharingText(estimate)}
        checked={props.shared}
        onChange={(event) => props.onShared(event.currentTarget.checked)}
      />
    </Stack>
  );
}
