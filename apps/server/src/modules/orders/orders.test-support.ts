import { PaymentStatus } from '@wayfare/contracts';
import type { Db } from '../../db/database.ts';
import { payments } from '../payments/payments.table.ts';
import { orderItems, orders } from './orders.table.ts';

let made = 0;

/**
 * An order with one item and its Pending payment, written straight to the tables (no activity entry,
 * no e-mail): for tests that need an order to act on. ₦1,000 + 7.5 % VAT = ₦1,075 unless told.
 */
export async function insertOrder(
  db: Db,
  options: { email?: string; userId?: string | null; itemsKobo?: number; paymentStatus?: number } = {},
) {
  made += 1;
  const itemsKobo = options.itemsKobo ?? 100_000;
  const vatKobo = Math.floor((itemsKobo * 75 + 500) / 1000);
  const totalKobo = itemsKobo + vatKobo;
  const email = options.email ?? `order.customer${made}@example.ng`;
  const [order] = await db
    .insert(orders)
    .values({
      surname: 'Okafor',
      firstname: 'Ada',
      phoneNumber: '+2348031234567',
      email,
      emailLower: email.toLowerCase(),
      address: '12 Marina, Lagos',
      userId: options.userId ?? null,
      includeShipping: false,
      itemsKobo,
      vatBasisPoints: 750,
      vatKobo,
      totalKobo,
      dueDate: '2099-12-31',
      searchText: `test order ${made} | ${email}`,
    })
    .returning();
  await db.insert(orderItems).values({
    orderId: order!.id,
    position: 0,
    name: 'Cleaning fee',
    unitKobo: itemsKobo,
    quantity: 1,
    amountKobo: itemsKobo,
  });
  const [payment] = await db
    .insert(payments)
    .values({
      orderId: order!.id,
      status: options.paymentStatus ?? PaymentStatus.Pending,
      amountKobo: totalKobo,
    })
    .returning();
  return { order: order!, payment: payment! };
}
