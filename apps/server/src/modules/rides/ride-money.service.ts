import {
  RidePaymentMethod,
  type RidePaymentMethodId,
  RidePaymentStatus,
  type RidePaymentStatusId,
  rideMoneyTexts,
  TransactionType,
} from '@wayfare/contracts';
import type { Db } from '../../db/database.ts';
import { conflict } from '../../errors.ts';
import { toNaira } from '../../money.ts';
import { systemAccountId } from '../wallet/index.ts';
import { accountsOf, lockPeople, postRideMovement } from './ride-money-ledger.ts';
import type { RideRow } from './rides.table.ts';

/**
 * issue 30: the money of a ride's changes, each inside the change's transaction (the ride's row already
 * locked): the hold at booking, the charge at completion, the fee or release at cancellation, and the
 * payment of what is owed. A person's wallet never goes below zero: what cannot be taken is owed.
 */

/** kobo × basis points, rounded half up to the kobo (integers only). */
export const shareOf = (kobo: number, basisPoints: number) =>
  Math.floor((kobo * basisPoints + 5_000) / 10_000);

/** What is held at booking: the fare due (less the promo) and the hold margin on it. */
export const holdAmountKobo = (dueKobo: number, marginBasisPoints: number) =>
  dueKobo + shareOf(dueKobo, marginBasisPoints);

export type RideMoneyState = {
  paymentMethod: RidePaymentMethodId;
  paymentStatus: RidePaymentStatusId;
  heldAmountKobo: number;
};

const cashRide: RideMoneyState = {
  paymentMethod: RidePaymentMethod.Cash,
  paymentStatus: RidePaymentStatus.DueInCash,
  heldAmountKobo: 0,
};

/**
 * The hold at booking: wallet → hold. Too little in the wallet: a Cash secondary makes it a cash ride,
 * else 409 naming the balance and the amount needed (a card was charged before the transaction, into
 * the wallet, where its money stays whatever is answered here).
 */
export async function holdAtBooking(
  tx: Db,
  input: {
    rideId: number;
    riderId: string;
    method: RidePaymentMethodId;
    secondary: RidePaymentMethodId | null;
    holdKobo: number;
  },
): Promise<RideMoneyState> {
  if (input.method === RidePaymentMethod.Cash) return cashRide;
  const rider = await accountsOf(tx, input.riderId);
  const balances = await lockPeople(tx, [rider]);
  const walletKobo = balances.get(rider.walletAccountId) ?? 0;
  if (walletKobo < input.holdKobo) {
    if (input.secondary === RidePaymentMethod.Cash) return cashRide;
    throw conflict(rideMoneyTexts.walletTooLow(toNaira(walletKobo), toNaira(input.holdKobo)));
  }
  if (input.holdKobo > 0) {
    await postRideMovement(tx, {
      rideId: input.rideId,
      kind: 'hold',
      userId: input.riderId,
      type: TransactionType.BookDebit,
      message: rideMoneyTexts.held(input.rideId),
      legs: [
        { accountId: rider.walletAccountId, amountKobo: -input.holdKobo },
        { accountId: rider.holdAccountId, amountKobo: input.holdKobo },
      ],
    });
  }
  return {
    paymentMethod: input.method,
    paymentStatus: RidePaymentStatus.Held,
    heldAmountKobo: input.holdKobo,
  };
}

/** What the rider paid of an amount due: from the ride's hold first, then the wallet; the rest owed. */
function splitDue(dueKobo: number, heldKobo: number, walletKobo: number) {
  const fromHold = Math.min(dueKobo, heldKobo);
  const fromWallet = Math.min(dueKobo - fromHold, walletKobo);
  return { fromHold, fromWallet, owed: dueKobo - fromHold - fromWallet, released: heldKobo - fromHold };
}

/** The ride's hold still there: its own amount (the hold account also carries withdrawals). */
const heldNow = (ride: RideRow) => (ride.paymentStatus === RidePaymentStatus.Held ? ride.heldAmountKobo : 0);

