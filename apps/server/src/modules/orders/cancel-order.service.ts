import { OrderStatus, orderNumber, orderTexts } from '@wayfare/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { conflict, notFound } from '../../errors.ts';
import { recordAdminChange } from '../activity/index.ts';
import { cancelUnpaidPayments, lockPaymentsOfOrder, unpaidStatuses } from '../payments/index.ts';
import { orderStatusValue } from './order-view.ts';
import { orders } from './orders.table.ts';

/**
 * Order/CancelOrder (issue 19 §1): an unpaid order only. Its payments' rows are held first, then the
 * order's (the order in which a payment transition takes them: its payment, then the order it
 * completes), so a payment completing at the same moment either lands first (and this answers 409
 * naming the state) or finds its payment Cancelled.
 */
export async function cancelOrder(db: Db, input: { Id: string; by: string }) {
  return db.transaction(async (tx) => {
    const held = await lockPaymentsOfOrder(tx, input.Id);
    const [order] = await tx.select().from(orders).where(eq(orders.id, input.Id)).for('update');
    if (!order) throw notFound(orderTexts.noOrder);
    const latest = held.at(-1);
    const state = orderStatusValue(order.status, latest);
    const open =
      order.status === OrderStatus.Pending &&
      held.every((payment) => unpaidStatuses.includes(payment.status as never));
    if (!open) throw conflict(orderTexts.cannotCancel(state));
    const now = new Date();
    await tx
      .update(orders)
      .set({ status: OrderStatus.Cancelled, updatedAt: now })
      .where(eq(orders.id, order.id));
    await cancelUnpaidPayments(tx, { orderId: order.id, at: now });
    await recordAdminChange(tx, {
      userId: input.by,
      area: 'Order',
      action: 'CancelOrder',
      recordId: order.id,
      before: { OrderStatus: order.status, OrderStatusValue: state },
      after: { OrderStatus: OrderStatus.Cancelled, OrderStatusValue: 'Cancelled' },
    });
    return { Message: orderTexts.cancelled(orderNumber(order.number)) };
  });
}
