import { Endpoint, paymentTexts } from '@wayfare/contracts';
import { and, eq } from 'drizzle-orm';
import { isPermitted, type Principal } from '../../auth/principal.ts';
import type { Db } from '../../db/database.ts';
import { notFound } from '../../errors.ts';
import { emailOf, isOwnOrder, lockOrder, type OrderRow, orderById } from '../orders/index.ts';
import { type PaymentRow, payments } from './payments.table.ts';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type PaymentWithOrder = { payment: PaymentRow; order: OrderRow };

/** An administrator who may act on every payment (Payment edit), past choosing a new password. */
export const actsOnAllPayments = (caller: Principal) =>
  isPermitted(caller, Endpoint.Payment, 'edit') && !caller.requireNewPassword;

/** Whether the caller is the order's customer (its account, or its e-mail address's). */
export async function isCustomerOf(db: Db, order: OrderRow, caller: Principal) {
  return isOwnOrder(order, caller.userId, await emailOf(db, caller.userId));
}

/**
 * A payment with its order, for the order's customer (or, with `administrators`, anyone holding
 * Payment edit): anyone else, like an unknown Id or an OrderId that is not the payment's, hears 404.
 */
export async function paymentFor(
  db: Db,
  input: { id: string; orderId?: string; caller: Principal; administrators: boolean },
): Promise<PaymentWithOrder & { byCustomer: boolean }> {
  const [payment] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.id, input.id), input.orderId ? eq(payments.orderId, input.orderId) : undefined));
  // The order's foreign key keeps it as long as its payment.
  const order = payment && (await orderById(db, payment.orderId));
  if (!payment || !order) throw notFound(paymentTexts.noPayment(input.id));
  const row = { payment, order };
  const byCustomer = await isCustomerOf(db, row.order, input.caller);
  if (!byCustomer && !(input.administrators && actsOnAllPayments(input.caller))) {
    throw notFound(paymentTexts.noPayment(input.id));
  }
  return { ...row, byCustomer };
}

/**
 * The payment and its order held for a transition (issue 19 §2: every transition locks the payment
 * row): the payment first, then its order, the order CancelOrder takes them in too, so two never
 * wait for each other crosswise.
 */
export async function lockPayment(tx: Tx, paymentId: string): Promise<PaymentWithOrder> {
  const [payment] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for('update');
  if (!payment) throw notFound(paymentTexts.noPayment(paymentId));
  const order = await lockOrder(tx, payment.orderId);
  if (!order) throw notFound(paymentTexts.noPayment(paymentId));
  return { order, payment };
}
