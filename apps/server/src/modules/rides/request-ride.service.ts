import {
  type Ride,
  RidePaymentMethod,
  type RidePaymentMethodId,
  RideStatus,
  rideTexts,
} from '@wayfare/contracts';
import { eq } from 'drizzle-orm';
import type { RoadRouter } from '../../adapters/routing/road-router.ts';
import type { Db } from '../../db/database.ts';
import { conflict, invalidProperty } from '../../errors.ts';
import { toKobo } from '../../money.ts';
import { checkPromoCode, type PromoRule, promoDiscountKobo, reservePromoUse } from '../promotions/index.ts';
import { fareOf } from './fares.ts';
import { refuseRiderWhoOwes } from './owed-fares.ts';
import { chargeCardForHold, type RideCardPayments } from './ride-card-payments.ts';
import {
  raceError,
  refuseRiderInProgress,
  unfinishedRideOf,
  writeStatusUpdate,
} from './ride-lifecycle.service.ts';
import { holdAmountKobo, holdAtBooking } from './ride-money.service.ts';
import { recordRideMovement } from './ride-money-ledger.ts';
import {
  distanceToCoverMetres,
  placeColumns,
  requestRidePlaceProperties,
  ridePlaceOf,
} from './ride-place.ts';
import { currentRideSettings } from './ride-settings.service.ts';
import { rideById, rideStatusName } from './ride-view.ts';
import { rides } from './rides.table.ts';

type By = { by: string };

export type RequestRideInput = {
  DistanceToCover?: number | undefined;
  PickupLatitude?: number | null | undefined;
  PickupLongitude?: number | null | undefined;
  DestinationLatitude?: number | null | undefined;
  DestinationLongitude?: number | null | undefined;
  IsHighTraffic: boolean;
  DestinationAddress: string;
  CurrentStreet: string;
  CurrentCity: string;
  CurrentSubregion: string;
  AllowSharing: boolean;
  EnableCustomerPerferredAmount: boolean;
  CustomerPerferredAmount?: number | null | undefined;
  PaymentMethod?: RidePaymentMethodId | undefined;
  SecondaryPaymentMethod?: RidePaymentMethodId | null | undefined;
  PromoCode?: string | null | undefined;
};

/** The fare of a booking: the estimate (§2), the amount agreed, its promo discount and the hold, in kobo. */
async function bookingQuote(
  db: Db,
  input: RequestRideInput & { distanceMetres: number },
  rule: PromoRule | undefined,
) {
  const setting = await currentRideSettings(db);
  const { distanceMetres } = input;
  const estimate = fareOf(setting, { distanceMetres, isHighTraffic: input.IsHighTraffic, isShared: false });
  const preferred = input.EnableCustomerPerferredAmount ? (input.CustomerPerferredAmount ?? null) : null;
  if (preferred !== null && (preferred * 2 < estimate.naira || preferred > estimate.naira * 2)) {
    throw invalidProperty(
      'CustomerPerferredAmount',
      rideTexts.preferredRange(estimate.naira / 2, estimate.naira * 2),
    );
  }
  const agreedKobo = preferred === null ? estimate.naira * 100 : toKobo(preferred);
  const promoKobo = rule ? promoDiscountKobo(rule, agreedKobo) : 0;
  return {
    distanceMetres,
    estimateKobo: estimate.naira * 100,
    preferredKobo: preferred === null ? null : toKobo(preferred),
    promoKobo,
    holdKobo: holdAmountKobo(agreedKobo - promoKobo, setting.holdMarginBasisPoints),
  };
}

/**
 * A card that may pay the hold is charged before the booking's transaction (a network call never runs
 * inside one), after the refusals a charge would be wasted on; the transaction asks them again, locked.
 */
