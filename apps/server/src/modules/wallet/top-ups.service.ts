import { randomBytes } from 'node:crypto';
import {
  Endpoint,
  TransactionStatus,
  TransactionType,
  transactionStatusNames,
  type WalletTransaction,
  walletTexts,
} from '@wayfare/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import { GatewayError, type PaymentGateway } from '../../adapters/payments/payment-gateway.ts';
import { isPermitted, type Principal } from '../../auth/principal.ts';
import type { Db } from '../../db/database.ts';
import { AppError, conflict, notFound } from '../../errors.ts';
import { toKobo } from '../../money.ts';
import { people } from '../accounts/index.ts';
import type { CardVault } from './card-vault.ts';
import { ensureWallet } from './ledger.service.ts';
import { walletTransactions } from './ledger.table.ts';
import { confirmTopUp } from './top-up-confirmation.service.ts';
import { findWalletTransaction } from './wallet-transactions.service.ts';

/**
 * Top-ups through a provider's checkout (issue 18 §2, §3). FundMyWallet writes a Pending credit with
 * our reference and starts the checkout; the money moves only once the provider, asked again
 * (`confirmTopUp`), says it was paid the same amount: from the webhook or from the checkout's return,
 * whichever comes first; the other finds it Completed and changes nothing.
 */

/** Our reference of a top-up: what the provider is given and sends back. */
const newReference = () => `WFT-${Date.now().toString(36).toUpperCase()}-${randomBytes(6).toString('hex')}`;

export async function fundMyWallet(
  db: Db,
  gateway: PaymentGateway,
  input: { caller: Principal; Amount: number; Message: string; callbackUrl: string },
): Promise<{ Message: string; Id: number; Reference: string; AuthorizationUrl: string }> {
  const [user] = await db
    .select({ email: people.emailAddress })
    .from(people)
    .where(eq(people.id, input.caller.userId));
  await ensureWallet(db, input.caller.userId);
  const amountKobo = toKobo(input.Amount);
  const reference = newReference();
  const [pending] = await db
    .insert(walletTransactions)
    .values({
      userId: input.caller.userId,
      amountKobo,
      type: TransactionType.Credit,
      status: TransactionStatus.Pending,
      message: input.Message || walletTexts.topUpMessage,
      gateway: gateway.gateway,
      reference,
    })
    .returning();
  try {
    const checkout = await gateway.initializeCheckout({
      reference,
      amountKobo,
      email: user!.email,
      callbackUrl: input.callbackUrl,
    });
    await db
      .update(walletTransactions)
      .set({ status: TransactionStatus.Initiated, canRetry: true })
      .where(eq(walletTransactions.id, pending!.id));
    return {
      Message: walletTexts.topUpStarted(input.Amount),
      Id: pending!.id,
      Reference: reference,
      AuthorizationUrl: checkout.authorizationUrl,
    };
  } catch (error) {
    if (!(error instanceof GatewayError)) throw error;
    await db
      .update(walletTransactions)
      .set({ status: TransactionStatus.Failed, providerErrorMessage: error.message })
      .where(eq(walletTransactions.id, pending!.id));
    throw new AppError(502, walletTexts.checkoutUnavailable(gateway.name, error.message));
  }
}

/** Wallet/VerifyMyTopUp: the checkout's return, for the top-up's owner (anyone else: 404). */
export async function verifyMyTopUp(
  db: Db,
  gateway: PaymentGateway,
  input: { caller: Principal; reference: string; cards: CardVault },
): Promise<WalletTransaction> {
  const [own] = await db
    .select({ id: walletTransactions.id })
    .from(walletTransactions)
    .where(
      and(
        eq(walletTransactions.reference, input.reference),
        eq(walletTransactions.userId, input.caller.userId),
      ),
    );
  if (!own) throw notFound(walletTexts.noTopUp(input.reference));
  try {
    await confirmTopUp(db, gateway, input.reference, input.cards);
  } catch (error) {
    if (error instanceof GatewayError) throw new AppError(502, walletTexts.providerUnavailable(gateway.name));
    throw error;
  }
  return (await findWalletTransaction(db, own.id))!;
}