/**
 * Takes `dueKobo` from the rider (hold, then wallet) to the driver as one movement of `kind`, releases
 * the rest of the hold, and answers what is still owed and the driver's wallet balance after it.
 */
async function payDriverFromRider(
  tx: Db,
  ride: RideRow,
  input: { driverId: string; dueKobo: number; kind: 'capture' | 'cancellation_fee'; message: string },
) {
  const rider = await accountsOf(tx, ride.customerId);
  const driver = await accountsOf(tx, input.driverId);
  const balances = await lockPeople(tx, [rider, driver]);
  const split = splitDue(input.dueKobo, heldNow(ride), balances.get(rider.walletAccountId) ?? 0);
  const paid = split.fromHold + split.fromWallet;
  if (paid > 0) {
    await postRideMovement(tx, {
      rideId: ride.id,
      kind: input.kind,
      userId: ride.customerId,
      type: TransactionType.Debit,
      message: input.message,
      legs: [
        { accountId: rider.holdAccountId, amountKobo: -split.fromHold },
        { accountId: rider.walletAccountId, amountKobo: -split.fromWallet },
        { accountId: driver.walletAccountId, amountKobo: paid },
      ],
    });
  }
  await releaseRest(tx, ride, { rider, amountKobo: split.released });
  return { owed: split.owed, driver, driverWalletKobo: (balances.get(driver.walletAccountId) ?? 0) + paid };
}

async function releaseRest(
  tx: Db,
  ride: RideRow,
  input: { rider: Awaited<ReturnType<typeof accountsOf>>; amountKobo: number },
) {
  if (input.amountKobo <= 0) return;
  await postRideMovement(tx, {
    rideId: ride.id,
    kind: 'release',
    userId: ride.customerId,
    type: TransactionType.BookCredit,
    message: rideMoneyTexts.released(ride.id),
    legs: [
      { accountId: input.rider.holdAccountId, amountKobo: -input.amountKobo },
      { accountId: input.rider.walletAccountId, amountKobo: input.amountKobo },
    ],
  });
}

/** The platform's commission on the fare, from the driver's wallet; what it cannot pay stays owed. */
async function takeCommission(
  tx: Db,
  ride: RideRow,
  input: {
    driverWalletAccountId: number;
    driverId: string;
    driverWalletKobo: number;
    commissionKobo: number;
  },
) {
  const taken = Math.min(input.commissionKobo, input.driverWalletKobo);
  if (taken > 0) {
    await postRideMovement(tx, {
      rideId: ride.id,
      kind: 'commission',
      userId: input.driverId,
      type: TransactionType.Debit,
      message: rideMoneyTexts.commission(ride.id),
      legs: [
        { accountId: input.driverWalletAccountId, amountKobo: -taken },
        { accountId: await systemAccountId(tx, 'revenue'), amountKobo: taken },
      ],
    });
  }
  return input.commissionKobo - taken;
}

export type CompletionMoney = {
  finalAmountKobo: number;
  promoDiscountKobo: number;
  owedAmountKobo: number;
  commissionOwedKobo: number;
  paymentStatus: RidePaymentStatusId;
};

/**
 * The charge at completion. The rider pays the fare less the promo (hold, then wallet; the rest owed);
 * the platform pays the promo part to the driver from its promotions account; the driver pays the
 * commission on the whole fare to the platform's revenue. A cash ride moves only the commission: the
 * rider paid the driver by hand.
 */
