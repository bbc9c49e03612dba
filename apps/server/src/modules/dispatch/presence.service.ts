import {
  type DriverPresence,
  OfferStatus,
  RideStatus,
  ridePlaceTexts,
  rideTexts,
  type UpdateMyLocationRequest,
} from '@wayfare/contracts';
import { and, eq, gt, isNull, lte, or } from 'drizzle-orm';
import type { RideRules } from '../../app-context.ts';
import type { Db } from '../../db/database.ts';
import { AppError, conflict, tooManyRequests } from '../../errors.ts';
import { dispatchCell } from '../../geo.ts';
import { ridesOfDrivers } from '../rides/index.ts';
import { driverPositions, rideOffers, rideRoutePoints } from './dispatch.table.ts';
import { driverPresence, type Freshness, isOnline, positionOf, staleBefore } from './driver-presence.ts';
import { endOpenOffers } from './offers.service.ts';

/** issue 31 §presence: a driver goes online, sends where they are, goes offline. */

type Caller = { by: string } & Freshness;

/** A location at most this often per driver: the phone's few seconds, with room for jitter. */
const LOCATION_EVERY_MS = 1000;

/**
 * GoOnline: what AcceptRide checks (active, licence, an Approved car with unexpired papers, a package
 * with rides left), each refusal a 409 with its reason; not being a driver at all stays 403. The
 * position starts empty: the driver is offered rides once their first location arrives.
 */
export async function goOnline(
  db: Db,
  input: Caller & { timeZone: string; rules: RideRules },
): Promise<DriverPresence> {
  await db.transaction(async (tx) => {
    try {
      await input.rules.checkMayDrive(tx, { userId: input.by, now: input.now, timeZone: input.timeZone });
    } catch (error) {
      if (error instanceof AppError && error.status === 403 && error.message !== rideTexts.notADriver)
        throw conflict(error.message);
      throw error;
    }
    if (isOnline(await positionOf(tx, input.by), input)) throw conflict(ridePlaceTexts.alreadyOnline);
    const fresh = {
      online: true,
      onlineSince: input.now,
      seenAt: input.now,
      latitude: null,
      longitude: null,
      cell: null,
      heading: null,
      speed: null,
      accuracy: null,
    };
    await tx
      .insert(driverPositions)
      .values({ driverId: input.by, ...fresh })
      .onConflictDoUpdate({ target: driverPositions.driverId, set: fresh });
  });
  return driverPresence(db, input.by, input);
}

/** GoOffline: no more offers (an open one is withdrawn); 409 while on a ride. */
export async function goOffline(
  db: Db,
  input: Caller,
): Promise<{ presence: DriverPresence; rideIds: number[] }> {
  const rideIds = await db.transaction(async (tx) => {
    if ((await ridesOfDrivers(tx, [input.by])).has(input.by)) throw conflict(ridePlaceTexts.onAnotherRide);
    await tx.update(driverPositions).set({ online: false }).where(eq(driverPositions.driverId, input.by));
    const withdrawn = await endOpenOffers(
      tx,
      eq(rideOffers.driverId, input.by),
      OfferStatus.Withdrawn,
      input.now,
    );
    return withdrawn.map((offer) => offer.rideId);
  });
  return { presence: await driverPresence(db, input.by, input), rideIds };
}

/**
 * UpdateMyLocation: the one row per driver overwritten with the position and its H3 cell. The limit is
 * the update's own condition (the last position at least a second old, or none since going online),
 * so 2,000 updates a second cost one statement each; a refused update is then told apart: offline
 * (409) or too soon (429 with Retry-After). While the driver's ride is Ongoing, the point is appended
 * to its route.
 */
export async function updateMyLocation(
  db: Db,
  input: Caller & UpdateMyLocationRequest,
): Promise<DriverPresence> {
  const latitude = Number(input.Latitude);
  const longitude = Number(input.Longitude);
  const since = new Date(input.now.getTime() - LOCATION_EVERY_MS);
  const [moved] = await db
    .update(driverPositions)
    .set({
      latitude,
      longitude,
      cell: dispatchCell({ latitude, longitude }),
      heading: input.Heading == null ? null : Number(input.Heading),
      speed: input.Speed == null ? null : Number(input.Speed),
      accuracy: input.Accuracy == null ? null : Number(input.Accuracy),
      seenAt: input.now,
    })
    .where(
      and(
        eq(driverPositions.driverId, input.by),
        eq(driverPositions.online, true),
        gt(driverPositions.seenAt, staleBefore(input)),
        or(isNull(driverPositions.latitude), lte(driverPositions.seenAt, since)),
      ),
    )
    .returning();
  if (!moved) {
    const row = await positionOf(db, input.by);
    if (!isOnline(row, input)) throw conflict(ridePlaceTexts.notOnline);
    const waitMs = row.seenAt.getTime() + LOCATION_EVERY_MS - input.now.getTime();
    throw tooManyRequests(
      ridePlaceTexts.tooManyUpdates(Math.max(1, Math.ceil(waitMs / 1000))),
      waitMs / 1000,
    );
  }
  const ride = (await ridesOfDrivers(db, [input.by])).get(input.by);
  if (ride?.status === RideStatus.Ongoing)
    await db.insert(rideRoutePoints).values({ rideId: ride.id, latitude, longitude, recordedAt: input.now });
  return driverPresence(db, input.by, input, { row: moved, ride });
}
