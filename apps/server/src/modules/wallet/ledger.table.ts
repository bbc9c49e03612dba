import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../accounts/accounts.table.ts';

/**
 * The double-entry ledger (issue 18 §1). Each person has a wallet account (spendable: Balance) and a
 * hold account (money held for a withdrawal; BookBalance is both); the system accounts are the other
 * side of every movement. A person's account caches its balance here, updated in the movement's
 * transaction, and may never go below zero.
 */
export const LedgerAccountKind = {
  Wallet: 'wallet',
  Hold: 'hold',
  Gateways: 'gateways',
  Adjustments: 'adjustments',
  Sales: 'sales',
  Bonuses: 'bonuses',
  Payouts: 'payouts',
  // issue 30: the platform's commission on fares, and what its promo codes cost it.
  Revenue: 'revenue',
  Promotions: 'promotions',
} as const;
export type LedgerAccountKindName = (typeof LedgerAccountKind)[keyof typeof LedgerAccountKind];

export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: serial('id').primaryKey(),
    /**
     * The person owning a wallet or hold account; none for a system account. Accounts are never
     * deleted (people are only marked deleted); were a person's row removed, accounts that never moved
     * money go with it, and those with entries keep it from going (the entries restrict).
     */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<LedgerAccountKindName>().notNull(),
    balanceKobo: bigint('balance_kobo', { mode: 'number' }).notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // One account of each kind per person, one of each system kind (no user).
    unique('ledger_accounts_owner_kind_key').on(table.userId, table.kind).nullsNotDistinct(),
    check(
      'ledger_accounts_kind_check',
      sql`(${table.userId} is not null and ${table.kind} in ('wallet', 'hold')) or (${table.userId} is null and ${table.kind} in ('gateways', 'adjustments', 'sales', 'bonuses', 'payouts', 'revenue', 'promotions'))`,
    ),
    // A person's balance never goes below zero. A system account keeps no cached balance (its balance
    // is the sum of its entries): a movement then locks and updates only the people's accounts, so
    // movements of different people never wait for one hot system row.
    check(
      'ledger_accounts_balance_check',
      sql`(${table.userId} is not null and ${table.balanceKobo} >= 0) or (${table.userId} is null and ${table.balanceKobo} = 0)`,
    ),
  ],
);

/**
 * A person's wallet: its number (WallettIdNumber, 10 digits, unique; rows are never deleted, so a
 * number is never given twice) and its two ledger accounts. A trigger on users makes it with the
 * account (migration wallet_ledger_trigger, which also gave existing accounts theirs).
 */
export const wallets = pgTable(
  'wallets',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    wallettIdNumber: text('wallett_id_number').notNull(),
    walletAccountId: integer('wallet_account_id')
      .notNull()
      .references(() => ledgerAccounts.id, { onDelete: 'cascade' }),
    holdAccountId: integer('hold_account_id')
      .notNull()
      .references(() => ledgerAccounts.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('wallets_wallett_id_number_key').on(table.wallettIdNumber),
    check('wallets_wallett_id_number_check', sql`${table.wallettIdNumber} ~ '^[0-9]{10}$'`),
  ],
);

/**
 * spec 001 §3 Wallet transaction: what a person sees of a movement. Amount in kobo, always positive;
 * its type says which way it went. Status may change (Pending → Completed, Completed → Refunded);
 * the money it moved is in its ledger entries, which never change.
 */
export const walletTransactions = pgTable(
  'wallet_transactions',
  {
    id: serial('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    amountKobo: bigint('amount_kobo', { mode: 'number' }).notNull(),
    type: smallint('type').notNull(),
    status: smallint('status').notNull(),
    transferStatus: smallint('transfer_status'),
    transferMessage: text('transfer_message'),
    canRetry: boolean('can_retry').notNull().default(false),
    /** The Message given with the movement (CreditMessage). */
    message: text('message').notNull().default(''),
    providerErrorMessage: text('provider_error_message'),
    /** Paystack 1, Flutterwave 4 (spec 001 §4), for a movement through a provider. */
    gateway: smallint('gateway'),
    /** Our reference, sent to the provider with a checkout or transfer. */
    reference: text('reference'),
    /** The provider's own reference for the event that moved the money: at most one movement each. */
    providerReference: text('provider_reference'),
    /** A withdrawal's destination (kept so a failed transfer can be sent again). */
    bankCode: text('bank_code'),
    accountNumber: text('account_number'),
    accountName: text('account_name'),
    creditedBy: uuid('credited_by').references(() => users.id, { onDelete: 'set null' }),
    /** A refund's Debit names the credit it refunds: at most one refund each. */
    refundOf: integer('refund_of').references((): AnyPgColumn => walletTransactions.id, {
      onDelete: 'restrict',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (table) => [
    index('wallet_transactions_user_id_idx').on(table.userId, table.id),
    // issue 32: the transaction lists sort by date and by amount.
    index('wallet_transactions_created_at_idx').on(table.createdAt),
    index('wallet_transactions_amount_kobo_idx').on(table.amountKobo),
    uniqueIndex('wallet_transactions_reference_key').on(table.reference),
    uniqueIndex('wallet_transactions_provider_reference_key').on(table.gateway, table.providerReference),
    uniqueIndex('wallet_transactions_refund_of_key').on(table.refundOf),
    check('wallet_transactions_amount_check', sql`${table.amountKobo} > 0`),
    check('wallet_transactions_type_check', sql`${table.type} between 1 and 6`),
    check('wallet_transactions_status_check', sql`${table.status} in (0, 1, 2, 3, 5)`),
    check(
      'wallet_transactions_transfer_status_check',
      sql`${table.transferStatus} is null or ${table.transferStatus} in (0, 2, 3, 4)`,
    ),
  ],
);

/**
 * The ledger's entries: signed kobo (positive into the account), never zero; a movement's entries
 * (one wallet transaction's) sum to zero. They are never changed or deleted: a trigger refuses it
 * (migration wallet_ledger_trigger); a mistake is undone by a new movement.
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    transactionId: integer('transaction_id')
      .notNull()
      .references(() => walletTransactions.id, { onDelete: 'restrict' }),
    accountId: integer('account_id')
      .notNull()
      .references(() => ledgerAccounts.id, { onDelete: 'restrict' }),
    amountKobo: bigint('amount_kobo', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('ledger_entries_account_id_idx').on(table.accountId),
    index('ledger_entries_transaction_id_idx').on(table.transactionId),
    check('ledger_entries_amount_check', sql`${table.amountKobo} <> 0`),
  ],
);
