import { asc, eq, type SQL, sql } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database.ts';
import { orderItems, orders } from './orders.table.ts';

/**
 * The orders as the payments module uses them: an order's one payment moves it (Completed when paid,
 * HasIssue when the amount differs), and the payment lists show and search their orders. The tables
 * stay this module's.
 */

/** An order by its Id, held `FOR UPDATE` until the transaction ends (after its payment's row). */
export async function lockOrder(tx: Db, id: string) {
  const [order] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
  return order;
}

/** An order by its Id, if there is one. */
export async function orderById(db: Db, id: string) {
  const [order] = await db.select().from(orders).where(eq(orders.id, id));
  return order;
}

/** An order's status changed by its payment. */
export async function setOrderStatus(tx: Db, input: { id: string; status: number; at: Date }) {
  await tx.update(orders).set({ status: input.status, updatedAt: input.at }).where(eq(orders.id, input.id));
}

/** The names of an order's items, in their order. */
export async function orderItemNames(db: Db, orderId: string) {
  const items = await db
    .select({ name: orderItems.name })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.position));
  return items.map((item) => item.name);
}

/**
 * An order as a payment list shows and searches it (its number and customer, the search text written
 * with it, whose it is: `ownOrders`): joined on `id` under the name `orders`, a subquery PostgreSQL
 * folds into the query joining it, so the orders' indexes serve the search as before.
 */
export const ordersOfPayments = new QueryBuilder()
  .select({
    id: orders.id,
    number: orders.number,
    surname: orders.surname,
    firstname: orders.firstname,
    email: orders.email,
    emailLower: orders.emailLower,
    phoneNumber: orders.phoneNumber,
    userId: orders.userId,
    searchText: orders.searchText,
  })
  .from(orders)
  .as('orders');

/** The names of the order's items, in their order, as one array column of a query naming the order. */
export const itemNamesOf = (orderId: SQL.Aliased | SQL | { getSQL(): SQL }) =>
  sql<
    string[]
  >`array(select ${orderItems.name} from ${orderItems} where ${orderItems.orderId} = ${orderId} order by ${orderItems.position})`;
