import { type FoundRecord, formatNaira, orderNumber } from '@wayfare/contracts';
import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { containing } from '../../db/list-query.ts';
import { toNaira } from '../../money.ts';
import { ordersOfPayments as orders } from '../orders/index.ts';
import { gatewayNameOf, paymentStatusNameOf } from './payment-view.ts';
import { payments } from './payments.table.ts';

/**
 * Issue 32: the header search's payments, newest first, found as the payments list's keyword finds
 * them (their order's search text: its WF- number, the customer's names, e-mail and phone, the items).
 */
export async function findPayments(
  db: Db,
  input: { keyword: string; limit: number },
): Promise<FoundRecord[]> {
  const rows = await db
    .select({
      id: payments.id,
      status: payments.status,
      gateway: payments.gateway,
      amountKobo: payments.amountKobo,
      number: orders.number,
      firstname: orders.firstname,
      surname: orders.surname,
    })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(sql`${orders.searchText} like ${containing(input.keyword)}`)
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(input.limit);
  return rows.map((payment) => ({
    Kind: 'Payment',
    Id: payment.id,
    Title: `Payment for ${orderNumber(payment.number)} · ${payment.firstname} ${payment.surname}`,
    Detail: [
      paymentStatusNameOf(payment),
      formatNaira(toNaira(payment.amountKobo)),
      gatewayNameOf(payment.gateway),
    ]
      .filter(Boolean)
      .join(' · '),
    RideStatus: null,
    OrderNumber: orderNumber(payment.number),
  }));
}