/** The adapter of the provider a transaction went through (its `gateway` number), if it is served. */
export type GatewayOf = (gateway: number | null) => PaymentGateway | undefined;

/**
 * RefundTransaction's provider part (issue 18 §2): a top-up that came through the provider is refunded
 * there too, after the ledger's refund committed. Should the provider refuse, the credit keeps its
 * sentence in ProviderErrorMessage (the admin list shows it as a warning) for someone to follow up.
 */
export const refundThroughProvider =
  (db: Db, gateway: PaymentGateway) => async (credit: typeof walletTransactions.$inferSelect) => {
    if (credit.gateway !== gateway.gateway || !credit.reference || !credit.providerReference) return;
    try {
      await gateway.refund({ reference: credit.reference, amountKobo: credit.amountKobo });
    } catch (error) {
      if (!(error instanceof GatewayError)) throw error;
      await db
        .update(walletTransactions)
        .set({ providerErrorMessage: walletTexts.providerRefundFailed(gateway.name, error.message) })
        .where(eq(walletTransactions.id, credit.id));
    }
  };

/**
 * Wallet/RetryUncompletedTransaction (issue 18 §2): its owner, or an administrator with Wallet edit,
 * has a Pending or Initiated payment with CanRetry asked about again. CanRetry is cleared at once (so a
 * second press is a 409); the reply waits for the provider at most RETRY_REPLY_WAIT_MS, the check
 * going on after it (`background`) when slower; a payment still unsettled may be retried again.
 */
/** How long a retry waits for the provider's answer before replying anyway. */
export const RETRY_REPLY_WAIT_MS = 1000;

export async function retryUncompletedTransaction(
  db: Db,
  gatewayOf: GatewayOf,
  input: { caller: Principal; Id: number; cards: CardVault },
  background: (work: Promise<unknown>) => void,
): Promise<{ Message: string; Id: number }> {
  const [row] = await db.select().from(walletTransactions).where(eq(walletTransactions.id, input.Id));
  const mayRetry =
    row && (row.userId === input.caller.userId || isPermitted(input.caller, Endpoint.Wallet, 'edit'));
  if (!row || !mayRetry) throw notFound(walletTexts.noTransaction(input.Id));
  // Only a top-up (a Credit): a held withdrawal is Pending too, and has its own retry.
  const open =
    row.type === TransactionType.Credit &&
    (row.status === TransactionStatus.Pending || row.status === TransactionStatus.Initiated);
  // The provider that took the payment, which may no longer be WALLET_GATEWAY's.
  const gateway = gatewayOf(row.gateway);
  if (!open || !gateway || !row.reference) {
    throw conflict(walletTexts.cannotRetry(transactionStatusNames[row.status] ?? String(row.status)));
  }
  const claimed = await db
    .update(walletTransactions)
    .set({ canRetry: false })
    .where(and(eq(walletTransactions.id, row.id), eq(walletTransactions.canRetry, true)))
    .returning({ id: walletTransactions.id });
  if (claimed.length === 0) throw conflict(walletTexts.retryUnderWay);
  const reference = row.reference;
  const check = (async () => {
    let stillOpen = true;
    try {
      const { outcome } = await confirmTopUp(db, gateway, reference, input.cards);
      stillOpen = outcome === 'pending';
    } catch (error) {
      if (!(error instanceof GatewayError)) throw error;
      await db
        .update(walletTransactions)
        .set({ providerErrorMessage: walletTexts.providerUnavailable(gateway.name) })
        .where(eq(walletTransactions.id, row.id));
    }
    if (stillOpen) {
      await db
        .update(walletTransactions)
        .set({ canRetry: true })
        .where(
          and(
            eq(walletTransactions.id, row.id),
            inArray(walletTransactions.status, [TransactionStatus.Pending, TransactionStatus.Initiated]),
          ),
        );
    }
  })();
  background(check);
  // A provider that answers promptly has answered by the reply; a slow one finishes afterwards.
  await Promise.race([
    check.catch(() => {}),
    new Promise((resolve) => setTimeout(resolve, RETRY_REPLY_WAIT_MS)),
  ]);
  return { Message: walletTexts.retryStarted(gateway.name), Id: row.id };
}
