import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../accounts/accounts.table.ts';
import { walletTransactions } from '../wallet/ledger.table.ts';

/** Where a purchase stands: pending until the provider says it was delivered (success) or failed. */
export const AirtimeOutcome = { Pending: 'pending', Success: 'success', Failed: 'failed' } as const;
export type AirtimeOutcomeName = (typeof AirtimeOutcome)[keyof typeof AirtimeOutcome];

/**
 * spec 001 §3 Airtime/data transaction (issue 18 §4): one purchase of airtime or a data plan, paid by
 * a wallet Debit; a failed one names the Credit that refunded it (at most one: unique).
 */
export const airtimeTransactions = pgTable(
  'airtime_transactions',
  {
    id: serial('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    /** Ours, sent to the provider: a bill is bought once per reference. */
    reference: text('reference').notNull(),
    isDataPlan: boolean('is_data_plan').notNull(),
    network: text('network').notNull(),
    /** E.164. */
    phoneNumber: text('phone_number').notNull(),
    planCode: text('plan_code'),
    planName: text('plan_name').notNull(),
    validity: text('validity').notNull().default(''),
    amountKobo: bigint('amount_kobo', { mode: 'number' }).notNull(),
    outcome: text('outcome').$type<AirtimeOutcomeName>().notNull().default('pending'),
    /** _9bspStatus: the provider's status text ('success' once delivered). */
    providerStatus: text('provider_status').notNull().default('pending'),
    providerReference: text('provider_reference'),
    providerMessage: text('provider_message'),
    walletTransactionId: integer('wallet_transaction_id')
      .notNull()
      .references(() => walletTransactions.id, { onDelete: 'restrict' }),
    refundTransactionId: integer('refund_transaction_id').references(() => walletTransactions.id, {
      onDelete: 'restrict',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('airtime_transactions_reference_key').on(table.reference),
    uniqueIndex('airtime_transactions_wallet_transaction_key').on(table.walletTransactionId),
    uniqueIndex('airtime_transactions_refund_transaction_key').on(table.refundTransactionId),
    index('airtime_transactions_user_id_idx').on(table.userId, table.id),
    // issue 32: the airtime and data lists sort by date and by amount.
    index('airtime_transactions_created_at_idx').on(table.createdAt),
    index('airtime_transactions_amount_kobo_idx').on(table.amountKobo),
    // The settling job's look at what is still pending.
    index('airtime_transactions_pending_idx').on(table.createdAt).where(sql`${table.outcome} = 'pending'`),
    check('airtime_transactions_amount_check', sql`${table.amountKobo} > 0`),
    check('airtime_transactions_outcome_check', sql`${table.outcome} in ('pending', 'success', 'failed')`),
    // A refund only for a failed purchase.
    check(
      'airtime_transactions_refund_check',
      sql`${table.refundTransactionId} is null or ${table.outcome} = 'failed'`,
    ),
  ],
);
