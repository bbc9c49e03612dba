import { OfferStatus } from '@wayfare/contracts';
import { and, asc, eq, inArray, lte } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { pathKm } from '../../geo.ts';
import { pendingRidesWithPickup } from '../rides/index.ts';
import { driverPositions, rideOffers, rideRoutePoints } from './dispatch.table.ts';
import type { DispatchSettings } from './dispatch-settings.ts';
import { staleBefore } from './driver-presence.ts';
import { offerRide } from './offer-ride.ts';
import { endOpenOffers, expireOffers } from './offers.service.ts';

/** How many waiting rides one sweep looks at: the oldest first, the rest at the next sweep. */
const RIDES_PER_SWEEP = 200;

/**
 * issue 31: the offers' clock, run by every process about once a second (all state is in rows, so any
 * process may run it, and two at once do each thing once): offers past their time expire, and every
 * Pending ride with a pick-up place and no open offer is offered to the next nearest driver (a ride
 * whose offer expired or was declined, or one booked while no driver was near).
 */
export async function sweepOffers(db: Db, input: { now: Date; settings: DispatchSettings }) {
  const expiredRides = await expireOffers(db, input);
  const waiting = (await pendingRidesWithPickup(db, RIDES_PER_SWEEP)).map((ride) => ride.id);
  const offered =
    waiting.length === 0
      ? []
      : await db
          .selectDistinct({ rideId: rideOffers.rideId })
          .from(rideOffers)
          .where(and(eq(rideOffers.status, OfferStatus.Open), inArray(rideOffers.rideId, waiting)));
  const busy = new Set(offered.map((offer) => offer.rideId));
  let made = 0;
  for (const rideId of waiting) if (!busy.has(rideId)) made += await offerRide(db, { rideId, ...input });
  return { expired: expiredRides.length, offered: made };
}

/** issue 31: drivers unseen for DRIVER_STALE_SECONDS are turned offline, their open offers withdrawn. */
export async function turnStaleDriversOffline(db: Db, input: { now: Date; staleSeconds: number }) {
  return db.transaction(async (tx) => {
    const stale = await tx
      .update(driverPositions)
      .set({ online: false })
      .where(and(eq(driverPositions.online, true), lte(driverPositions.seenAt, staleBefore(input))))
      .returning({ driverId: driverPositions.driverId });
    if (stale.length === 0) return 0;
    const ids = stale.map((row) => row.driverId);
    await endOpenOffers(tx, inArray(rideOffers.driverId, ids), OfferStatus.Withdrawn, input.now);
    return stale.length;
  });
}

/** issue 31: a ride's route is kept ROUTE_RETENTION_DAYS (the privacy notice says so), then deleted. */
export async function forgetOldRoutes(db: Db, input: { now: Date; retentionDays: number }) {
  const before = new Date(input.now.getTime() - input.retentionDays * 86_400_000);
  const gone = await db
    .delete(rideRoutePoints)
    .where(lte(rideRoutePoints.recordedAt, before))
    .returning({ id: rideRoutePoints.id });
  return gone.length;
}

/** The kilometres driven along the ride's route (its great-circle legs), when it has two points or more. */
export async function routeKm(db: Db, rideId: number): Promise<number | null> {
  const points = await db
    .select({ latitude: rideRoutePoints.latitude, longitude: rideRoutePoints.longitude })
    .from(rideRoutePoints)
    .where(eq(rideRoutePoints.rideId, rideId))
    .orderBy(asc(rideRoutePoints.id));
  return points.length < 2 ? null : pathKm(points);
}
