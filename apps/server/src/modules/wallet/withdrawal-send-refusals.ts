import { TransferStatus } from '@wayfare/contracts';
import { and, eq } from 'drizzle-orm';
import type { GatewayError } from '../../adapters/payments/payment-gateway.ts';
import type { Db } from '../../db/database.ts';
import { walletTransactions } from './ledger.table.ts';

/** A withdrawal's wallet transaction. */
export type Row = typeof walletTransactions.$inferSelect;

/**
 * A send that failed: a provider's refusal (4xx) is Failed, CanRetry (markSendRefused). No answer, or a
 * 5xx, says nothing of whether the provider took the transfer: a retry under a new reference could pay
 * twice, so it stays held and Pending, its error kept, for the recovery sweep to ask the provider by
 * this reference (or send it again under it).
 */
export async function markSendRefusedOrUnknown(db: Db, row: Row, error: GatewayError) {
  if (error.status && error.status < 500) return markSendRefused(db, row, error);
  await db
    .update(walletTransactions)
    .set({ providerErrorMessage: error.message })
    .where(and(eq(walletTransactions.id, row.id), eq(walletTransactions.reference, row.reference!)));
}

/** The provider refused to send (or retry) a held withdrawal's transfer: Failed, money still on hold, CanRetry. */
export async function markSendRefused(db: Db, row: Row, error: GatewayError) {
  await db
    .update(walletTransactions)
    .set({
      transferStatus: TransferStatus.Failed,
      transferMessage: error.message,
      providerErrorMessage: error.message,
      canRetry: true,
    })
    .where(
      and(
        eq(walletTransactions.id, row.id),
        eq(walletTransactions.reference, row.reference!),
        eq(walletTransactions.transferStatus, TransferStatus.Pending),
      ),
    );
}
