import { sql } from 'drizzle-orm';
import {
  check,
  index,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { payments } from './payments.table.ts';

/**
 * Every reference a payment was given for a card checkout (issue 19 §2). The payment keeps its current
 * one; a customer who chose again, or paid in two tabs, may still be charged under an older one, so an
 * event or a confirmation finds its payment here whatever reference it names. `outcome` is what became
 * of the charge: open until the provider settles it; `paid` for the charge that paid the payment (one
 * per payment); `refunded` for a charge taken after the payment was paid some other way, handed back
 * through the provider (`refundError` keeps the provider's refusal for someone to follow up).
 */
export const PaymentReferenceOutcome = {
  Open: 'open',
  Paid: 'paid',
  Failed: 'failed',
  Mismatch: 'mismatch',
  Refunded: 'refunded',
} as const;
export type PaymentReferenceOutcomeName =
  (typeof PaymentReferenceOutcome)[keyof typeof PaymentReferenceOutcome];

export const paymentReferences = pgTable(
  'payment_references',
  {
    id: serial('id').primaryKey(),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    /** Paystack 1 or Flutterwave 4. */
    gateway: smallint('gateway').notNull(),
    reference: text('reference').notNull(),
    outcome: text('outcome').$type<PaymentReferenceOutcomeName>().notNull().default('open'),
    /** The provider's own id of the charge, once it said it was paid: at most one payment each. */
    providerReference: text('provider_reference'),
    refundError: text('refund_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('payment_references_reference_key').on(table.reference),
    uniqueIndex('payment_references_provider_reference_key').on(table.gateway, table.providerReference),
    index('payment_references_payment_id_idx').on(table.paymentId),
    // A payment is paid by one charge at most: a second one is refunded.
    uniqueIndex('payment_references_one_paid_key').on(table.paymentId).where(sql`${table.outcome} = 'paid'`),
    check('payment_references_gateway_check', sql`${table.gateway} in (1, 4)`),
    check(
      'payment_references_outcome_check',
      sql`${table.outcome} in ('open', 'paid', 'failed', 'mismatch', 'refunded')`,
    ),
  ],
);
