import { asc, eq } from 'drizzle-orm';
import type { RideDispatchHistory } from '../../app-context.ts';
import type { Db } from '../../db/database.ts';
import { rideOffers, rideRoutePoints } from './dispatch.table.ts';

/**
 * issue 32: what dispatch knows of one ride, for its timeline: the offers made to drivers (oldest
 * first) and the route driven, point by point.
 */
export async function rideDispatchHistory(db: Db, rideId: number): Promise<RideDispatchHistory> {
  const [offers, route] = await Promise.all([
    db
      .select({
        driverId: rideOffers.driverId,
        status: rideOffers.status,
        distanceToPickupMetres: rideOffers.distanceToPickupMetres,
        offeredAt: rideOffers.offeredAt,
        endedAt: rideOffers.endedAt,
      })
      .from(rideOffers)
      .where(eq(rideOffers.rideId, rideId))
      .orderBy(asc(rideOffers.offeredAt), asc(rideOffers.id)),
    db
      .select({
        latitude: rideRoutePoints.latitude,
        longitude: rideRoutePoints.longitude,
        recordedAt: rideRoutePoints.recordedAt,
      })
      .from(rideRoutePoints)
      .where(eq(rideRoutePoints.rideId, rideId))
      .orderBy(asc(rideRoutePoints.id)),
  ]);
  return { offers, route };
}
