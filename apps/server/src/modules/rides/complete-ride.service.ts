import { type Ride, RidePaymentMethod, rideMoneyTexts, rideTexts } from '@wayfare/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { forbidden, invalidProperty } from '../../errors.ts';
import { toKobo } from '../../money.ts';
import { creditPackageBonusIfDue } from '../packages/index.ts';
import { promoDiscountKobo, promoRuleById } from '../promotions/index.ts';
import { fareOf, metresOf } from './fares.ts';
import { settleOwedByCard } from './owed-fares.ts';
import type { RideCardPayments } from './ride-card-payments.ts';
import { lockedRide, steps, writeStatusUpdate, wrongState } from './ride-lifecycle.service.ts';
import { chargeAtCompletion } from './ride-money.service.ts';
import { currentFareSetting, rideMoneySettings } from './ride-settings.service.ts';
import { rideById } from './ride-view.ts';
import { type RideRow, rideSharedUsers, rides } from './rides.table.ts';

/**
 * CompleteRide: the ride's driver ends an Ongoing ride. Amount keeps its meaning (the preferred amount
 * when enabled, else the estimate); issue 30's final fare is the agreed price, or the fare of the
 * distance covered (shared when riders still share it), less the promo recomputed on it, charged in the
 * completion's transaction. A card is charged for what the rider still owes after it commits.
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
): Promise<Ride> {
  const step = steps.complete;
  const owed = await db.transaction(async (tx) => {
    const ride = await lockedRide(tx, input.Id);
    if (ride.driverId !== input.by) throw forbidden(rideTexts.notItsDriver);
    if (ride.status !== step.from) throw wrongState(ride.status, step.verb);
    const fareKobo = await finalFareKobo(tx, ride, input.DistanceCovered ?? null);
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
      commissionBasisPoints: (await rideMoneySettings(tx)).platformCommissionBasisPoints,
      promoCode: ride.promoCode,
    });
    await tx
      .update(rides)
      .set({ status: step.to, completedAt: new Date(), amountKobo: agreedKobo(ride), ...money })
      .where(eq(rides.id, ride.id));
    await writeStatusUpdate(tx, { rideId: ride.id, status: step.to, by: input.by });
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

/** The agreed price; else the estimate, or the fare of the distance covered when the driver gave it. */
async function finalFareKobo(tx: Db, ride: RideRow, distanceCoveredKm: number | null) {
  if (ride.enableCustomerPreferredAmount || distanceCoveredKm === null) return agreedKobo(ride);
  const sharers = await tx.$count(
    rideSharedUsers,
    and(eq(rideSharedUsers.rideId, ride.id), isNull(rideSharedUsers.leftAt)),
  );
  const fare = fareOf(await currentFareSetting(tx), {
    distanceMetres: metresOf(distanceCoveredKm),
    isHighTraffic: ride.isHighTraffic,
    isShared: sharers > 0,
  });
  return fare.naira * 100;
}

/** A cash ride: the driver says what they took, at least the fare due. */
function refuseTooLittleCash(cashCollected: number | null | undefined, dueKobo: number) {
  if (cashCollected == null) throw invalidProperty('CashCollected', rideMoneyTexts.cashCollectedRequired);
  if (toKobo(cashCollected) < dueKobo)
    throw invalidProperty('CashCollected', rideMoneyTexts.cashCollectedTooLow(dueKobo / 100));
}