async function chargeCardBeforeBooking(
  db: Db,
  payments: RideCardPayments,
  input: RequestRideInput &
    By & {
      distanceMetres: number;
      method: RidePaymentMethodId;
      secondary: RidePaymentMethodId | null;
      rule: PromoRule | undefined;
    },
) {
  if (input.method !== RidePaymentMethod.Card && input.secondary !== RidePaymentMethod.Card) return undefined;
  const quote = await bookingQuote(db, input, input.rule);
  await refuseRiderWhoOwes(db, input.by);
  const unfinished = await unfinishedRideOf(db, input.by);
  if (unfinished !== undefined) throw conflict(rideTexts.inProgress(rideStatusName(unfinished)));
  return chargeCardForHold(db, payments, {
    riderId: input.by,
    method: input.method,
    secondary: input.secondary,
    holdKobo: quote.holdKobo,
  });
}

/**
 * RequestRide: the Pending ride with its estimate (§2); a preferred amount between half and twice it.
 * issue 30: its money too (ride-money.service.ts): the promo code's use reserved and the fare held, in
 * the request's transaction; a card on file is charged into the wallet before it (ride-card-payments.ts).
 * issue 31: with the pick-up's and destination's coordinates, the distance is the road's (asked before
 * any transaction: the routing engine is a network call) and the ride keeps its place.
 */
export async function requestRide(
  db: Db,
  input: RequestRideInput & By & { now: Date },
  deps: { payments: RideCardPayments; roads: RoadRouter },
): Promise<Ride> {
  const place = ridePlaceOf([
    input.PickupLatitude,
    input.PickupLongitude,
    input.DestinationLatitude,
    input.DestinationLongitude,
  ]);
  const distanceMetres = await distanceToCoverMetres(deps.roads, {
    place,
    distanceKm: input.DistanceToCover,
    properties: requestRidePlaceProperties,
  });
  const method = input.PaymentMethod ?? RidePaymentMethod.Cash;
  const secondary = input.SecondaryPaymentMethod ?? null;
  const code = input.PromoCode?.trim() || null;
  const rule = code ? await checkPromoCode(db, { code, riderId: input.by, now: input.now }) : undefined;
  const cardCharge = await chargeCardBeforeBooking(db, deps.payments, {
    ...input,
    distanceMetres,
    method,
    secondary,
    rule,
  });
  let id: number;
  try {
    id = await db.transaction(async (tx) => {
      await refuseRiderInProgress(tx, input.by);
      await refuseRiderWhoOwes(tx, input.by);
      const booked = await bookingQuote(tx, { ...input, distanceMetres }, rule);
      const [ride] = await tx
        .insert(rides)
        .values({
          customerId: input.by,
          distanceMetres: booked.distanceMetres,
          isHighTraffic: input.IsHighTraffic,
          allowSharing: input.AllowSharing,
          destinationAddress: input.DestinationAddress,
          currentStreet: input.CurrentStreet,
          currentCity: input.CurrentCity,
          currentSubregion: input.CurrentSubregion,
          ...placeColumns(place),
          estimatedAmountKobo: booked.estimateKobo,
          enableCustomerPreferredAmount: input.EnableCustomerPerferredAmount,
          customerPreferredAmountKobo: booked.preferredKobo,
        })
        .returning({ id: rides.id });
      const rideId = ride!.id;
      if (cardCharge) await recordRideMovement(tx, { rideId, kind: 'card_charge', ...cardCharge });
      const money = await holdAtBooking(tx, {
        rideId,
        riderId: input.by,
        method,
        secondary,
        holdKobo: booked.holdKobo,
      });
      if (rule) await reservePromoUse(tx, { rule, riderId: input.by, rideId });
      await tx
        .update(rides)
        .set({
          ...money,
          secondaryPaymentMethod: secondary,
          paymentMethodNamed: input.PaymentMethod !== undefined,
          promoCodeId: rule?.id ?? null,
          promoCode: rule?.code ?? null,
          promoDiscountKobo: booked.promoKobo,
        })
        .where(eq(rides.id, rideId));
      await writeStatusUpdate(tx, { rideId, status: RideStatus.Pending, by: input.by });
      return rideId;
    });
  } catch (error) {
    throw raceError(error, rideTexts.inProgress(rideStatusName(RideStatus.Pending)));
  }
  return rideById(db, id);
}
