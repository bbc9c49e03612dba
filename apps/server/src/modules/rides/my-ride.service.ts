import { type MyRide, type RideStatusUpdate, rideTexts } from '@wayfare/contracts';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import type { Page } from '../../db/list-query.ts';
import { forbidden, notFound } from '../../errors.ts';
import { statusHistoryOf } from './ride-history.ts';
import { rideView } from './ride-view.ts';
import { asMyRides, ridesOf } from './rider-rides.service.ts';
import { rides } from './rides.table.ts';

/** Why the caller may not read a ride that is not one of theirs: 403 when it exists, else 404. */
async function refusalFor(db: Db, rideId: number) {
  const [other] = await db.select({ id: rides.id }).from(rides).where(eq(rides.id, rideId));
  return other ? forbidden(rideTexts.notYourRide) : notFound(rideTexts.noRide(rideId));
}

/** Where the ride is one GetMyRides would list to the caller (owned, shared or driven). */
const callersRide = (db: Db, input: { rideId: number; by: string }) =>
  and(eq(rides.id, input.rideId), ridesOf(db, input.by))!;

async function assertPartOf(db: Db, input: { rideId: number; by: string }) {
  const [mine] = await db.select({ id: rides.id }).from(rides).where(callersRide(db, input));
  if (!mine) throw await refusalFor(db, input.rideId);
}

/** Ride/GetMyRide: one of the caller's rides, as GetMyRides lists it. */
export async function getMyRide(db: Db, input: { id: number; by: string }): Promise<MyRide> {
  const ride = await rideView(db, callersRide(db, { rideId: input.id, by: input.by }));
  if (!ride) throw await refusalFor(db, input.id);
  const [mine] = await asMyRides(db, [ride], input.by);
  return mine!;
}

/** Ride/GetMyRideStatusUpdates: the history of one of the caller's rides, oldest first. */
export async function getMyRideStatusUpdates(
  db: Db,
  input: { rideId: number; by: string },
): Promise<Page<RideStatusUpdate>> {
  await assertPartOf(db, input);
  return statusHistoryOf(db, input.rideId);
}
