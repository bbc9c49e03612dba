import { z } from 'zod';
import { requiredText } from './fields.ts';
import { recordId } from './locations.ts';
import { formatNaira, walletAmount } from './wallet.ts';

/**
 * issue 30: what happens to a ride's money after it is completed (tips, fees, refunds), the ride's money
 * view and its receipt. Amounts on the wire in naira (kept in kobo).
 */

export const MAX_RIDE_CHARGE_REASON = 500;

/** Ride/TipDriver: the ride's rider gives its driver a tip from their wallet. */
export const tipDriverRequest = z.strictObject({ RideId: recordId('RideId'), Amount: walletAmount });
export type TipDriverRequest = z.input<typeof tipDriverRequest>;

/** Ride/ChargeRideFee and Ride/RefundRide: an administrator's amount on a completed ride, and why. */
export const rideChargeRequest = z.strictObject({
  RideId: recordId('RideId'),
  Amount: walletAmount,
  Reason: requiredText('Reason', MAX_RIDE_CHARGE_REASON),
});
export type RideChargeRequest = z.input<typeof rideChargeRequest>;

/** Ride/GetRideMoney and Ride/Receipt. */
export const rideMoneyQuery = z.object({ rideId: recordId('rideId') });

/**
 * One ledger movement behind a ride. Who: whose wallet it touches from the ride's point of view (Rider,
 * Driver, Platform, Promotions); Direction: In (money into that wallet) or Out. TransactionId is the
 * wallet transaction, given only to those who may see it (an administrator, or the wallet's owner).
 */
export const rideMoneyLine = z.object({
  TransactionId: z.number().int().nullable(),
  Kind: z.string(),
  Amount: z.number(),
  Who: z.string(),
  Direction: z.string(),
  Date: z.string(),
});
export type RideMoneyLine = z.infer<typeof rideMoneyLine>;

/** Ride/GetRideMoney: a ride's fare breakdown (VAT is the part of the fare it includes) and its lines. */
export const rideMoney = z.object({
  RideId: z.number().int(),
  RideStatusName: z.string(),
  Distance: z.number(),
  UnitPrice: z.number(),
  SharedDiscount: z.number(),
  PromoCode: z.string().nullable(),
  PromoDiscount: z.number(),
  VatPercent: z.number(),
  Vat: z.number(),
  FinalAmount: z.number().nullable(),
  Held: z.number(),
  Captured: z.number(),
  Released: z.number(),
  CancellationFee: z.number(),
  Tips: z.number(),
  Fees: z.number(),
  Refunds: z.number(),
  /** What may still be refunded: what the rider paid (fare, fees, cancellation fee) less earlier refunds. */
  Refundable: z.number(),
  /** What the rider may still tip (TipMaxAmount less earlier tips); 0 once the 24 hours are over. */
  TipAllowance: z.number(),
  Owed: z.number(),
  PaymentMethodName: z.string(),
  PaymentStatusName: z.string(),
  CompletedAt: z.string().nullable(),
  Lines: z.array(rideMoneyLine),
});
export type RideMoney = z.infer<typeof rideMoney>;

/** The reply of TipDriver, ChargeRideFee and RefundRide: what was done, and the ride's money after it. */
export const rideMoneyChangeReply = z.object({ Message: z.string(), Money: rideMoney });
export type RideMoneyChangeReply = z.infer<typeof rideMoneyChangeReply>;

/** How long after completion a rider may tip its driver. */
export const TIP_WINDOW_HOURS = 24;

/** The sentences of the calls after the ride, verbatim in the tests. */
export const rideChargeTexts = {
  notYourRideToTip: 'Only the rider of this ride can tip its driver',
  notYourRideMoney: "Only the ride's rider, its driver or an administrator with Ride view can see its money",
  notCompleted: (rideId: number, status: string) => `Ride #${rideId} is ${status}, not Completed`,
  tipWindowOver: (rideId: number) =>
    `Tips for ride #${rideId} were taken for ${TIP_WINDOW_HOURS} hours after it ended; that time is over`,
  tipOverLimit: (left: number) =>
    left > 0
      ? `The tips of a ride come to at most the tip limit: ${formatNaira(left)} is left to give on this ride`
      : 'The tips of this ride have reached the tip limit: nothing is left to give',
  tipWalletTooLow: (balance: number, amount: number) =>
    `Your wallet holds ${formatNaira(balance)}; this tip needs ${formatNaira(amount)}. Top up first.`,
  tipped: (amount: number, rideId: number) =>
    `${formatNaira(amount)} tip sent to the driver of ride #${rideId}`,
  tip: (rideId: number) => `Tip for the driver of ride #${rideId}`,
  feeCharged: (amount: number, owed: number) =>
    owed > 0
      ? `Fee of ${formatNaira(amount)} charged: ${formatNaira(amount - owed)} from the wallet, ${formatNaira(owed)} owed by the rider`
      : `Fee of ${formatNaira(amount)} charged from the rider's wallet`,
  fee: (rideId: number, reason: string) => `Fee on ride #${rideId}: ${reason}`,
  refundTooLarge: (left: number) =>
    left > 0
      ? `At most ${formatNaira(left)} is left to refund on this ride (what the rider paid less earlier refunds)`
      : 'Nothing is left to refund on this ride: the rider paid nothing, or all of it was refunded',
  refunded: (amount: number) => `${formatNaira(amount)} refunded to the rider's wallet`,
  refund: (rideId: number, reason: string) => `Refund for ride #${rideId}: ${reason}`,
};
