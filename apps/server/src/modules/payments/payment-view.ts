import {
  ORDER_CURRENCY,
  orderNumber,
  type PAYMENT_SORTS,
  type Payment,
  PaymentGateway,
  type PaymentGatewayId,
  PaymentStatus,
  type PaymentStatusId,
  paymentGatewayNames,
  paymentStatusNames,
  REJECTED_PAYMENT_NAME,
  type Sorting,
} from '@wayfare/contracts';
import { count, desc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { offsetOf, type Page, type Paging, type SortColumns, sortedBy } from '../../db/list-query.ts';
import { toNaira } from '../../money.ts';
import { peopleAs } from '../accounts/index.ts';
import { itemNamesOf, ordersOfPayments as orders } from '../orders/index.ts';
import { type PaymentRow, payments } from './payments.table.ts';

/** A payment's status as people read it: a cash payment an administrator rejected is 'Rejected'. */
export const paymentStatusNameOf = (payment: Pick<PaymentRow, 'status' | 'gateway'>) =>
  payment.status === PaymentStatus.Failed && payment.gateway === PaymentGateway.Cash
    ? REJECTED_PAYMENT_NAME
    : paymentStatusNames[payment.status as PaymentStatusId];

export const gatewayNameOf = (gateway: number | null) =>
  gateway === null ? null : paymentGatewayNames[gateway as PaymentGatewayId];

const confirmers = peopleAs('confirmers');

/** The columns of a Payment on the wire: the payment, its order's number and customer, its items. */
const paymentColumns = {
  payment: payments,
  number: orders.number,
  surname: orders.surname,
  firstname: orders.firstname,
  email: orders.email,
  phoneNumber: orders.phoneNumber,
  confirmBySurname: confirmers.surname,
  confirmByFirstname: confirmers.firstname,
  itemNames: itemNamesOf(orders.id),
};

type PaymentListRow = {
  payment: PaymentRow;
  number: number;
  surname: string;
  firstname: string;
  email: string;
  phoneNumber: string;
  confirmBySurname: string | null;
  confirmByFirstname: string | null;
  itemNames: string[];
};

const paymentsWithOrders = (db: Db) =>
  db
    .select(paymentColumns)
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .leftJoin(confirmers, eq(confirmers.id, payments.confirmedBy));

export function toPayment(row: PaymentListRow): Payment {
  const { payment } = row;
  const awaiting = payment.status === PaymentStatus.AwaitingVerification;
  return {
    Id: payment.id,
    OrderId: payment.orderId,
    OrderNumber: orderNumber(row.number),
    Surname: row.surname,
    Firstname: row.firstname,
    Email: row.email,
    PhoneNumber: row.phoneNumber,
    Amount: toNaira(payment.amountKobo),
    Currency: ORDER_CURRENCY,
    PaymentStatus: payment.status,
    PaymentStatusName: paymentStatusNameOf(payment),
    PaymentGateway: payment.gateway,
    PaymentGatewayName: gatewayNameOf(payment.gateway),
    TransactionId: payment.reference,
    CanManuallyConfirm: awaiting && payment.gateway === PaymentGateway.Cash,
    CanVerify:
      payment.gateway === PaymentGateway.Flutterwave && (awaiting || payment.status === PaymentStatus.Failed),
    ConfirmBySurname: row.confirmBySurname,
    ConfirmByFirstname: row.confirmByFirstname,
    CreateDate: payment.createdAt.toISOString(),
    PaymentCompletedDate: payment.completedAt?.toISOString() ?? null,
    ItemNames: row.itemNames,
  };
}

/** One payment as the calls answer it. */
export async function findPayment(db: Db, id: string): Promise<Payment | undefined> {
  const [row] = await paymentsWithOrders(db).where(eq(payments.id, id));
  return row ? toPayment(row) : undefined;
}

export type PaymentSorting = Sorting<(typeof PAYMENT_SORTS)[number]>;

/** What the payment lists sort by (issue 32), each on an index of the payments table. */
const sortColumns: SortColumns<(typeof PAYMENT_SORTS)[number]> = {
  CreateDate: payments.createdAt,
  Amount: payments.amountKobo,
  PaymentStatus: payments.status,
};

/**
 * A page of payments, newest first unless sorted otherwise; `where` may name the order's columns (the
 * count joins it too).
 */
export async function pageOfPayments(
  db: Db,
  input: Paging & Partial<PaymentSorting> & { where: SQL | undefined },
): Promise<Page<Payment>> {
  const orderBy = sortedBy(input, {
    columns: sortColumns,
    tieBreaker: payments.id,
    byDefault: [desc(payments.createdAt), desc(payments.id)],
  });
  const [rows, [counted]] = await Promise.all([
    paymentsWithOrders(db)
      .where(input.where)
      .orderBy(...orderBy)
      .limit(input.pageSize)
      .offset(offsetOf(input)),
    db
      .select({ total: count() })
      .from(payments)
      .innerJoin(orders, eq(orders.id, payments.orderId))
      .where(input.where),
  ]);
  return { rows: rows.map(toPayment), total: counted?.total ?? 0 };
}
