import { PaymentStatus } from '@wayfare/contracts';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { payments } from './payments.table.ts';

/**
 * An order's payments as the orders module uses them: made Pending with the order, shown with it,
 * cancelled with it. The payments table stays this module's.
 */

/** Payments that still wait for money: cancelling the order cancels them with it. */
export const unpaidStatuses = [
  PaymentStatus.Pending,
  PaymentStatus.AwaitingVerification,
  PaymentStatus.Failed,
];

/** The order's one payment, Pending, made in the order's transaction. */
export async function createPendingPayment(tx: Db, input: { orderId: string; amountKobo: number; at: Date }) {
  await tx.insert(payments).values({
    orderId: input.orderId,
    status: PaymentStatus.Pending,
    amountKobo: input.amountKobo,
    createdAt: input.at,
    updatedAt: input.at,
  });
}

/** The payments of some orders, newest first. */
export function paymentsOfOrders(db: Db, orderIds: readonly string[]) {
  return db
    .select({
      id: payments.id,
      orderId: payments.orderId,
      gateway: payments.gateway,
      status: payments.status,
      statusBeforeCheckout: payments.statusBeforeCheckout,
      completedAt: payments.completedAt,
      selectedOrderQuestions: payments.selectedOrderQuestions,
      reference: payments.reference,
      createdAt: payments.createdAt,
    })
    .from(payments)
    .where(inArray(payments.orderId, [...orderIds]))
    .orderBy(desc(payments.createdAt), desc(payments.id));
}

/**
 * An order's payments held `FOR UPDATE`, oldest first: taken before the order's row, the order in which
 * a payment transition takes them.
 */
export function lockPaymentsOfOrder(tx: Db, orderId: string) {
  return tx
    .select()
    .from(payments)
    .where(eq(payments.orderId, orderId))
    .orderBy(payments.createdAt, payments.id)
    .for('update');
}

/** The order's payments that still wait for money, Cancelled with it. */
export async function cancelUnpaidPayments(tx: Db, input: { orderId: string; at: Date }) {
  await tx
    .update(payments)
    .set({ status: PaymentStatus.Cancelled, updatedAt: input.at })
    .where(and(eq(payments.orderId, input.orderId), inArray(payments.status, unpaidStatuses)));
}
