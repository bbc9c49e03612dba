import { drivingPackageTexts } from '@wayfare/contracts';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { conflict } from '../../errors.ts';
import { shownMoment } from '../../moments.ts';
import { ridesDoneUnderPackage } from '../rides/index.ts';
import { driverPackages, packages } from './packages.table.ts';

/**
 * Issue 30 "Packages decide who drives": a package held is one period, from its sale (or from when an
 * administrator gave it) for a day, a week or a month by its frequency; buying again starts a new one.
 * In it the driver accepts rides while the rides done under the package (`ridesDoneUnderPackage`, what
 * the dashboard's chart counts too) are below MaxTotalRides; a MaxTotalRides of 0 (the form's default)
 * sets no limit, as a MinTotalRides of 0 sets no ride bonus.
 */

/** Whether the package limits its period's rides (a MaxTotalRides of 0 does not). */
export const limitsRides = (held: Holding) => held.package.maxTotalRides > 0;

export type Clock = { now: Date; timeZone: string };

const periodEnd = sql<Date>`${driverPackages.since} + case ${packages.frequency} when 1 then interval '1 day' when 2 then interval '7 days' else interval '1 month' end`;

const holdingQuery = (db: Db, driverId: string) =>
  db
    .select({
      package: packages,
      since: driverPackages.since,
      until: periodEnd.mapWith(driverPackages.since),
    })
    .from(driverPackages)
    .innerJoin(packages, eq(packages.id, driverPackages.packageId))
    .where(eq(driverPackages.userId, driverId));

export type Holding = NonNullable<Awaited<ReturnType<typeof holding>>>;

/** The package a driver holds, with its period, if any. */
export async function holding(db: Db, driverId: string) {
  const [held] = await holdingQuery(db, driverId);
  return held;
}

/**
 * The same, its row locked until the transaction ends: a driver's accepts, bonus and sales queue on it,
 * so two of them never both see the last ride left or both pay the bonus.
 */
export async function lockedHolding(tx: Db, driverId: string) {
  const [held] = await holdingQuery(tx, driverId).for('update', { of: driverPackages });
  return held;
}

export const ridesDoneInPeriod = (db: Db, driverId: string, held: Holding) =>
  ridesDoneUnderPackage(db, {
    driverId,
    packageId: held.package.id,
    from: held.since,
    until: held.until,
  });

/** Why the driver cannot accept a ride now, or null when they can. */
export function refusalOf(held: Holding | undefined, ridesDone: number, clock: Clock): string | null {
  if (!held) return drivingPackageTexts.noPackage;
  const end = shownMoment(held.until, clock.timeZone);
  if (clock.now >= held.until) return drivingPackageTexts.periodEnded(held.package.name, end);
  if (limitsRides(held) && ridesDone >= held.package.maxTotalRides)
    return drivingPackageTexts.ridesUsedUp(held.package.name, held.package.maxTotalRides, end);
  return null;
}

async function allowingRide(db: Db, held: Holding | undefined, input: { driverId: string } & Clock) {
  const done = held ? await ridesDoneInPeriod(db, input.driverId, held) : 0;
  const refusal = refusalOf(held, done, input);
  if (refusal || !held) throw conflict(refusal ?? drivingPackageTexts.noPackage);
  return { id: held.package.id, name: held.package.name };
}

/**
 * AcceptRide's check, in its transaction: the package the ride is driven under, or 409 saying why there
 * is none (no package, its period ended, its rides used up).
 */
export async function packageAllowingRide(tx: Db, input: { driverId: string } & Clock) {
  return allowingRide(tx, await lockedHolding(tx, input.driverId), input);
}

/**
 * issue 31: the same check without locking the holding, for going online and for an offer: they take no
 * ride (AcceptRide asks again, locked), and an offer looks at many drivers in its distance order, so
 * locking each would deadlock with the offers of other rides made at the same time.
 */
export async function packageWouldAllowRide(db: Db, input: { driverId: string } & Clock) {
  return allowingRide(db, await holding(db, input.driverId), input);
}
