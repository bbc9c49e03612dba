import { QueryBuilder } from 'drizzle-orm/pg-core';
import { ledgerAccounts, wallets } from './ledger.table.ts';
import { walletVirtualAccounts } from './wallet-accounts.table.ts';

/**
 * A person's wallet as another area's list shows it next to them (the account screens): subqueries
 * PostgreSQL folds into the query that joins them, read only (money moves through the ledger alone).
 */
const queries = new QueryBuilder();

/** Each person's wallet: its spendable and its on-hold ledger account. Joined on `userId`. */
export const personWallets = queries
  .select({
    userId: wallets.userId,
    walletAccountId: wallets.walletAccountId,
    holdAccountId: wallets.holdAccountId,
  })
  .from(wallets)
  .as('wallets');

/** A ledger account's cached balance, under the name the joining query gives it. */
export const ledgerBalancesAs = (name: string) =>
  queries
    .select({ id: ledgerAccounts.id, balanceKobo: ledgerAccounts.balanceKobo })
    .from(ledgerAccounts)
    .as(name);

/** Each person's virtual account (the bank account number their top-ups are paid into). */
export const personVirtualAccounts = queries
  .select({
    userId: walletVirtualAccounts.userId,
    accountNumber: walletVirtualAccounts.accountNumber,
    status: walletVirtualAccounts.status,
    errorMessage: walletVirtualAccounts.errorMessage,
  })
  .from(walletVirtualAccounts)
  .as('wallet_virtual_accounts');
