import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { walletTransactions } from './ledger.table.ts';

export type TransactionNote = { userId: string; message: string };

/**
 * issue 32: whose wallet each of some transactions moved and the message it was posted with (a fee's
 * or refund's reason), for a ride's timeline. Read only: money moves through the ledger alone.
 */
export async function transactionNotes(
  db: Db,
  ids: readonly number[],
): Promise<Map<number, TransactionNote>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: walletTransactions.id,
      userId: walletTransactions.userId,
      message: walletTransactions.message,
    })
    .from(walletTransactions)
    .where(inArray(walletTransactions.id, [...ids]));
  return new Map(rows.map((row) => [row.id, { userId: row.userId, message: row.message }]));
}
