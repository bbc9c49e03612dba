import {
  CURRENCY_SIGN,
  type DriverUpdateEvent,
  type OfferStatusId,
  offerStatusNames,
  type RideOffer,
  type RidePaymentMethodId,
  ridePaymentMethodNames,
} from '@wayfare/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import type { rideById } from '../rides/index.ts';
import type { RideOfferRow } from './dispatch.table.ts';
import { toRidePlace } from './ride-place-view.ts';

type RideRow = NonNullable<Awaited<ReturnType<typeof rideById>>>;

/** An offer as its driver sees it: the ride's places, distance and price. */
export function toRideOffer(offer: RideOfferRow, ride: RideRow): RideOffer {
  return {
    Id: offer.id,
    RideId: offer.rideId,
    Status: offer.status,
    StatusName: offerStatusNames[offer.status as OfferStatusId],
    OfferedAt: offer.offeredAt.toISOString(),
    ExpiresAt: offer.expiresAt.toISOString(),
    DistanceToPickup: offer.distanceToPickupMetres / 1000,
    ...toRidePlace(ride),
    DistanceToCover: ride.distanceMetres / 1000,
    EstimatedAmount: ride.estimatedAmountKobo / 100,
    PaymentMethodName: ridePaymentMethodNames[ride.paymentMethod as RidePaymentMethodId] ?? '',
    CurrencySign: CURRENCY_SIGN,
  };
}

/**
 * The channel a driver's offers are announced on, in the offer's transaction (delivered once it
 * commits, to every process): `{DriverId, Event}` as JSON; Ride/MyDriverUpdates listens to it.
 */
export const DRIVER_UPDATES_CHANNEL = 'driver_updates';

export const notifyDriver = (tx: Db, driverId: string, event: DriverUpdateEvent) =>
  tx.execute(
    sql`select pg_notify(${DRIVER_UPDATES_CHANNEL}, ${JSON.stringify({ DriverId: driverId, Event: event })})`,
  );

/** Tells the drivers of these offers they ended (expired, withdrawn) before they answered. */
export async function notifyOffersEnded(tx: Db, ended: readonly RideOfferRow[]) {
  for (const offer of ended)
    await notifyDriver(tx, offer.driverId, {
      Type: 'OfferEnded',
      OfferId: offer.id,
      RideId: offer.rideId,
      Status: offer.status,
      StatusName: offerStatusNames[offer.status as OfferStatusId],
    });
}
