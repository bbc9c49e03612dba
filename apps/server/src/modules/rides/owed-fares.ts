import {
  type OutstandingBalance,
  type Ride,
  RidePaymentMethod,
  RidePaymentStatus,
  rideMoneyTexts,
} from '@wayfare/contracts';
import { and, asc, eq, gt, sum } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { AppError, conflict, forbidden } from '../../errors.ts';
import { toNaira } from '../../money.ts';
import { chargeCardForOwed, type RideCardPayments } from './ride-card-payments.ts';
import { lockedRide } from './ride-lifecycle.service.ts';
import { payOwed } from './ride-money.service.ts';
import { recordRideMovement } from './ride-money-ledger.ts';
import { rideById } from './ride-view.ts';
import { rides } from './rides.table.ts';

/**
 * issue 30: what a rider owes on their rides (a fare beyond the hold, the wallet and the card; a
 * cancellation fee they could not pay). It blocks new rides until paid; PayOwedFare pays it from the
 * wallet to the ride's driver.
 */

const owedBy = (riderId: string) => and(eq(rides.customerId, riderId), gt(rides.owedAmountKobo, 0));

/** The rider's total owed, in kobo. */
async function owedKoboOf(db: Db, riderId: string) {
  const [row] = await db
    .select({ total: sum(rides.owedAmountKobo) })
    .from(rides)
    .where(owedBy(riderId));
  return Number(row?.total ?? 0);
}

/** RequestRide: a rider who owes money on a ride asks for no other (409 naming the amount). */
export async function refuseRiderWhoOwes(db: Db, riderId: string) {
  const owed = await owedKoboOf(db, riderId);
  if (owed > 0) throw conflict(rideMoneyTexts.owesMoney(toNaira(owed)));
}

/** Ride/GetMyOutstandingBalance. */
export async function myOutstandingBalance(db: Db, riderId: string): Promise<OutstandingBalance> {
  const rows = await db
    .select({ id: rides.id, owed: rides.owedAmountKobo })
    .from(rides)
    .where(owedBy(riderId))
    .orderBy(asc(rides.id));
  return {
    Amount: toNaira(rows.reduce((total, row) => total + row.owed, 0)),
    Rides: rows.map((row) => ({ RideId: row.id, OwedAmount: toNaira(row.owed) })),
  };
}

/** Pays what is owed on the ride from the wallet, in one transaction holding the ride's row. */
async function settleOwed(
  db: Db,
  input: { rideId: number; by: string },
  cardCharge?: { transactionId: number; amountKobo: number },
) {
  await db.transaction(async (tx) => {
    const ride = await lockedRide(tx, input.rideId);
    if (ride.customerId !== input.by) throw forbidden(rideMoneyTexts.notYourOwedRide);
    if (cardCharge) await recordRideMovement(tx, { rideId: ride.id, kind: 'card_charge', ...cardCharge });
    await payOwed(tx, ride);
    await tx
      .update(rides)
      .set({ owedAmountKobo: 0, paymentStatus: RidePaymentStatus.Paid })
      .where(eq(rides.id, ride.id));
  });
}

/** Ride/PayOwedFare: the ride's rider; 409 when nothing is owed or the wallet holds too little. */
export async function payOwedFare(db: Db, input: { RideId: number; by: string }): Promise<Ride> {
  await settleOwed(db, { rideId: input.RideId, by: input.by });
  return rideById(db, input.RideId);
}

/**
 * After a completion left the rider owing and the ride was to be paid by card: the card charged for it
 * (outside any transaction), then the owed amount paid from the wallet. Either failing leaves it owed.
 */
export async function settleOwedByCard(db: Db, payments: RideCardPayments, rideId: number) {
  const [ride] = await db.select().from(rides).where(eq(rides.id, rideId));
  const byCard =
    ride?.paymentMethod === RidePaymentMethod.Card || ride?.secondaryPaymentMethod === RidePaymentMethod.Card;
  if (!ride || !byCard || ride.owedAmountKobo <= 0) return;
  const charge = await chargeCardForOwed(db, payments, {
    riderId: ride.customerId,
    rideId,
    owedKobo: ride.owedAmountKobo,
  });
  if (!charge) return;
  try {
    await settleOwed(db, { rideId, by: ride.customerId }, charge);
  } catch (error) {
    // Paid meanwhile, or the wallet spent since the charge: the money stays in the wallet, the ride owed.
    if (!(error instanceof AppError)) throw error;
  }
}
