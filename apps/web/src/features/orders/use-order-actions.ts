import { type Order, OrderStatusValue } from '@wayfare/contracts';
import * as calls from '@wayfare/contracts/calls';
import { useConfirmedAction } from '../../components/screen/index.ts';
import type { RowAction } from '../../components/table/table-types.ts';

/**
 * The badges of an order nobody has paid yet: the server's CancelOrder takes exactly these (a pending
 * order whose payments are Pending, AwaitingVerification or Failed); any other gets its 409.
 */
const cancellable: ReadonlySet<string> = new Set([
  OrderStatusValue.Pending,
  OrderStatusValue.AwaitingVerification,
  OrderStatusValue.Failed,
]);

export const canCancelOrder = (order: Pick<Order, 'OrderStatusValue'>) =>
  cancellable.has(order.OrderStatusValue);

/**
 * issue 19 §1: Cancel an unpaid order after the prompt (Order edit). The reply's sentence is the success
 * alert and the Order and Payment lists reload; a refusal (409 naming the state) is the error alert.
 */
export function useCancelOrder() {
  const cancel = useConfirmedAction(calls.Order.CancelOrder, { item: 'order', areas: ['Order', 'Payment'] });
  const run = (order: Pick<Order, 'Id' | 'OrderId'>) =>
    cancel.run({ action: 'cancel', name: order.OrderId, input: { body: { Id: order.Id } } });
  return { run, allowed: cancel.allowed, pending: cancel.pending };
}

/** The row actions of /admin/orders: Cancel while the order is unpaid, for those who may edit orders. */
export function useOrderActions() {
  const cancel = useCancelOrder();
  return (order: Order): RowAction[] =>
    cancel.allowed && canCancelOrder(order)
      ? [{ label: 'Cancel', color: 'red', disabled: cancel.pending, onClick: () => void cancel.run(order) }]
      : [];
}
