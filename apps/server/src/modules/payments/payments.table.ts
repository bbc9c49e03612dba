import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../accounts/accounts.table.ts';
import { orders } from '../orders/orders.table.ts';

/**
 * issue 19 §2 (spec 001 §3 Payment): the payment of an order. One is made Pending (1) with the order,
 * no gateway yet; choosing a gateway moves it to AwaitingVerification (6); Paid (2), Failed (3),
 * InconsistencyAmount (4) and Cancelled (5) follow. `reference` is ours, given to the provider
 * (unique where set). `confirmedBy` is the administrator who approved or rejected a cash payment.
 */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    gateway: smallint('gateway'),
    status: smallint('status').notNull().default(1),
    amountKobo: bigint('amount_kobo', { mode: 'number' }).notNull(),
    reference: text('reference'),
    confirmedBy: uuid('confirmed_by').references(() => users.id, { onDelete: 'set null' }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    selectedOrderQuestions: jsonb('selected_order_questions').$type<string[]>().notNull().default([]),
    // What the provider said last (a decline's reason, a verification's message).
    providerMessage: text('provider_message'),
    // issue 32: while a card checkout is open (chosen, not yet back from the provider), the status the
    // order still shows: the order is marked only once the checkout returns or the provider's event comes.
    statusBeforeCheckout: smallint('status_before_checkout'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('payments_status_check', sql`${table.status} between 1 and 6`),
    check('payments_gateway_check', sql`${table.gateway} is null or ${table.gateway} between 1 and 4`),
    check('payments_amount_check', sql`${table.amountKobo} > 0`),
    uniqueIndex('payments_reference_unique').on(table.reference).where(sql`${table.reference} is not null`),
    index('payments_order_id_idx').on(table.orderId, table.createdAt),
    index('payments_status_created_at_idx').on(table.status, table.createdAt),
    index('payments_created_at_idx').on(table.createdAt),
    // issue 32: the payment lists sort by amount.
    index('payments_amount_idx').on(table.amountKobo),
  ],
);
export type PaymentRow = typeof payments.$inferSelect;
