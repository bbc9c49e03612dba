import { RidePaymentMethod, type RidePaymentMethodId, rideMoneyTexts } from '@wayfare/contracts';
import type { PaymentGateway } from '../../adapters/payments/payment-gateway.ts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../errors.ts';
import { accountBalance, type CardVault, chargeCardOnFile, ensureWallet } from '../wallet/index.ts';

/**
 * issue 30: a ride's card on file. A provider's charge is a network call, so it never runs inside a
 * database transaction: the card is charged into the rider's wallet first (a Completed credit, the
 * wallet module's `chargeCardOnFile`), and the ride's transaction then moves the money from the wallet
 * as it would any wallet money. A booking refused after the charge leaves the money in the wallet.
 */
export type RideCardPayments = { gateway: PaymentGateway; cards: CardVault };

/** A card charge made for a ride: the credit's id and amount, recorded with the ride's movements. */
export type RideCardCharge = { transactionId: number; amountKobo: number };

/**
 * Before booking: the card charged for what the hold needs. Card as the method: the whole hold; Wallet
 * with a Card secondary: what the wallet lacks (its balance read without a lock: the booking's locked
 * look decides, and refuses if the wallet was spent since).
 */
export async function chargeCardForHold(
  db: Db,
  payments: RideCardPayments,
  input: {
    riderId: string;
    method: RidePaymentMethodId;
    secondary: RidePaymentMethodId | null;
    holdKobo: number;
  },
): Promise<RideCardCharge | undefined> {
  let amountKobo = 0;
  if (input.method === RidePaymentMethod.Card) amountKobo = input.holdKobo;
  if (input.method === RidePaymentMethod.Wallet && input.secondary === RidePaymentMethod.Card) {
    const wallet = await ensureWallet(db, input.riderId);
    amountKobo = Math.max(0, input.holdKobo - (await accountBalance(db, wallet.walletAccountId)));
  }
  if (amountKobo <= 0) return undefined;
  const credit = await chargeCardOnFile(db, payments.gateway, payments.cards, {
    userId: input.riderId,
    amountKobo,
    reason: rideMoneyTexts.cardForHold(amountKobo / 100),
  });
  return { transactionId: credit.id, amountKobo };
}

/**
 * After completion: what the rider owes charged to their card, when the ride was to be paid by card
 * (method or secondary). A refused or unreachable card leaves the amount owed (it blocks new rides
 * until paid); answers the credit when the card paid.
 */
export async function chargeCardForOwed(
  db: Db,
  payments: RideCardPayments,
  input: { riderId: string; rideId: number; owedKobo: number },
): Promise<RideCardCharge | undefined> {
  try {
    const credit = await chargeCardOnFile(db, payments.gateway, payments.cards, {
      userId: input.riderId,
      amountKobo: input.owedKobo,
      reason: rideMoneyTexts.cardForFare(input.rideId),
    });
    return { transactionId: credit.id, amountKobo: input.owedKobo };
  } catch (error) {
    if (error instanceof AppError) return undefined;
    throw error;
  }
}
