import {
  type FoundRecord,
  formatNaira,
  type OrderStatusId,
  orderNumber,
  orderStatusNames,
} from '@wayfare/contracts';
import { desc, like } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { containing } from '../../db/list-query.ts';
import { toNaira } from '../../money.ts';
import { orders } from './orders.table.ts';

/**
 * Issue 32: the header search's orders, newest first, found as the orders list's keyword finds them
 * (the WF- number, the customer's names, e-mail and phone, the items: the trigram-indexed search text).
 */
export async function findOrders(db: Db, input: { keyword: string; limit: number }): Promise<FoundRecord[]> {
  const rows = await db
    .select({
      id: orders.id,
      number: orders.number,
      firstname: orders.firstname,
      surname: orders.surname,
      status: orders.status,
      totalKobo: orders.totalKobo,
    })
    .from(orders)
    .where(like(orders.searchText, containing(input.keyword)))
    .orderBy(desc(orders.createdAt), desc(orders.number))
    .limit(input.limit);
  return rows.map((order) => ({
    Kind: 'Order',
    Id: order.id,
    Title: `${orderNumber(order.number)} · ${order.firstname} ${order.surname}`,
    Detail: `${orderStatusNames[order.status as OrderStatusId] ?? ''} · ${formatNaira(toNaira(order.totalKobo))}`,
    RideStatus: null,
    OrderNumber: null,
  }));
}
