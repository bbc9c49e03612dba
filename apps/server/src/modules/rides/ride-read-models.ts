import { RideStatus } from '@wayfare/contracts';
import { and, count, eq, gte, inArray, isNotNull, isNull, lt, type SQL, sql } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database.ts';
import { rideSharedUsers, rides } from './rides.table.ts';

/**
 * The rides as the other modules read them: a complaint or a rating is about a ride, a car on a ride
 * cannot be deleted, the dashboard counts rides per package. The tables stay this module's.
 */

/** A ride by its Id, if there is one. */
export async function rideById(db: Db, id: number) {
  const [ride] = await db.select().from(rides).where(eq(rides.id, id));
  return ride;
}

/** Whether the rider has completed a ride they asked for (a promo code for first rides only asks). */
export async function hasCompletedRide(db: Db, riderId: string) {
  const [ride] = await db
    .select({ id: rides.id })
    .from(rides)
    .where(and(eq(rides.customerId, riderId), eq(rides.status, RideStatus.Completed)))
    .limit(1);
  return ride !== undefined;
}

/** Whether someone still shares the ride (a rider who joined it and has not left). */
export async function sharesRide(db: Db, input: { rideId: number; userId: string }) {
  const sharing = and(
    eq(rideSharedUsers.rideId, input.rideId),
    eq(rideSharedUsers.userId, input.userId),
    isNull(rideSharedUsers.leftAt),
  );
  return (await db.$count(rideSharedUsers, sharing)) > 0;
}

/** The status of a ride the car is on in one of these statuses, if it is on one. */
export async function carRideStatus(db: Db, input: { carDetailId: number; statuses: number[] }) {
  const [busy] = await db
    .select({ status: rides.status })
    .from(rides)
    .where(and(eq(rides.carDetailId, input.carDetailId), inArray(rides.status, input.statuses)))
    .limit(1);
  return busy?.status;
}

/**
 * A ride done under a package: completed, with the package its driver held when accepting it (copied
 * then). A package's limit, its bonus and the dashboard's package-usage chart all count these rides,
 * by the moment they completed.
 */
const doneUnderPackage = and(eq(rides.status, RideStatus.Completed), isNotNull(rides.packageId));

/** The rides a driver did under a package between two moments (a package's period; `until` excluded). */
export function ridesDoneUnderPackage(
  db: Db,
  input: { driverId: string; packageId: number; from: Date; until: Date },
) {
  return db.$count(
    rides,
    and(
      doneUnderPackage,
      eq(rides.driverId, input.driverId),
      eq(rides.packageId, input.packageId),
      gte(rides.completedAt, input.from),
      lt(rides.completedAt, input.until),
    ),
  );
}

/**
 * Rides done under each package (`doneUnderPackage`) per local day (YYYY-MM-DD in timeZone) since a
 * moment (startOfLocalDay).
 */
export function completedRidesPerPackageAndDay(db: Db, input: { since: SQL; timeZone: string }) {
  const day = sql<string>`to_char(${rides.completedAt} at time zone ${input.timeZone}, 'YYYY-MM-DD')`;
  return db
    .select({ packageId: rides.packageId, day, rides: count() })
    .from(rides)
    .where(and(doneUnderPackage, gte(rides.completedAt, input.since)))
    .groupBy(sql`1`, sql`2`); // by position: the day's expression carries a parameter, which GROUP BY would not match
}

/** A ride as a complaint shows it: its driver, fare and the car it kept a copy of. Joined on `id`. */
export const ridesOfComplaints = new QueryBuilder()
  .select({
    id: rides.id,
    driverId: rides.driverId,
    amountKobo: rides.amountKobo,
    estimatedAmountKobo: rides.estimatedAmountKobo,
    carName: rides.carName,
    carModel: rides.carModel,
    carYear: rides.carYear,
    licenseNumber: rides.licenseNumber,
  })
  .from(rides)
  .as('rides');
