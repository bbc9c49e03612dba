import {
  type RideMoneyChangeReply,
  RidePaymentStatus,
  rideChargeTexts,
  TransactionType,
} from '@wayfare/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { conflict } from '../../errors.ts';
import { withReplyStored } from '../../http/idempotent-reply.ts';
import { toKobo, toNaira } from '../../money.ts';
import { recordAdminChange } from '../activity/index.ts';
import { systemAccountId } from '../wallet/index.ts';
import { lockedRide } from './ride-lifecycle.service.ts';
import { accountsOf, lockPeople, postRideMovement } from './ride-money-ledger.ts';
import { queueRideFeeEmail, queueRideRefundEmail } from './ride-money-messages.ts';
import { movementsOfRide, rideMoneyOf, totalsOf } from './ride-money-view.ts';
import { refuseUnlessCompleted } from './ride-tips.service.ts';
import { paymentStatusName } from './ride-view.ts';
import { type RideRow, rides } from './rides.table.ts';

/**
 * issue 30: an administrator's money on a ride after it (Ride edit): a verified fee the rider pays its
 * driver (ChargeRideFee) and a refund to the rider (RefundRide). Each in one transaction holding the
 * ride's row: the money, the ride, the activity log and the rider's e-mail commit together or not at all.
 */

type AdminInput = {
  RideId: number;
  Amount: number;
  Reason: string;
  by: string;
  now: Date;
  vatBasisPoints: number;
};

async function updatedRide(tx: Db, ride: RideRow, change: Partial<RideRow>) {
  const [row] = await tx.update(rides).set(change).where(eq(rides.id, ride.id)).returning();
  return row!;
}

const replyOf = async (tx: Db, ride: RideRow, input: AdminInput, message: string) =>
  withReplyStored(tx, {
    Message: message,
    Money: await rideMoneyOf(tx, ride, {
      viewer: 'Administrator',
      vatBasisPoints: input.vatBasisPoints,
      now: input.now,
    }),
  });

/**
 * Ride/ChargeRideFee: a completed ride only. From the rider's wallet to the driver as far as it goes;
 * the rest is owed on the ride like an unpaid fare (it blocks new rides; PayOwedFare pays it).
 */
export function chargeRideFee(db: Db, input: AdminInput): Promise<RideMoneyChangeReply> {
  return db.transaction(async (tx) => {
    const ride = await lockedRide(tx, input.RideId);
    refuseUnlessCompleted(ride);
    const amountKobo = toKobo(input.Amount);
    const rider = await accountsOf(tx, ride.customerId);
    const driver = await accountsOf(tx, ride.driverId!);
    const balances = await lockPeople(tx, [rider, driver]);
    const fromWallet = Math.min(amountKobo, balances.get(rider.walletAccountId) ?? 0);
    const owedKobo = amountKobo - fromWallet;
    if (fromWallet > 0) {
      await postRideMovement(tx, {
        rideId: ride.id,
        kind: 'fee',
        userId: ride.customerId,
        type: TransactionType.Debit,
        message: rideChargeTexts.fee(ride.id, input.Reason),
        legs: [
          { accountId: rider.walletAccountId, amountKobo: -fromWallet },
          { accountId: driver.walletAccountId, amountKobo: fromWallet },
        ],
      });
    }
    const after = await updatedRide(tx, ride, {
      feesKobo: ride.feesKobo + amountKobo,
      owedAmountKobo: ride.owedAmountKobo + owedKobo,
      paymentStatus: owedKobo > 0 ? RidePaymentStatus.Owed : ride.paymentStatus,
    });
    await recordAdminChange(tx, {
      userId: input.by,
      area: 'Ride',
      action: 'ChargeRideFee',
      recordId: ride.id,
      before: {
        Fees: toNaira(ride.feesKobo),
        OwedAmount: toNaira(ride.owedAmountKobo),
        PaymentStatusName: paymentStatusName(ride.paymentStatus),
      },
      after: {
        Fees: toNaira(after.feesKobo),
        OwedAmount: toNaira(after.owedAmountKobo),
        PaymentStatusName: paymentStatusName(after.paymentStatus),
        Amount: input.Amount,
        Reason: input.Reason,
      },
    });
    await queueRideFeeEmail(tx, after, { amountKobo, owedKobo, reason: input.Reason });
    return replyOf(tx, after, input, rideChargeTexts.feeCharged(input.Amount, toNaira(owedKobo)));
  });
}

