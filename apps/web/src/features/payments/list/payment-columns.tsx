import { Anchor, Stack, Text } from '@mantine/core';
import type { Payment } from '@wayfare/contracts';
import { Link } from 'react-router';
import { formatMoney } from '../../../components/format.ts';
import type { ScreenColumn } from '../../../components/screen/index.ts';
import type { RowAction } from '../../../components/table/table-types.ts';
import { paths } from '../../../lib/paths.ts';
import { PaymentStatusBadge } from '../payment-status-badge.tsx';

const dash = (value: string | null | undefined) => value?.trim() || '—';
export const customerOf = (row: Pick<Payment, 'Firstname' | 'Surname'>) =>
  `${row.Firstname} ${row.Surname}`.trim();
export const amountOf = (row: Payment) => formatMoney(row.Amount, '₦');
const confirmedBy = (row: Payment) => dash(`${row.ConfirmByFirstname ?? ''} ${row.ConfirmBySurname ?? ''}`);

const number: ScreenColumn<Payment> = { key: 'number', title: '#', kind: 'rowNumber', width: 56 };
/** The items, linking to the order's invoice (/order/{id}), its number first. */
const items: ScreenColumn<Payment> = {
  key: 'Items',
  title: 'Items',
  card: 'title',
  // Squeezed by nine columns, an order's items took six or seven lines at 1366 px; at 180 px they take
  // three or four, and the table still fits beside the menu (issue 32).
  minWidth: 180,
  value: (row) => `${row.OrderNumber}: ${row.ItemNames.join(', ')}`,
  render: (row) => (
    <Anchor component={Link} to={paths.order(row.OrderId)} size="sm">
      {row.OrderNumber}: {row.ItemNames.join(', ')}
    </Anchor>
  ),
};
/** A phone card's title is its toggle, so the invoice's link is a line of its own there. */
const invoice: ScreenColumn<Payment> = {
  key: 'Invoice',
  title: 'Invoice',
  shownIn: 'cards',
  render: (row) => (
    <Anchor component={Link} to={paths.order(row.OrderId)} size="sm">
      {row.OrderNumber}
    </Anchor>
  ),
};
const amount: ScreenColumn<Payment> = { key: 'Amount', title: 'Amount', sort: 'Amount', value: amountOf };
/**
 * The admin table's amount with its gateway beneath ('via Paystack'): a Gateway column of its own took
 * the table past a laptop's 1366 px (issue 32). A phone's card keeps its 'Gateway:' line.
 */
const amountViaGateway: ScreenColumn<Payment> = {
  ...amount,
  shownIn: 'table',
  render: (row) => (
    <Stack gap={2}>
      <Text size="sm">{amountOf(row)}</Text>
      {row.PaymentGatewayName?.trim() && (
        <Text size="xs" c="dimmed">
          via {row.PaymentGatewayName}
        </Text>
      )}
    </Stack>
  ),
};
const status: ScreenColumn<Payment> = {
  key: 'PaymentStatusName',
  sort: 'PaymentStatus',
  title: 'Status',
  card: 'badge',
  render: (row) => <PaymentStatusBadge name={row.PaymentStatusName} />,
};
const gateway: ScreenColumn<Payment> = {
  key: 'PaymentGatewayName',
  title: 'Gateway',
  value: (row) => dash(row.PaymentGatewayName),
};
const dates: ScreenColumn<Payment>[] = [
  { key: 'CreateDate', title: 'Created', kind: 'dateTime', sort: 'CreateDate' },
  { key: 'PaymentCompletedDate', title: 'Paid On', kind: 'dateTime' },
];

/** spec 001 §2: Customer, Items, Amount (over its gateway in the table), Status, Confirmed By, Created, Paid On, and the row's actions. */
export function adminPaymentColumns(actions: (row: Payment) => RowAction[]): ScreenColumn<Payment>[] {
  return [
    number,
    { key: 'Customer', title: 'Customer', value: customerOf },
    items,
    invoice,
    amountViaGateway,
    { ...amount, shownIn: 'cards' },
    { ...gateway, shownIn: 'cards' },
    status,
    { key: 'ConfirmedBy', title: 'Confirmed By', value: confirmedBy },
    ...dates,
    { key: 'actions', title: 'Actions', kind: 'actions', actions, actionsAs: 'menu' },
  ];
}

/** spec 001 §2: the customer's own payments (/teacher/payments), without Customer and Confirmed By. */
export const myPaymentColumns: ScreenColumn<Payment>[] = [
  number,
  items,
  invoice,
  amount,
  gateway,
  status,
  ...dates,
];
