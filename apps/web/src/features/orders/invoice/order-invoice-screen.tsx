import { Alert, Grid, Loader, Paper, Stack, Text } from '@mantine/core';
import type { Order } from '@wayfare/contracts';
import { useOrder } from '../api/get-order.ts';
import { naira, payablePercent } from '../order-money.ts';
import { OrderPayment } from '../payment/order-payment.tsx';
import { CancelOrderButton } from './cancel-order-button.tsx';
import { OrderDownloads } from './order-downloads.tsx';
import { OrderInvoice } from './order-invoice.tsx';

/** spec 001 §9: what is left to pay: the total until the order is paid (or cancelled), then nothing. */
export const totalDueOf = (order: Order) =>
  order.HasPaid || order.OrderStatusValue === 'Cancelled' ? 0 : order.TotalAmount;

/**
 * spec 001 §2 and §4, issue 19 §3: /order/{id}: the invoice, and beside it (below it on a phone) the
 * card with the total due, the payable percent, the payment choice and the downloads. For the order's
 * customer and administrators holding Order view; anyone else reads the server's 404.
 */
export function OrderInvoiceScreen({ id }: { id: string }) {
  const order = useOrder(id);
  if (order.isPending) return <Loader m="xl" aria-label="Loading the invoice" />;
  if (!order.data) {
    return (
      <Alert color="yellow" title="This invoice cannot be shown">
        {order.error?.message ?? 'There is no such order'}
      </Alert>
    );
  }
  const data = order.data;
  const due = totalDueOf(data);
  return (
    <Grid gap="lg" maw={1200}>
      <Grid.Col span={{ base: 12, md: 8 }}>
        <OrderInvoice order={data} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 4 }}>
        <Paper withBorder p="lg" radius="md" aria-label="Payment">
          <Stack gap="md">
            <div>
              <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
                Total due
              </Text>
              <Text size="xl" fw={700} data-testid="total-due">
                {naira(due)}
              </Text>
              <Text size="sm" c="dimmed">
                Payable: {payablePercent(due, data)}%
              </Text>
            </div>
            <OrderPayment order={data} />
            <OrderDownloads order={data} />
            <CancelOrderButton order={data} />
          </Stack>
        </Paper>
      </Grid.Col>
    </Grid>
  );
}
