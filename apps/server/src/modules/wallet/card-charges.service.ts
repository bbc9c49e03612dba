import { randomBytes } from 'node:crypto';
import {
  cardTexts,
  type PaymentGatewayId,
  paymentGatewayNames,
  TransactionStatus,
  TransactionType,
  walletTexts,
} from '@wayfare/contracts';
import { and, desc, eq } from 'drizzle-orm';
import {
  GatewayError,
  type PaymentGateway,
  type VerifiedPayment,
} from '../../adapters/payments/payment-gateway.ts';
import type { Principal } from '../../auth/principal.ts';
import type { Db } from '../../db/database.ts';
import { AppError, conflict, invalidProperty, notFound } from '../../errors.ts';
import { toKobo } from '../../money.ts';
import type { CardVault } from './card-vault.ts';
import { ensureWallet, type WalletTransactionRow } from './ledger.service.ts';
import { walletTransactions } from './ledger.table.ts';
import { confirmTopUp } from './top-up-confirmation.service.ts';
import { walletCards } from './wallet-cards.table.ts';

/**
 * Charging a card on file into the wallet (issue 30), for the ride's money (a hold, a fare beyond it)
 * and the customer's own top-up: a top-up whose payment is the provider's charge of the kept card
 * instead of a checkout. A Pending credit under our reference first, then the charge, then the same
 * confirmation as a checkout's (`confirmTopUp`): a Credit with the gateway and the provider's
 * reference, credited once however the charge's event races it.
 */

/** Our reference of a card charge (Paystack's characters: letters, digits, `-`). */
const newCardChargeReference = () =>
  `WFC-${Date.now().toString(36).toUpperCase()}-${randomBytes(6).toString('hex')}`;

export type CardChargeRequest = {
  userId: string;
  /** The card to charge; unset, the newest the person keeps with this provider. */
  cardId?: number;
  amountKobo: number;
  /** Why (the credit's message, and the provider's narration). */
  reason: string;
  /**
   * The caller's own reference of this charge: asked again with it, the charge is not made twice (the
   * credit made the first time is answered). Unset, a new one.
   */
  reference?: string;
  /** The reply of the call that asked, stored with the credit for its Idempotency-Key. */
  replyOnCredit?: (id: number) => object;
};

const creditOf = async (db: Db, id: number) =>
  (await db.select().from(walletTransactions).where(eq(walletTransactions.id, id)))[0];

async function cardToCharge(db: Db, gateway: PaymentGateway, request: CardChargeRequest) {
  const own = eq(walletCards.userId, request.userId);
  const [card] = await db
    .select()
    .from(walletCards)
    .where(
      request.cardId === undefined
        ? and(own, eq(walletCards.gateway, gateway.gateway))
        : and(own, eq(walletCards.id, request.cardId)),
    )
    .orderBy(desc(walletCards.id))
    .limit(1);
  if (!card) {
    throw request.cardId === undefined
      ? conflict(cardTexts.noCardToCharge)
      : notFound(cardTexts.noCard(request.cardId));
  }
  if (card.gateway !== gateway.gateway) {
    const provider = paymentGatewayNames[card.gateway as PaymentGatewayId] ?? String(card.gateway);
    throw conflict(cardTexts.cardOfAnotherProvider(provider));
  }
  return card;
}

/**
 * Charges one of the person's cards on file and credits their wallet with it. Answers the Completed
 * credit (its row). A decline (or the provider refusing the card) credits nothing: 402 with the card
 * and the provider's reason, the credit kept as Failed. An unreachable provider: 502, the credit left Initiated
 * with CanRetry (the charge may have gone through: its event or a retry settles it). No card: 409 (or
 * 404 for a card the person does not keep); an amount that is not whole positive kobo: 400.
 */
