import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../accounts/accounts.table.ts';

/**
 * issue 19 §1: an order an administrator made for a customer (spec 001 §3 Order). `id` is what every
 * call and address uses; `number` is the people's sequence ('WF-000123'). The customer is named by
 * e-mail: `userId` is the account that had that address when the order was made (null when none yet);
 * an account registered later with the address owns it too (matched on `email_lower`). Money in kobo.
 */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    number: serial('number').notNull(),
    surname: text('surname').notNull(),
    firstname: text('firstname').notNull(),
    phoneNumber: text('phone_number').notNull(),
    email: text('email').notNull(),
    emailLower: text('email_lower').notNull(),
    address: text('address').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    includeShipping: boolean('include_shipping').notNull(),
    shippingFeeKobo: bigint('shipping_fee_kobo', { mode: 'number' }).notNull().default(0),
    itemsKobo: bigint('items_kobo', { mode: 'number' }).notNull(),
    // The VAT rate the order was made at, in hundredths of a percent (7.5 % is 750).
    vatBasisPoints: integer('vat_basis_points').notNull(),
    vatKobo: bigint('vat_kobo', { mode: 'number' }).notNull(),
    totalKobo: bigint('total_kobo', { mode: 'number' }).notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    status: smallint('status').notNull().default(1),
    // What the lists' keyword is looked for in (issue 19 §1): number, names, e-mail, phone and item
    // names, lower case; written once with the order, whose items never change.
    searchText: text('search_text').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('orders_number_unique').on(table.number),
    check('orders_status_check', sql`${table.status} between 1 and 5`),
    check(
      'orders_amounts_check',
      sql`${table.itemsKobo} > 0 and ${table.shippingFeeKobo} >= 0 and ${table.vatKobo} >= 0 and ${table.totalKobo} = ${table.itemsKobo} + ${table.shippingFeeKobo} + ${table.vatKobo}`,
    ),
    // The lists: newest first, by status and dates; the customer's own by account or address.
    index('orders_created_at_idx').on(table.createdAt),
    // issue 32: the order lists sort by amount.
    index('orders_total_kobo_idx').on(table.totalKobo),
    index('orders_status_created_at_idx').on(table.status, table.createdAt),
    index('orders_user_id_idx').on(table.userId, table.createdAt),
    index('orders_email_lower_idx').on(table.emailLower, table.createdAt),
    index('orders_search_trgm_idx').using('gin', sql`${table.searchText} gin_trgm_ops`),
  ],
);
export type OrderRow = typeof orders.$inferSelect;

/** An order's items, in the order given; `amountKobo` is unit × quantity. */
export const orderItems = pgTable(
  'order_items',
  {
    id: serial('id').primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    name: text('name').notNull(),
    unitKobo: bigint('unit_kobo', { mode: 'number' }).notNull(),
    quantity: integer('quantity').notNull(),
    amountKobo: bigint('amount_kobo', { mode: 'number' }).notNull(),
    weightKg: doublePrecision('weight_kg').notNull().default(0),
  },
  (table) => [
    uniqueIndex('order_items_order_position_unique').on(table.orderId, table.position),
    check(
      'order_items_amounts_check',
      sql`${table.unitKobo} > 0 and ${table.quantity} > 0 and ${table.amountKobo} = ${table.unitKobo} * ${table.quantity}`,
    ),
  ],
);
export type OrderItemRow = typeof orderItems.$inferSelect;
