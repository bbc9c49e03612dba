import { Endpoint, orderTexts } from '@wayfare/contracts';
import { and, eq, isNull, or, type SQL, sql } from 'drizzle-orm';
import { isPermitted, type Principal } from '../../auth/principal.ts';
import type { Db } from '../../db/database.ts';
import { notFound } from '../../errors.ts';
import { people } from '../accounts/index.ts';
import { type OrderRow, orders } from './orders.table.ts';

/** An administrator who may read every order (Order view), past choosing a new password. */
export const readsAllOrders = (caller: Principal) =>
  isPermitted(caller, Endpoint.Order, 'view') && !caller.requireNewPassword;

/** The caller's e-mail address in lower case (the key an order names its customer by). */
export async function emailOf(db: Db, userId: string): Promise<string | undefined> {
  const [user] = await db
    .select({ email: sql<string>`lower(${people.emailAddress})` })
    .from(people)
    .where(eq(people.id, userId));
  return user?.email;
}

/**
 * issue 19 §1: whose orders are someone's: those made for their account, and those made for their
 * e-mail address before any account had it (which so join the account registered later).
 */
export const ownOrders = (userId: string, email: string | undefined): SQL =>
  or(
    eq(orders.userId, userId),
    email ? and(isNull(orders.userId), eq(orders.emailLower, email)) : undefined,
  ) as SQL;

export const isOwnOrder = (order: OrderRow, userId: string, email: string | undefined) =>
  order.userId === userId || (order.userId === null && email !== undefined && order.emailLower === email);

/** An order the caller may see: theirs, or any for Order view; anyone else is told it does not exist. */
export async function readableOrder(db: Db, input: { id: string; caller: Principal }): Promise<OrderRow> {
  const [order] = await db.select().from(orders).where(eq(orders.id, input.id));
  if (!order) throw notFound(orderTexts.noOrder);
  if (readsAllOrders(input.caller)) return order;
  const email = await emailOf(db, input.caller.userId);
  if (!isOwnOrder(order, input.caller.userId, email)) throw notFound(orderTexts.noOrder);
  return order;
}
