import { type MyRide, type RideStatusUpdate, rideTexts } from '@wayfare/contracts';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import type { Page } from '../../db/list-query.ts';
import { forbidden, notFound } from '../../errors.ts';
import { statusHistoryOf } from './ride-history.ts';
import { rideView } from './ride-view.ts';
import { asMyRides, ridesOf } from './rider-rides.service.ts';
import { rides } from './rides.table.ts';

/**
 * A ride its person may read: one GetMyRides would list to them (owned, shared or driven); an unknown
 * ride is 404, another's 403.
 */
async function assertPartOf(db: Db, input: { rideId: number; by: string }) {
  const [mine] = await db
    .select({ id: rides.id })
    .from(rides)
    .where(and(eq(rides.id, input.rideId), ridesOf(db, input.by)));
  if (mine) return;
  const [other] = await db.select({ id: rides.id }).from(rides).where(eq(rides.id, input.rideId));
  throw other ? forbidden(rideTexts.notYourRide) : notFound(rideTexts.noRide(input.rideId));
}

/** Ride/GetMyRide: one of the caller's rides, as GetMyRides lists it. */
export async function getMyRide(db: Db, input: { id: number; by: string }): Promise<MyRide> {
  await assertPartOf(db, { rideId: input.id, by: input.by });
  const ride = await rideView(db, eq(rides.id, input.id));
  if (!ride) throw notFound(rideTexts.noRide(input.id));
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
