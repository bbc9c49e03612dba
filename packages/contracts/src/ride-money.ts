import { z } from 'zod';
import { recordId } from './locations.ts';
import { formatNaira } from './wallet.ts';

/**
 * issue 30: how a ride is paid and where its money stands. Amounts on the wire in naira (kept in kobo).
 * A client that names no PaymentMethod asks for a Cash ride: nothing is held, as before issue 30.
 */
export const RidePaymentMethod = { Wallet: 1, Cash: 2, Card: 3 } as const;
export type RidePaymentMethodId = (typeof RidePaymentMethod)[keyof typeof RidePaymentMethod];
export const ridePaymentMethodNames: Record<RidePaymentMethodId, string> = {
  1: 'Wallet',
  2: 'Cash',
  3: 'Card',
};

/**
 * Where a ride's money stands: Held (the fare held in the rider's hold), Paid (completed and paid, or a
 * cancellation fee paid), Owed (the rider owes part of it: OwedAmount), Released (cancelled, the hold
 * given back, nothing due), Refunded (given back after payment; next round's RefundRide), DueInCash (a
 * cash ride not yet completed: the rider pays the driver at the end).
 */
export const RidePaymentStatus = {
  Held: 1,
  Paid: 2,
  Owed: 3,
  Released: 4,
  Refunded: 5,
  DueInCash: 6,
} as const;
export type RidePaymentStatusId = (typeof RidePaymentStatus)[keyof typeof RidePaymentStatus];
export const ridePaymentStatusNames: Record<RidePaymentStatusId, string> = {
  1: 'Held',
  2: 'Paid',
  3: 'Owed',
  4: 'Released',
  5: 'Refunded',
  6: 'DueInCash',
};

export const rideMoneyTexts = {
  paymentMethod: 'PaymentMethod must be 1 (Wallet), 2 (Cash) or 3 (Card)',
  secondaryMethod: 'SecondaryPaymentMethod must be 2 (Cash) or 3 (Card)',
  secondarySameAsPrimary: 'SecondaryPaymentMethod must differ from PaymentMethod',
  promoNotForCash: 'A promo code is not valid for a cash ride',
  walletTooLow: (balance: number, needed: number) =>
    `Your wallet holds ${formatNaira(balance)}; this ride needs ${formatNaira(needed)} held. Top up, or choose another way to pay.`,
  noCardOnFile: 'There is no saved card to pay this ride with: pay once by card and it is kept for next time',
  cashCollectedRequired: 'CashCollected is required for a cash ride: say how much the rider paid you',
  cashCollectedTooLow: (due: number) => `CashCollected must be at least ${formatNaira(due)}, the fare due`,
  owesMoney: (amount: number) =>
    `You owe ${formatNaira(amount)} on earlier rides; pay it from your wallet before asking for a ride`,
  nothingOwed: (rideId: number) => `Nothing is owed on ride #${rideId}`,
  owedWalletTooLow: (balance: number, owed: number) =>
    `Your wallet holds ${formatNaira(balance)}; ${formatNaira(owed)} is owed on this ride. Top up first.`,
  notYourOwedRide: 'Only the rider of this ride can pay what is owed on it',
  held: (rideId: number) => `Fare held for ride #${rideId}`,
  released: (rideId: number) => `Fare hold released for ride #${rideId}`,
  fare: (rideId: number) => `Fare for ride #${rideId}`,
  promotion: (rideId: number, code: string) => `Promo code ${code} on ride #${rideId}`,
  commission: (rideId: number) => `Platform commission on ride #${rideId}`,
  cancellationFee: (rideId: number) => `Cancellation fee for ride #${rideId}`,
  owedPayment: (rideId: number) => `Amount owed on ride #${rideId} paid`,
  cardForHold: (amount: number) => `Card charged ${formatNaira(amount)} to hold a ride's fare`,
  cardForFare: (rideId: number) => `Card charged for the fare of ride #${rideId}`,
};

const methodNumber = (value: unknown) =>
  typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value;

export const ridePaymentMethod = z.preprocess(
  methodNumber,
  z.union([z.literal(1), z.literal(2), z.literal(3)], { error: rideMoneyTexts.paymentMethod }),
);
export const rideSecondaryPaymentMethod = z.preprocess(
  methodNumber,
  z.union([z.literal(2), z.literal(3)], { error: rideMoneyTexts.secondaryMethod }),
);

/** What every ride carries of its money (naira; FinalAmount null until completed). */
export const rideMoneyFields = {
  PaymentMethod: z.number().int(),
  PaymentMethodName: z.string(),
  SecondaryPaymentMethod: z.number().int().nullable(),
  HeldAmount: z.number(),
  PromoCode: z.string().nullable(),
  PromoDiscount: z.number(),
  FinalAmount: z.number().nullable(),
  OwedAmount: z.number(),
  PaymentStatus: z.number().int(),
  PaymentStatusName: z.string(),
};

/** Ride/PayOwedFare: the ride whose owed amount the rider pays from their wallet. */
export const payOwedFareRequest = z.strictObject({ RideId: recordId('RideId') });

/** Ride/GetMyOutstandingBalance: what the caller owes, all rides together, and ride by ride. */
export const outstandingBalance = z.object({
  Amount: z.number(),
  Rides: z.array(z.object({ RideId: z.number().int(), OwedAmount: z.number() })),
});
export type OutstandingBalance = z.infer<typeof outstandingBalance>;

/**
 * Ride/GetRideMoneySummary (the dashboard): today's money of the rides, the day in TIME_ZONE. Fares: the
 * FinalAmount of the rides completed today (cash ones too: their fare never enters the ledger);
 * commission, promotion cost and tips: the ledger movements of those kinds posted today.
 */
export const rideMoneySummary = z.object({
  FaresTodayAmount: z.number(),
  CommissionTodayAmount: z.number(),
  PromotionCostTodayAmount: z.number(),
  TipsTodayAmount: z.number(),
});
export type RideMoneySummary = z.infer<typeof rideMoneySummary>;

/** The dashboard's money cards, in the words (issue 30: "today's fares, commission, promotion cost and tips"). */
export const rideMoneySummaryTitles: Record<keyof RideMoneySummary, string> = {
  FaresTodayAmount: "Today's fares",
  CommissionTodayAmount: "Today's platform commission",
  PromotionCostTodayAmount: "Today's promotion cost",
  TipsTodayAmount: "Today's tips",
};
