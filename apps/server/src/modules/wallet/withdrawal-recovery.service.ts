import { TransactionStatus, TransactionType, TransferStatus } from '@wayfare/contracts';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { GatewayError } from '../../adapters/payments/payment-gateway.ts';
import type { Db } from '../../db/database.ts';
import { walletTransactions } from './ledger.table.ts';
import type { GatewayOf } from './top-ups.service.ts';
import { newTransferReference, transferReferenceMadeAt } from './transfer-references.ts';
import { sendTransferKeepingId, settleTransfer } from './withdrawals.service.ts';

/**
 * The withdrawals a process left between holding the money and hearing back from the provider about
 * the transfer (issue 18 §1: never lost when a process dies), and those held so long their event may
 * have been missed. A held withdrawal (PendingWithDraw, Pending) older than the grace is looked at.
 * With the provider's id kept, the provider is asked and a settled transfer settled here, as its
 * event would. Without it (the process died before the send's answer was kept), the provider is asked
 * first, by our reference: if it has the
 * transfer, its id is kept and a settled transfer is settled here (as its webhook would); if it has
 * not, the transfer is sent again under the SAME reference, so a provider that did get the first send
 * refuses the second as a duplicate and the money goes out once. A refusal here never marks the
 * withdrawal Failed: it could be that duplicate, and a Failed withdrawal may be retried under a new
 * reference (a second payment). It stays held until the provider's word (a webhook, or the next sweep)
 * settles it.
 */

export type RecoveryOutcome = 'settled' | 'known' | 'resent' | 'left';

export async function findStrandedWithdrawals(db: Db, input: { now: Date; olderThanMs: number }) {
  const held = await db
    .select()
    .from(walletTransactions)
    .where(
      and(
        eq(walletTransactions.type, TransactionType.PendingWithDraw),
        eq(walletTransactions.status, TransactionStatus.Pending),
        // Held for the business's approval too: the sweep settles it once approved, if its event is missed.
        inArray(walletTransactions.transferStatus, [TransferStatus.Pending, TransferStatus.AwaitingApproval]),
      ),
    )
    .orderBy(walletTransactions.id);
  // The reference's own moment, not the row's: a retried withdrawal is an old row with a new reference,
  // and its send under way in another process must be given the same time as a first one.
  return held.filter(
    (row) =>
      row.reference &&
      input.now.getTime() - transferReferenceMadeAt(row.reference, row.createdAt) >= input.olderThanMs,
  );
}

/** Recovers one stranded withdrawal; see above. */
export async function recoverWithdrawal(
  db: Db,
  gatewayOf: GatewayOf,
  row: typeof walletTransactions.$inferSelect,
): Promise<RecoveryOutcome> {
  const gateway = gatewayOf(row.gateway);
  const reference = row.reference;
  if (!gateway || !reference) return 'left';
  const known = await gateway.verifyTransfer({ reference, providerReference: row.providerReference });
  // Sent, with the provider's id kept, and still held this long: its event may have been missed.
  if (row.providerReference) {
    if (!known || known.reference !== reference || known.outcome === 'pending') return 'known';
    // Settled, or held for approval (marked so by settleTransfer).
    const { outcome } = await settleTransfer(db, gateway, {
      reference,
      providerReference: row.providerReference,
    });
    return outcome === 'completed' || outcome === 'failed' ? 'settled' : 'known';
  }
  if (known && known.reference === reference) {
    await db
      .update(walletTransactions)
      .set({ providerReference: known.providerReference })
      .where(
        and(
          eq(walletTransactions.id, row.id),
          eq(walletTransactions.reference, reference),
          isNull(walletTransactions.providerReference),
        ),
      );
    if (known.outcome === 'pending') return 'known';
    const { outcome } = await settleTransfer(db, gateway, {
      reference,
      providerReference: known.providerReference,
    });
    return outcome === 'completed' || outcome === 'failed' ? 'settled' : 'known';
  }
  // issue 29 §1: a reference stored before the provider's format was kept (Paystack's: lowercase) that
  // the provider does not know was never taken (it refuses the format): sent again under a new one.
  if (gateway.isValidTransferReference && !gateway.isValidTransferReference(reference)) {
    const [renamed] = await db
      .update(walletTransactions)
      .set({ reference: newTransferReference() })
      .where(
        and(
          eq(walletTransactions.id, row.id),
          eq(walletTransactions.reference, reference),
          isNull(walletTransactions.providerReference),
        ),
      )
      .returning();
    if (!renamed) return 'left';
    return sendStrandedTransfer(db, gateway, renamed);
  }
  return sendStrandedTransfer(db, gateway, row);
}

/** Sends a stranded withdrawal's transfer under its reference; a refusal leaves it held (see above). */
async function sendStrandedTransfer(
  db: Db,
  gateway: NonNullable<ReturnType<GatewayOf>>,
  row: typeof walletTransactions.$inferSelect,
): Promise<RecoveryOutcome> {
  const reference = row.reference!;
  try {
    await sendTransferKeepingId(db, gateway, row, reference);
    return 'resent';
  } catch (error) {
    if (!(error instanceof GatewayError)) throw error;
    await db
      .update(walletTransactions)
      .set({ providerErrorMessage: error.message })
      .where(and(eq(walletTransactions.id, row.id), eq(walletTransactions.reference, reference)));
    return 'left';
  }
}

/** One sweep: every stranded withdrawal older than the grace, one after the other. */
export async function recoverStrandedWithdrawals(
  db: Db,
  gatewayOf: GatewayOf,
  input: { now: Date; olderThanMs: number; log?: Pick<FastifyBaseLogger, 'warn'> },
) {
  const outcomes: { id: number; outcome: RecoveryOutcome }[] = [];
  for (const row of await findStrandedWithdrawals(db, input)) {
    try {
      outcomes.push({ id: row.id, outcome: await recoverWithdrawal(db, gatewayOf, row) });
    } catch (error) {
      // One provider or row failing leaves the others to be recovered; the next sweep tries it again.
      input.log?.warn({ err: error, transaction: row.id }, 'recovering a withdrawal');
      outcomes.push({ id: row.id, outcome: 'left' });
    }
  }
  return outcomes;
}