export async function chargeCardOnFile(
  db: Db,
  gateway: PaymentGateway,
  cards: CardVault,
  request: CardChargeRequest,
): Promise<WalletTransactionRow> {
  if (!Number.isSafeInteger(request.amountKobo) || request.amountKobo <= 0) {
    throw invalidProperty('Amount', walletTexts.amountPositive);
  }
  if (request.reference !== undefined) {
    const [earlier] = await db
      .select({ id: walletTransactions.id, userId: walletTransactions.userId })
      .from(walletTransactions)
      .where(eq(walletTransactions.reference, request.reference));
    if (earlier && earlier.userId !== request.userId) throw conflict(cardTexts.referenceTaken);
    if (earlier) {
      await confirmTopUp(db, gateway, request.reference, cards);
      return (await creditOf(db, earlier.id))!;
    }
  }
  const card = await cardToCharge(db, gateway, request);
  await ensureWallet(db, request.userId);
  const reference = request.reference ?? newCardChargeReference();
  const [pending] = await db
    .insert(walletTransactions)
    .values({
      userId: request.userId,
      amountKobo: request.amountKobo,
      type: TransactionType.Credit,
      status: TransactionStatus.Pending,
      message: request.reason || cardTexts.chargeMessage,
      gateway: gateway.gateway,
      reference,
    })
    .returning({ id: walletTransactions.id });
  const id = pending!.id;
  const settle = (values: Partial<typeof walletTransactions.$inferInsert>) =>
    db.update(walletTransactions).set(values).where(eq(walletTransactions.id, id));

  let answered: VerifiedPayment;
  try {
    answered = await gateway.chargeSavedCard({
      authorization: await cards.open(request.userId, card.sealedAuthorization),
      email: card.email,
      amountKobo: request.amountKobo,
      reference,
      narration: request.reason || cardTexts.chargeMessage,
    });
  } catch (error) {
    if (!(error instanceof GatewayError)) throw error;
    if (error.status !== undefined && error.status < 500) {
      // The provider refused the request itself: nothing was charged.
      await settle({
        status: TransactionStatus.Failed,
        providerErrorMessage: walletTexts.paymentNotCompleted(error.message),
      });
      throw new AppError(402, cardTexts.declined(card.last4, error.message));
    }
    await settle({
      status: TransactionStatus.Initiated,
      canRetry: true,
      providerErrorMessage: walletTexts.providerUnavailable(gateway.name),
    });
    throw new AppError(502, cardTexts.providerUnavailable(gateway.name));
  }
  const { outcome } = await confirmTopUp(db, gateway, reference, cards, {
    answered,
    ...(request.replyOnCredit ? { replyOnCredit: request.replyOnCredit } : {}),
  });
  if (outcome === 'failed') {
    throw new AppError(402, cardTexts.declined(card.last4, answered.gatewayResponse || answered.status));
  }
  if (outcome === 'pending') {
    await settle({ status: TransactionStatus.Initiated, canRetry: true });
    throw conflict(cardTexts.stillPending(card.last4));
  }
  // The provider took another amount than asked: the credit keeps its sentence for someone to follow up.
  if (outcome === 'refused') throw new AppError(502, walletTexts.providerUnavailable(gateway.name));
  return (await creditOf(db, id))!;
}

/**
 * Wallet/TopUpFromCard: the caller's wallet topped up by charging one of their cards on file through
 * the provider that kept it (404 for a card not theirs), the reply stored with the credit.
 */
export async function topUpFromCard(
  db: Db,
  gatewayOf: (gateway: number) => PaymentGateway | undefined,
  cards: CardVault,
  input: { caller: Principal; Amount: number; CardId: number },
): Promise<{ Message: string; Id: number }> {
  const [card] = await db
    .select({ gateway: walletCards.gateway, last4: walletCards.last4 })
    .from(walletCards)
    .where(and(eq(walletCards.id, input.CardId), eq(walletCards.userId, input.caller.userId)));
  if (!card) throw notFound(cardTexts.noCard(input.CardId));
  const gateway = gatewayOf(card.gateway);
  if (!gateway) {
    const provider = paymentGatewayNames[card.gateway as PaymentGatewayId] ?? String(card.gateway);
    throw conflict(cardTexts.cardOfAnotherProvider(provider));
  }
  const replyOf = (id: number) => ({ Message: cardTexts.toppedUp(input.Amount, card.last4), Id: id });
  const credit = await chargeCardOnFile(db, gateway, cards, {
    userId: input.caller.userId,
    cardId: input.CardId,
    amountKobo: toKobo(input.Amount),
    reason: cardTexts.chargeMessage,
    replyOnCredit: replyOf,
  });
  return replyOf(credit.id);
}
