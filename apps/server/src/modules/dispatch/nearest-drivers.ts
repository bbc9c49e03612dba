import { OfferStatus } from '@wayfare/contracts';
import { and, eq, gt, isNotNull, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { type GeoPoint, greatCircleKm } from '../../geo.ts';
import { ridesOfDrivers } from '../rides/index.ts';
import { driverPositions, rideOffers } from './dispatch.table.ts';
import { cellsAround } from './dispatch-cells.ts';
import { type Freshness, staleBefore } from './driver-presence.ts';

export type Candidate = { driverId: string; distanceKm: number };

/**
 * issue 31: the idle drivers nearest the pick-up, nearest first, within `radiusKm` great-circle:
 * online and fresh, in the rings of H3 cells covering the radius (the cell index does the spatial
 * search), with no open offer, not on a ride, never offered this ride, not riding in it.
 */
export async function nearestIdleDrivers(
  db: Db,
  input: {
    pickup: GeoPoint & { cell: string };
    radiusKm: number;
    rideId: number;
    riders: readonly string[];
  } & Freshness,
): Promise<Candidate[]> {
  const offeredThisRide = db
    .select({ driverId: rideOffers.driverId })
    .from(rideOffers)
    .where(eq(rideOffers.rideId, input.rideId));
  const offeredNow = db
    .select({ driverId: rideOffers.driverId })
    .from(rideOffers)
    .where(eq(rideOffers.status, OfferStatus.Open));
  const rows = await db
    .select({
      driverId: driverPositions.driverId,
      latitude: driverPositions.latitude,
      longitude: driverPositions.longitude,
    })
    .from(driverPositions)
    .where(
      and(
        eq(driverPositions.online, true),
        // One array parameter, not one parameter per cell (about 200 for 5 km): building, sending and
        // planning a statement with hundreds of parameters cost more than running it.
        sql`${driverPositions.cell} = any(${sql.param(cellsAround(input.pickup.cell, input.radiusKm))}::text[])`,
        isNotNull(driverPositions.latitude),
        gt(driverPositions.seenAt, staleBefore(input)),
        notInArray(driverPositions.driverId, offeredThisRide),
        notInArray(driverPositions.driverId, offeredNow),
        input.riders.length > 0 ? notInArray(driverPositions.driverId, [...input.riders]) : undefined,
      ),
    );
  const near = rows
    .map((row) => ({
      driverId: row.driverId,
      distanceKm: greatCircleKm(input.pickup, { latitude: row.latitude!, longitude: row.longitude! }),
    }))
    .filter((candidate) => candidate.distanceKm <= input.radiusKm)
    .sort((a, b) => a.distanceKm - b.distanceKm);
  const busy = await ridesOfDrivers(
    db,
    near.map((candidate) => candidate.driverId),
  );
  return near.filter((candidate) => !busy.has(candidate.driverId));
}
