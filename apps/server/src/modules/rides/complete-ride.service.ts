import { type Ride, RidePaymentMethod, RideStatus, rideMoneyTexts, rideTexts } from '@wayfare/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import type { RidePlaceHooks } from '../../app-context.ts';
import type { Db } from '../../db/database.ts';
import { forbidden, invalidProperty } from '../../errors.ts';
import { toKobo } from '../../money.ts';
import { creditPackageBonusIfDue } from '../packages/index.ts';
import { promoDiscountKobo, promoRuleById } from '../promotions/index.ts';
import { type FareSetting, fareOf, fullFareNaira, metresOf } from './fares.ts';
import { settleOwedByCard } from './owed-fares.ts';
import type { RideCardPayments } from './ride-card-payments.ts';
import { lockedRide, writeStatusUpdate, wrongState } from './ride-lifecycle.service.ts';
import { chargeAtCompletion } from './ride-money.service.ts';
import { queueRideReceipt, type RideReceiptContext } from './ride-money-messages.ts';
import { currentRideSettings } from './ride-settings.service.ts';
import { rideById } from './ride-view.ts';
import { type RideRow, rideSharedUsers, rides } from './rides.table.ts';

/**
 * CompleteRide: the ride's driver ends an Ongoing ride. Amount keeps its meaning (the preferred amount
 * when enabled, else the estimate); issue 30's final fare is the agreed price, or the fare of the
 * distance covered (shared when riders still share it), less the promo recomputed on it, charged in the
 * completion's transaction with the rider's receipt (e-mail and SMS). A card is charged for what the rider still owes after it commits.
 */
export async function completeRide(
  db: Db,
  input: {
    Id: number;
    DistanceCovered?: number | null | undefined;
    CashCollected?: number | null | undefined;
    by: string;
  },
  payments: RideCardPayments,
  receipt: RideReceiptContext,
  routeKm?: RidePlaceHooks['routeKm'],
): Promise<Ride> {
  const owed = await db.transaction(async (tx) => {
    const ride = await lockedRide(tx, input.Id);
    if (ride.driverId !== input.by) throw forbidden(rideTexts.notItsDriver);
    if (ride.status !== RideStatus.Ongoing) throw wrongState(ride.status, 'completed');
    const settings = await currentRideSettings(tx);
    // issue 31: without the driver's distance, the route's (its positions while Ongoing) when it has one.
    const covered = input.DistanceCovered ?? (await routeKm?.(tx, ride.id)) ?? null;
    const fare = await finalFare(tx, ride, covered, settings);
    const { fareKobo } = fare;
    const rule = ride.promoCodeId === null ? undefined : await promoRuleById(tx, ride.promoCodeId);
    const promoKobo = rule ? promoDiscountKobo(rule, fareKobo) : 0;
    if (
      ride.paymentMethod === RidePaymentMethod.Cash &&
      (ride.paymentMethodNamed || input.CashCollected != null)
    )
      refuseTooLittleCash(input.CashCollected, fareKobo);
    const money = await chargeAtCompletion(tx, ride, {
      fareKobo,
      promoKobo,
      commissionBasisPoints: settings.platformCommissionBasisPoints,
      promoCode: ride.promoCode,
    });
    const [completed] = await tx
      .update(rides)
      .set({
        status: RideStatus.Completed,
        completedAt: new Date(),
        amountKobo: agreedKobo(ride),
        fareDistanceMetres: fare.distanceMetres,
        fareUnitKobo: fare.unitKobo,
        sharedDiscountKobo: fare.sharedDiscountKobo,
        ...money,
      })
      .where(eq(rides.id, ride.id))
      .returning();
    await writeStatusUpdate(tx, { rideId: ride.id, status: RideStatus.Completed, by: input.by });
    await queueRideReceipt(tx, completed!, receipt);
    await creditPackageBonusIfDue(tx, { driverId: input.by });
    return money.owedAmountKobo;
  });
  if (owed > 0) await settleOwedByCard(db, payments, input.Id);
  return rideById(db, input.Id);
}

/** Amount as before issue 30: the preferred amount when enabled, else the estimate. */
const agreedKobo = (ride: RideRow) =>
  ride.enableCustomerPreferredAmount && ride.customerPreferredAmountKobo !== null
    ? ride.customerPreferredAmountKobo
    : ride.estimatedAmountKobo;

/**
 * The fare charged and its breakdown (kept on the ride for its money view and receipt): the agreed
 * price (no unit); else the estimate (at the unit in force), or the fare of the distance covered when
 * the driver gave it, shared when riders still share it.
 */
async function finalFare(tx: Db, ride: RideRow, distanceCoveredKm: number | null, setting: FareSetting) {
  const unitKobo = ride.isHighTraffic ? setting.highTrafficUnitKobo : setting.unitKobo;
  const agreed = { fareKobo: agreedKobo(ride), distanceMetres: ride.distanceMetres, sharedDiscountKobo: 0 };
  if (ride.enableCustomerPreferredAmount) return { ...agreed, unitKobo: null };
  if (distanceCoveredKm === null) return { ...agreed, unitKobo };
  const sharers = await tx.$count(
    rideSharedUsers,
    and(eq(rideSharedUsers.rideId, ride.id), isNull(rideSharedUsers.leftAt)),
  );
  const trip = { distanceMetres: metresOf(distanceCoveredKm), isHighTraffic: ride.isHighTraffic };
  const fare = fareOf(setting, { ...trip, isShared: sharers > 0 });
  return {
    fareKobo: fare.naira * 100,
    distanceMetres: trip.distanceMetres,
    unitKobo,
    sharedDiscountKobo: (fullFareNaira(setting, trip) - fare.naira) * 100,
  };
}

/** A cash ride: the driver says what they took, at least the fare due. */
function refuseTooLittleCash(cashCollected: number | null | undefined, dueKobo: number) {
  if (cashCollected == null) throw invalidProperty('CashCollected', rideMoneyTexts.cashCollectedRequired);
  if (toKobo(cashCollected) < dueKobo)
    throw invalidProperty('CashCollected', rideMoneyTexts.cashCollectedTooLow(dueKobo / 100));
}
