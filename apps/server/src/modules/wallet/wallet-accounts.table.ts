import {
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
 * A person's wallet bank account (spec 001 §3: WalletAccountNumber, VirtualAccountStatus 1 Pending,
 * 2 Verified, 3 Failed, VirtualAccountErrorMessage): a dedicated account the provider (WALLET_GATEWAY)
 * opens for them, each bank transfer into it a credit of their wallet (issue 18 §2). Pending rows are
 * asked for by the virtual-accounts job outside any transaction (attempts, next attempt, a lease), so
 * making an account never waits for the provider.
 */
export const walletVirtualAccounts = pgTable(
  'wallet_virtual_accounts',
  {
    id: serial('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    /** Null until the provider has opened the account. */
    accountNumber: text('account_number'),
    status: smallint('status').notNull().default(1),
    errorMessage: text('error_message'),
    /** The provider asked (spec 001 §4's gateway numbers); null until it is. */
    gateway: smallint('gateway'),
    bankName: text('bank_name'),
    accountName: text('account_name'),
    /** Our reference of the request (Flutterwave's tx_ref: each transfer into the account carries it). */
    reference: text('reference'),
    /** The provider's customer (Paystack's customer_code: its assignment events name it). */
    providerCustomer: text('provider_customer'),
    /** How many times the provider was asked since the account last went Pending. */
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** The lease of the job asking the provider: a job that dies mid-call leaves one that runs out. */
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('wallet_virtual_accounts_account_number_key').on(table.accountNumber),
    // One wallet account per person: the account lists show it beside them.
    uniqueIndex('wallet_virtual_accounts_user_id_key').on(table.userId),
    uniqueIndex('wallet_virtual_accounts_reference_key').on(table.reference),
    index('wallet_virtual_accounts_due_idx').on(table.status, table.nextAttemptAt),
    index('wallet_virtual_accounts_provider_customer_idx').on(table.providerCustomer),
  ],
);
