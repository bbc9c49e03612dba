import { date, integer, jsonb, pgTable, timestamp } from 'drizzle-orm/pg-core';
import type { ProviderCheck, ProviderDifference } from './provider-differences.ts';

/** One cached balance that differs from the sum of its account's entries. */
export type BalanceDifference = {
  accountId: number;
  userId: string | null;
  kind: string;
  cachedKobo: number;
  entriesKobo: number;
};

/**
 * The daily reconciliation (issue 18 §3), one row per day (Africa/Lagos): what it checked and the
 * differences it found, which were also e-mailed to the full administrators. The day's row is also
 * what keeps a second process from reconciling the same day again.
 */
export const walletReconciliations = pgTable('wallet_reconciliations', {
  day: date('day').primaryKey(),
  ranAt: timestamp('ran_at', { withTimezone: true }).notNull().defaultNow(),
  accountsChecked: integer('accounts_checked').notNull(),
  differences: jsonb('differences').$type<BalanceDifference[]>().notNull(),
  /** Wallet transactions whose entries do not sum to zero (none, while the trigger stands). */
  unbalancedTransactions: jsonb('unbalanced_transactions').$type<number[]>().notNull(),
  /** Each provider asked about the day before's payments, or why it could not be (its part not checked). */
  providerChecks: jsonb('provider_checks').$type<ProviderCheck[]>().notNull().default([]),
  /** Payments the provider took and the ledger did not credit, or the reverse, or for another amount. */
  providerDifferences: jsonb('provider_differences').$type<ProviderDifference[]>().notNull().default([]),
});
