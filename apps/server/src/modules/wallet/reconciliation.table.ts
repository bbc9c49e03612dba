import { date, integer, jsonb, pgTable, timestamp } from 'drizzle-orm/pg-core';

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
});