export async function chargeAtCompletion(
  tx: Db,
  ride: RideRow,
  input: { fareKobo: number; promoKobo: number; commissionBasisPoints: number; promoCode: string | null },
): Promise<CompletionMoney> {
  const driverId = ride.driverId!;
  const dueKobo = input.fareKobo - input.promoKobo;
  const commissionKobo = shareOf(input.fareKobo, input.commissionBasisPoints);
  if (ride.paymentMethod === RidePaymentMethod.Cash) {
    const driver = await accountsOf(tx, driverId);
    const balances = await lockPeople(tx, [driver]);
    const commissionOwedKobo = await takeCommission(tx, ride, {
      driverId,
      driverWalletAccountId: driver.walletAccountId,
      driverWalletKobo: balances.get(driver.walletAccountId) ?? 0,
      commissionKobo,
    });
    return {
      finalAmountKobo: input.fareKobo,
      promoDiscountKobo: 0,
      owedAmountKobo: 0,
      commissionOwedKobo,
      paymentStatus: RidePaymentStatus.Paid,
    };
  }
  const paid = await payDriverFromRider(tx, ride, {
    driverId,
    dueKobo,
    kind: 'capture',
    message: rideMoneyTexts.fare(ride.id),
  });
  let driverWalletKobo = paid.driverWalletKobo;
  if (input.promoKobo > 0) {
    await postRideMovement(tx, {
      rideId: ride.id,
      kind: 'promotion',
      userId: driverId,
      type: TransactionType.Credit,
      message: rideMoneyTexts.promotion(ride.id, input.promoCode ?? ''),
      legs: [
        { accountId: await systemAccountId(tx, 'promotions'), amountKobo: -input.promoKobo },
        { accountId: paid.driver.walletAccountId, amountKobo: input.promoKobo },
      ],
    });
    driverWalletKobo += input.promoKobo;
  }
  const commissionOwedKobo = await takeCommission(tx, ride, {
    driverId,
    driverWalletAccountId: paid.driver.walletAccountId,
    driverWalletKobo,
    commissionKobo,
  });
  return {
    finalAmountKobo: dueKobo,
    promoDiscountKobo: input.promoKobo,
    owedAmountKobo: paid.owed,
    commissionOwedKobo,
    paymentStatus: paid.owed > 0 ? RidePaymentStatus.Owed : RidePaymentStatus.Paid,
  };
}

/**
 * A cancelled ride's money: a fee (the rider cancelling late) to the driver from the hold, then the
 * wallet, the rest owed; the rest of the hold released. No fee: the whole hold released.
 */
export async function settleCancellation(
  tx: Db,
  ride: RideRow,
  input: { feeKobo: number },
): Promise<{ owedAmountKobo: number; paymentStatus: RidePaymentStatusId }> {
  if (input.feeKobo > 0 && ride.driverId) {
    const paid = await payDriverFromRider(tx, ride, {
      driverId: ride.driverId,
      dueKobo: input.feeKobo,
      kind: 'cancellation_fee',
      message: rideMoneyTexts.cancellationFee(ride.id),
    });
    return {
      owedAmountKobo: paid.owed,
      paymentStatus: paid.owed > 0 ? RidePaymentStatus.Owed : RidePaymentStatus.Paid,
    };
  }
  const held = heldNow(ride);
  if (held > 0) {
    const rider = await accountsOf(tx, ride.customerId);
    await lockPeople(tx, [rider]);
    await releaseRest(tx, ride, { rider, amountKobo: held });
  }
  return { owedAmountKobo: 0, paymentStatus: RidePaymentStatus.Released };
}

/** PayOwedFare's money: what is owed on the ride, from the rider's wallet to its driver; 409 if short. */
export async function payOwed(tx: Db, ride: RideRow): Promise<void> {
  if (ride.owedAmountKobo <= 0) throw conflict(rideMoneyTexts.nothingOwed(ride.id));
  const rider = await accountsOf(tx, ride.customerId);
  const driver = await accountsOf(tx, ride.driverId!);
  const balances = await lockPeople(tx, [rider, driver]);
  const walletKobo = balances.get(rider.walletAccountId) ?? 0;
  if (walletKobo < ride.owedAmountKobo)
    throw conflict(rideMoneyTexts.owedWalletTooLow(toNaira(walletKobo), toNaira(ride.owedAmountKobo)));
  await postRideMovement(tx, {
    rideId: ride.id,
    kind: 'owed_payment',
    userId: ride.customerId,
    type: TransactionType.Debit,
    message: rideMoneyTexts.owedPayment(ride.id),
    legs: [
      { accountId: rider.walletAccountId, amountKobo: -ride.owedAmountKobo },
      { accountId: driver.walletAccountId, amountKobo: ride.owedAmountKobo },
    ],
  });
}
