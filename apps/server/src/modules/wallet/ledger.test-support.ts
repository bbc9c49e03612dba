import { TransactionStatus, TransactionType } from '@wayfare/contracts';
import { and, isNotNull, lt } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Db } from '../../db/database.ts';
import {
  balanceDifferences,
  ensureWallet,
  lockAccounts,
  postMovement,
  systemAccountId,
  unbalancedTransactions,
} from './ledger.service.ts';
import { ledgerAccounts } from './ledger.table.ts';

/**
 * The ledger after a test: every movement sums to zero, every person's cached balance is the sum of
 * its entries, and no person's account is below zero.
 */
export async function expectLedgerSound(db: Db) {
  expect(await unbalancedTransactions(db)).toEqual([]);
  expect(await balanceDifferences(db)).toEqual([]);
  const belowZero = await db
    .select({ id: ledgerAccounts.id })
    .from(ledgerAccounts)
    .where(and(isNotNull(ledgerAccounts.userId), lt(ledgerAccounts.balanceKobo, 0)));
  expect(belowZero).toEqual([]);
}

/** Money put in a person's wallet for a test (an adjustment, as FundClientWallet writes one). */
export async function creditWallet(db: Db, userId: string, kobo: number) {
  const wallet = await ensureWallet(db, userId);
  const adjustments = await systemAccountId(db, 'adjustments');
  await db.transaction(async (tx) => {
    await lockAccounts(tx, [wallet.walletAccountId]);
    await postMovement(tx, {
      transaction: {
        userId,
        amountKobo: kobo,
        type: TransactionType.Credit,
        status: TransactionStatus.Completed,
        message: 'Test credit',
      },
      legs: [
        { accountId: adjustments, amountKobo: -kobo },
        { accountId: wallet.walletAccountId, amountKobo: kobo },
      ],
    });
  });
}

/** A person's wallet and hold balances, in kobo. */
export async function balancesOf(db: Db, userId: string) {
  const wallet = await ensureWallet(db, userId);
  const balances = await lockAccounts(db, [wallet.walletAccountId, wallet.holdAccountId]);
  return { wallet: balances.get(wallet.walletAccountId) ?? 0, hold: balances.get(wallet.holdAccountId) ?? 0 };
}