/** n × part / whole, rounded half up (integers, whole > 0; BigInt inside: kobo × kobo passes 2^53). */
const proportion = (n: number, part: number, whole: number) =>
  Number((2n * BigInt(n) * BigInt(part) + BigInt(whole)) / (2n * BigInt(whole)));

/**
 * Who gives a refund back: the driver and the platform in proportion to what each kept of the ride's
 * charges (the platform its commission; the driver the rest, the promotion's part included). What the
 * driver's wallet no longer holds, the platform advances from its adjustments account: the rider is
 * refunded whole and no wallet goes below zero.
 */
function refundShares(amountKobo: number, totals: ReturnType<typeof totalsOf>, driverWalletKobo: number) {
  const gross = totals.paid + totals.promotion;
  const platform =
    gross > 0 ? Math.min(totals.commission, proportion(amountKobo, totals.commission, gross)) : 0;
  const driverShare = amountKobo - platform;
  const driver = Math.min(driverShare, driverWalletKobo);
  return { platform, driver, advanced: driverShare - driver };
}

/**
 * Ride/RefundRide: part or all of what the rider paid on the ride (fare, cancellation fee, fees and owed
 * amounts paid; tips are the driver's) back to their wallet, never more than that less earlier refunds
 * (409 naming what is left). All of it refunded and nothing owed: the ride's payment is Refunded.
 */
export function refundRide(db: Db, input: AdminInput): Promise<RideMoneyChangeReply> {
  return db.transaction(async (tx) => {
    const ride = await lockedRide(tx, input.RideId);
    const totals = totalsOf(ride, await movementsOfRide(tx, ride.id));
    const amountKobo = toKobo(input.Amount);
    if (amountKobo > totals.refundable || ride.driverId === null)
      throw conflict(rideChargeTexts.refundTooLarge(toNaira(totals.refundable)));
    const rider = await accountsOf(tx, ride.customerId);
    const driver = await accountsOf(tx, ride.driverId);
    const balances = await lockPeople(tx, [rider, driver]);
    const shares = refundShares(amountKobo, totals, balances.get(driver.walletAccountId) ?? 0);
    await postRideMovement(tx, {
      rideId: ride.id,
      kind: 'refund',
      userId: ride.customerId,
      type: TransactionType.Credit,
      message: rideChargeTexts.refund(ride.id, input.Reason),
      legs: [
        { accountId: driver.walletAccountId, amountKobo: -shares.driver },
        { accountId: await systemAccountId(tx, 'revenue'), amountKobo: -shares.platform },
        { accountId: await systemAccountId(tx, 'adjustments'), amountKobo: -shares.advanced },
        { accountId: rider.walletAccountId, amountKobo },
      ],
    });
    const whole = totals.refundable === amountKobo && ride.owedAmountKobo === 0;
    const after = whole ? await updatedRide(tx, ride, { paymentStatus: RidePaymentStatus.Refunded }) : ride;
    await recordAdminChange(tx, {
      userId: input.by,
      area: 'Ride',
      action: 'RefundRide',
      recordId: ride.id,
      before: { Refunds: toNaira(totals.refund), PaymentStatusName: paymentStatusName(ride.paymentStatus) },
      after: {
        Refunds: toNaira(totals.refund + amountKobo),
        PaymentStatusName: paymentStatusName(after.paymentStatus),
        Amount: input.Amount,
        Reason: input.Reason,
        FromDriver: toNaira(shares.driver),
        FromPlatform: toNaira(shares.platform + shares.advanced),
      },
    });
    await queueRideRefundEmail(tx, after, { amountKobo, reason: input.Reason });
    return replyOf(tx, after, input, rideChargeTexts.refunded(input.Amount));
  });
}
