import { type Payment, PaymentStatus, paymentStatusNames } from '@wayfare/contracts';
import { and, eq, or, type SQL, sql } from 'drizzle-orm';
import type { Principal } from '../../auth/principal.ts';
import type { Db } from '../../db/database.ts';
import { containing, type Page, type Paging, withinDates } from '../../db/list-query.ts';
import { emailOf, ordersOfPayments as orders, ownOrders } from '../orders/index.ts';
import { type PaymentSorting, pageOfPayments } from './payment-view.ts';
import { payments } from './payments.table.ts';

type PaymentsQuery = Paging &
  Partial<PaymentSorting> & {
    keyword?: string | undefined;
    paymentStatus?: number | undefined;
    from?: string | undefined;
    to?: string | undefined;
  };

/**
 * The filters of the payment lists: the keyword in the order's search text (its number, the customer's
 * names, e-mail and phone, the item names: written with the order), the status, the payment's date.
 */
function filtersOf(query: PaymentsQuery): SQL | undefined {
  return and(
    query.keyword ? keywordOf(query.keyword) : undefined,
    query.paymentStatus === undefined ? undefined : eq(payments.status, query.paymentStatus),
    withinDates(payments.createdAt, query),
  );
}

// Issue 32: a payment's own address (/admin/payments/{id}) opens the list searched for its id.
const PAYMENT_ID = /^[\da-f]{8}-[\da-f]{4}-[\da-f]{4}-[\da-f]{4}-[\da-f]{12}$/i;

/** The keyword in the order's search text, or a payment's whole id (its primary key). */
const keywordOf = (keyword: string) =>
  PAYMENT_ID.test(keyword.trim())
    ? or(eq(payments.id, keyword.trim().toLowerCase()), sql`${orders.searchText} like ${containing(keyword)}`)
    : sql`${orders.searchText} like ${containing(keyword)}`;

/** Payment/GetPayments (Payment 4 view): every payment, newest first unless sorted otherwise. */
export const listPayments = (db: Db, query: PaymentsQuery): Promise<Page<Payment>> =>
  pageOfPayments(db, { ...query, where: filtersOf(query) });

/** Payment/GetMyPayments: the payments of the caller's orders (theirs by account or e-mail address). */
export async function listMyPayments(
  db: Db,
  query: PaymentsQuery & { caller: Principal },
): Promise<Page<Payment>> {
  const own = ownOrders(query.caller.userId, await emailOf(db, query.caller.userId));
  return pageOfPayments(db, { ...query, where: and(own, filtersOf(query)) });
}

/** Payment/GetPaymentStatuses: the spec's status set, by number. */
export const paymentStatuses = () => {
  const rows = Object.values(PaymentStatus).map((id) => ({ Id: id, Name: paymentStatusNames[id] }));
  return { rows, total: rows.length };
};
