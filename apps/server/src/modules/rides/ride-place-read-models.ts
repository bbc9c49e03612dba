import { ACTIVE_RIDE_STATUSES, RideStatus } from '@wayfare/contracts';
import { and, eq, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database.ts';
import { rideSharedUsers, rides } from './rides.table.ts';

/**
 * issue 31: the rides as dispatch and its live map read them (a ride's place, who is on a ride, which
 * rides wait for an offer, whose rides a rider follows). The tables stay this module's.
 */

/** A ride's place: who, where from and to, its status and car. */
const ridePlaceColumns = {
  id: rides.id,
  status: rides.status,
  customerId: rides.customerId,
  driverId: rides.driverId,
  carDetailId: rides.carDetailId,
  currentStreet: rides.currentStreet,
  currentCity: rides.currentCity,
  destinationAddress: rides.destinationAddress,
  pickupLatitude: rides.pickupLatitude,
  pickupLongitude: rides.pickupLongitude,
  pickupCell: rides.pickupCell,
  destinationLatitude: rides.destinationLatitude,
  destinationLongitude: rides.destinationLongitude,
  createdAt: rides.createdAt,
};

const queries = new QueryBuilder();

/**
 * The rides' places as a subquery for the live map to join: PostgreSQL folds it into the query joining
 * it, so the rides' indexes still serve it; it cannot be written to, which only this module does.
 */
export const ridePlacesAs = (name: string) => queries.select(ridePlaceColumns).from(rides).as(name);

/** The ride each of these drivers is on (Accepted, Arrived or Ongoing: active), by driver. */
export async function ridesOfDrivers(db: Db, driverIds: readonly string[]) {
  if (driverIds.length === 0) return new Map<string, { id: number; status: number }>();
  const rows = await db
    .select({ id: rides.id, status: rides.status, driverId: rides.driverId })
    .from(rides)
    .where(
      and(
        // One array parameter: dispatch asks about every idle driver near a pick-up (hundreds downtown).
        sql`${rides.driverId} = any(${sql.param([...driverIds])}::uuid[])`,
        inArray(rides.status, [...ACTIVE_RIDE_STATUSES]),
      ),
    );
  return new Map(rows.map((row) => [row.driverId!, { id: row.id, status: row.status }]));
}

/** The ride's row locked (FOR UPDATE) for offering it: offers of one ride are made one after another. */
export async function lockedRideToOffer(tx: Db, rideId: number) {
  const [ride] = await tx.select().from(rides).where(eq(rides.id, rideId)).for('update');
  return ride;
}

/** Pending rides with a pick-up place, oldest first: those dispatch offers. */
export function pendingRidesWithPickup(db: Db, limit: number) {
  return db
    .select({ id: rides.id })
    .from(rides)
    .where(and(eq(rides.status, RideStatus.Pending), isNotNull(rides.pickupLatitude)))
    .orderBy(rides.createdAt, rides.id)
    .limit(limit);
}

/** Everyone riding in the ride: its owner and the sharers who have not left. */
export async function ridersOf(db: Db, rideId: number): Promise<string[]> {
  const [ride] = await db.select({ customerId: rides.customerId }).from(rides).where(eq(rides.id, rideId));
  if (!ride) return [];
  const sharers = await db
    .select({ userId: rideSharedUsers.userId })
    .from(rideSharedUsers)
    .where(and(eq(rideSharedUsers.rideId, rideId), isNull(rideSharedUsers.leftAt)));
  return [ride.customerId, ...sharers.map((sharer) => sharer.userId)];
}

/** The rides these riders are on (owner or sharer) with a driver on the way or driving, and the rider. */
export async function drivenRidesOfRiders(db: Db, riderIds: readonly string[]) {
  if (riderIds.length === 0) return [];
  const driven = inArray(rides.status, [...ACTIVE_RIDE_STATUSES]);
  const owned = await db
    .select({ ...ridePlaceColumns, riderId: rides.customerId })
    .from(rides)
    .where(and(driven, inArray(rides.customerId, [...riderIds])));
  const shared = await db
    .select({ ...ridePlaceColumns, riderId: rideSharedUsers.userId })
    .from(rideSharedUsers)
    .innerJoin(rides, eq(rides.id, rideSharedUsers.rideId))
    .where(and(driven, isNull(rideSharedUsers.leftAt), inArray(rideSharedUsers.userId, [...riderIds])));
  return [...owned, ...shared];
}

/** The Ids of the rides someone drove, asked for or shared (their route goes with their anonymisation). */
export async function rideIdsOfPerson(db: Db, userId: string): Promise<number[]> {
  const own = await db
    .select({ id: rides.id })
    .from(rides)
    .where(or(eq(rides.driverId, userId), eq(rides.customerId, userId)));
  const shared = await db
    .select({ id: rideSharedUsers.rideId })
    .from(rideSharedUsers)
    .where(eq(rideSharedUsers.userId, userId));
  return [...new Set([...own, ...shared].map((ride) => ride.id))];
}
