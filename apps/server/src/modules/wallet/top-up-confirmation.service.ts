import { TransactionStatus, TransactionType, walletTexts } from '@wayfare/contracts';
import { and, eq } from 'drizzle-orm';
import type { PaymentGateway, VerifiedPayment } from '../../adapters/payments/payment-gateway.ts';
import type { Db } from '../../db/database.ts';
import { withReplyStored } from '../../http/idempotent-reply.ts';
import { toNaira } from '../../money.ts';
import { countPayment } from '../../operations/payment-outcomes.ts';
import type { CardVault } from './card-vault.ts';
import { keepCardOnFile, sealCard } from './cards-on-file.service.ts';
import { lockAccounts, postEntries, systemAccountId } from './ledger.service.ts';
import { wallets, walletTransactions } from './ledger.table.ts';

/**
 * A top-up's confirmation (issue 18 §3), whichever way the provider's word arrives: the webhook, the
 * checkout's return, a retry, or the answer to a card on file's charge (issue 30).
 */

const STATUSES_WITHOUT_MONEY = new Set(['failed', 'abandoned', 'reversed']);

export type TopUpOutcome = 'credited' | 'already' | 'failed' | 'pending' | 'refused' | 'unknown';

/**
 * Asks the provider about a top-up and applies its answer once: paid the same amount in naira, the
 * credit's entries are written and it becomes Completed (its provider reference stored under the
 * unique constraint), and a card the provider marked reusable is kept on file (issue 30) in the same
 * transaction; failed or abandoned, it becomes Failed; still pending, nothing changes.
 * Under the wallet's lock and the transaction row's, so a webhook racing the checkout's return (or
 * itself, a hundred times) credits once.
 */
export async function confirmTopUp(
  db: Db,
  gateway: PaymentGateway,
  reference: string,
  cards: CardVault,
  asked: {
    /** The provider's answer when it was just asked (a card on file charged): not asked again. */
    answered?: VerifiedPayment;
    /** The reply of the call that asked, stored with the credit for its Idempotency-Key. */
    replyOnCredit?: (id: number) => object;
  } = {},
): Promise<{ outcome: TopUpOutcome; id?: number }> {
  const [row] = await db
    .select({ transaction: walletTransactions, wallet: wallets })
    .from(walletTransactions)
    .innerJoin(wallets, eq(wallets.userId, walletTransactions.userId))
    .where(and(eq(walletTransactions.reference, reference), eq(walletTransactions.gateway, gateway.gateway)));
  if (!row || row.transaction.type !== TransactionType.Credit) return { outcome: 'unknown' };
  const settled = (status: number) =>
    status === TransactionStatus.Completed || status === TransactionStatus.Refunded;
  if (settled(row.transaction.status)) return { outcome: 'already', id: row.transaction.id };
  // Never what an event claims: what the provider says when asked.
  const verified: VerifiedPayment | undefined = asked.answered ?? (await gateway.verifyPayment(reference));
  if (!verified) return { outcome: 'pending', id: row.transaction.id };
  const card =
    verified.status === 'success' && verified.reusableCard
      ? await sealCard(
          cards,
          { userId: row.transaction.userId, gateway: gateway.gateway },
          verified.reusableCard,
        )
      : undefined;
  // Made on first use: only when money may move.
  const gateways = verified.status === 'success' ? await systemAccountId(db, 'gateways') : 0;
  const { walletAccountId } = row.wallet;
  // What this call changed (not what an earlier one did), for the metrics, counted once committed.
  let settledAs: 'credited' | 'failed' | 'refused' | undefined;
  const answer = await db.transaction(async (tx) => {
    settledAs = undefined;
    await lockAccounts(tx, [walletAccountId]);
    // NO KEY UPDATE, as the UPDATE below takes: a transaction inserting rows that reference this credit
    // (a ride's card_charge, its ledger lines) holds a KEY SHARE lock on it while it waits for this
    // wallet's lock; FOR UPDATE would wait for it in turn, a deadlock (seen as RequestRide's rare 500).
    const [current] = await tx
      .select()
      .from(walletTransactions)
      .where(eq(walletTransactions.id, row.transaction.id))
      .for('no key update');
    const id = current!.id;
    if (settled(current!.status)) return { outcome: 'already' as const, id };
    const update = (values: Partial<typeof walletTransactions.$inferInsert>) =>
      tx.update(walletTransactions).set(values).where(eq(walletTransactions.id, id));
    if (verified.status === 'success') {
      if (verified.amountKobo !== current!.amountKobo || verified.currency !== 'NGN') {
        const providerErrorMessage = walletTexts.amountMismatch(
          toNaira(verified.amountKobo),
          toNaira(current!.amountKobo),
        );
        if (current!.providerErrorMessage !== providerErrorMessage) settledAs = 'refused';
        await update({ canRetry: false, providerErrorMessage });
        return { outcome: 'refused' as const, id };
      }
      await postEntries(tx, id, [
        { accountId: gateways, amountKobo: -current!.amountKobo },
        { accountId: walletAccountId, amountKobo: current!.amountKobo },
      ]);
      await update({
        status: TransactionStatus.Completed,
        completedAt: new Date(),
        providerReference: verified.providerReference,
        canRetry: false,
        providerErrorMessage: null,
      });
      if (card) await keepCardOnFile(tx, card);
      if (asked.replyOnCredit) await withReplyStored(tx, asked.replyOnCredit(id));
      settledAs = 'credited';
      return { outcome: 'credited' as const, id };
    }
    if (STATUSES_WITHOUT_MONEY.has(verified.status)) {
      if (current!.status !== TransactionStatus.Failed) {
        settledAs = 'failed';
        await update({
          status: TransactionStatus.Failed,
          canRetry: false,
          providerErrorMessage: walletTexts.paymentNotCompleted(verified.gatewayResponse || verified.status),
        });
      }
      return { outcome: 'failed' as const, id };
    }
    return { outcome: 'pending' as const, id };
  });
  if (settledAs) countPayment('top-up', gateway.name, settledAs);
  return answer;
}
