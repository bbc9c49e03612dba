import { Alert, Button, Radio, Stack } from '@mantine/core';
import { IconCreditCard } from '@tabler/icons-react';
import { type Order, PaymentGateway } from '@wayfare/contracts';
import { useEffect, useRef, useState } from 'react';
import { useSession } from '../../../lib/use-session.ts';
import { naira } from '../order-money.ts';
import { usePayOrder } from './use-pay-order.ts';

/** An order that can still be paid: not paid, cancelled, refunded or in dispute. */
const isPayable = (order: Order) =>
  Boolean(order.PaymentId) &&
  !order.HasPaid &&
  (order.IsPending || order.IsAwaitingVerification || order.IsFailed);

const gatewayLabels: Record<number, string> = {
  [PaymentGateway.Paystack]: 'Card (Paystack)',
  [PaymentGateway.Flutterwave]: 'Card (Flutterwave)',
  [PaymentGateway.Wallet]: 'Wallet',
  [PaymentGateway.Cash]: 'Cash',
};

/**
 * spec 001 §2 and §4, issue 19 §3: the invoice card's payment part: the gateways offered, Pay, and what
 * the payment is waiting for. With a single gateway it is chosen by itself, and for the order's customer
 * payment begins at once while the order is Pending.
 */
export function OrderPayment({ order }: { order: Order }) {
  const email = useSession().user?.EmailAddress?.toLowerCase();
  const isCustomer = email !== undefined && email === order.Email.toLowerCase();
  // The wallet is the customer's own: an administrator on the invoice is not offered it (issue 19 §2).
  const gateways = order.PaymentGateways.filter(
    (gateway) => isCustomer || gateway.Id !== PaymentGateway.Wallet,
  );
  const only = gateways.length === 1 ? gateways[0] : undefined;
  const [chosen, setChosen] = useState<string | null>(
    only ? String(only.Id) : order.PaymentGatewayId ? String(order.PaymentGatewayId) : null,
  );
  const { pay, paying } = usePayOrder(order);
  const began = useRef(false);
  useEffect(() => {
    if (!only || !order.IsPending || !isCustomer || began.current) return;
    began.current = true;
    void pay(only.Id);
  }, [only, order.IsPending, isCustomer, pay]);

  if (order.HasPaid) {
    return (
      // The title in the ToneBadge's dark green: Mantine's green on its light alert reads at 3.8:1 only.
      <Alert color="green" title="Paid" styles={{ title: { color: '#1b5e2a' } }}>
        {naira(order.TotalAmount)} has been paid. Thank you.
      </Alert>
    );
  }
  if (!isPayable(order)) return null;
  const awaitingCash = order.IsAwaitingVerification && order.PaymentGatewayId === PaymentGateway.Cash;
  return (
    <Stack gap="sm">
      {awaitingCash && (
        <Alert color="blue" title="Awaiting verification">
          The cash payment is awaiting verification by an administrator.
        </Alert>
      )}
      {order.IsFailed && (
        <Alert color="red" title={order.PaymentStatusName ?? 'Failed'}>
          The last payment did not go through. Choose how to pay and try again.
        </Alert>
      )}
      <Radio.Group label="Pay with" value={chosen} onChange={setChosen}>
        <Stack gap={6} mt={6}>
          {gateways.map((gateway) => (
            <Radio
              key={gateway.Id}
              value={String(gateway.Id)}
              label={gatewayLabels[gateway.Id] ?? gateway.Name}
            />
          ))}
        </Stack>
      </Radio.Group>
      <Button
        leftSection={<IconCreditCard size={18} />}
        disabled={!chosen || paying}
        loading={paying}
        onClick={() => chosen && void pay(Number(chosen))}
      >
        Pay {naira(order.TotalAmount)}
      </Button>
    </Stack>
  );
}
