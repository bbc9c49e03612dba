import { orderNumber } from '@wayfare/contracts';
import { eq } from 'drizzle-orm';
import type { Transaction } from '../../db/database.ts';
import type { OrderTotals } from './order-money.ts';
import { orderItems, orders } from './orders.table.ts';

export type NewOrderItem = { name: string; unitKobo: number; quantity: number; weightKg: number };

export type NewOrder = Omit<typeof orders.$inferInsert, 'searchText' | 'emailLower' | 'number'> & {
  email: string;
  items: readonly NewOrderItem[];
  totals: OrderTotals;
};

/**
 * An order and its items, with the text the lists' keyword searches (number, customer, items): the
 * number is the database's sequence, so the text is written once the row has it. Used by
 * CreateOrderForOtherItems and the demo data, inside their transactions.
 */
export async function insertOrder(tx: Transaction, { items, totals, ...values }: NewOrder) {
  const [order] = await tx
    .insert(orders)
    .values({ ...values, emailLower: values.email.toLowerCase(), searchText: '' })
    .returning();
  if (!order) throw new Error('The order was not saved');
  const number = orderNumber(order.number);
  const searchText = [number, order.firstname, order.surname, order.email, order.phoneNumber]
    .concat(items.map((item) => item.name))
    .join(' | ')
    .toLowerCase();
  await tx.update(orders).set({ searchText }).where(eq(orders.id, order.id));
  await tx.insert(orderItems).values(
    items.map((item, position) => ({
      orderId: order.id,
      position,
      name: item.name,
      unitKobo: item.unitKobo,
      quantity: item.quantity,
      amountKobo: totals.itemAmountsKobo[position] as number,
      weightKg: item.weightKg,
    })),
  );
  return { order, number };
}
