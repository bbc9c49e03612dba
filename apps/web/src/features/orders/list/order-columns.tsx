import { Anchor } from '@mantine/core';
import type { Order } from '@wayfare/contracts';
import { Link } from 'react-router';
import type { ScreenColumn } from '../../../components/screen/index.ts';
import type { RowAction } from '../../../components/table/table-types.ts';
import { paths } from '../../../lib/paths.ts';
import { naira } from '../order-money.ts';
import { OrderStatusBadge } from '../order-status-badge.tsx';

export const customerOf = (order: Pick<Order, 'Firstname' | 'Surname'>) =>
  `${order.Firstname} ${order.Surname}`.trim();
export const itemNamesOf = (order: Pick<Order, 'OrderItems'>) =>
  order.OrderItems.map((item) => item.Name).join(', ');

const number: ScreenColumn<Order> = { key: 'number', title: '#', kind: 'rowNumber', width: 56 };
/** spec 001 §2: the items link to the order's invoice, /order/{id}; its number leads them. */
const items: ScreenColumn<Order> = {
  key: 'Items',
  title: 'Items',
  card: 'title',
  value: (order) => `${order.OrderId}: ${itemNamesOf(order)}`,
  render: (order) => (
    <Anchor component={Link} to={paths.order(order.Id)} size="sm">
      {order.OrderId}: {itemNamesOf(order)}
    </Anchor>
  ),
};
/** A phone card's title is its toggle, so the invoice's link is a line of its own there. */
const invoice: ScreenColumn<Order> = {
  key: 'Invoice',
  title: 'Invoice',
  shownIn: 'cards',
  render: (order) => (
    <Anchor component={Link} to={paths.order(order.Id)} size="sm">
      {order.OrderId}
    </Anchor>
  ),
};
const rest: ScreenColumn<Order>[] = [
  invoice,
  { key: 'TotalAmount', title: 'Amount', sort: 'TotalAmount', value: (order) => naira(order.TotalAmount) },
  { key: 'CreatedDate', title: 'Date', kind: 'date', sort: 'CreatedDate' },
  {
    key: 'OrderStatusValue',
    title: 'Status',
    card: 'badge',
    render: (order) => <OrderStatusBadge value={order.OrderStatusValue} />,
  },
];

/** spec 001 §2: Customer (admin only), Items, Amount, Date, Status, and the row's actions (Cancel). */
export function adminOrderColumns(actions: (order: Order) => RowAction[]): ScreenColumn<Order>[] {
  return [
    number,
    { key: 'Customer', title: 'Customer', value: customerOf },
    items,
    ...rest,
    { key: 'actions', title: 'Actions', kind: 'actions', actions },
  ];
}

/** The customer's own orders (/teacher/orders): no Customer column. */
export const myOrderColumns: ScreenColumn<Order>[] = [number, items, ...rest];
