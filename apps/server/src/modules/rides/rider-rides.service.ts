import { type MyRide, type Ride, RideStatus } from '@wayfare/contracts';
import { and, asc, desc, eq, inArray, isNull, ne, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import type { Page, Paging } from '../../db/list-query.ts';
import { ridesRatedBy } from '../ratings/index.ts';
import { allowedDriver } from './driver-eligibility.ts';
import type { DriverClock } from './ride-lifecycle.service.ts';
import { pageOfRides } from './ride-lists.ts';
import { rideSharedUsers, rides } from './rides.table.ts';

/** The rides a person has a part in: owned, shared (even if they left it) or driven. */
export function ridesOf(db: Db, userId: string): SQL | undefined {
  const shared = db
    .select({ rideId: rideSharedUsers.rideId })
    .from(rideSharedUsers)
    .where(eq(rideSharedUsers.userId, userId));
  return or(eq(rides.customerId, userId), eq(rides.driverId, userId), inArray(rides.id, shared));
}

/** The rides as their person reads them: AmCustomer, and RatedByMe (one more query for the lot). */
export async function asMyRides(db: Db, list: Ride[], by: string): Promise<MyRide[]> {
  const rated = await ridesRatedBy(db, { userId: by, rideIds: list.map((ride) => ride.Id) });
  return list.map((ride) => ({ ...ride, AmCustomer: ride.DriverId !== by, RatedByMe: rated.has(ride.Id) }));
}

/** GetMyRides: the rides the caller owns, shares or drives, newest first. */
export async function myRides(
  db: Db,
  input: Paging & { rideStatus?: number | undefined; by: string },
): Promise<Page<MyRide>> {
  const where = and(ridesOf(db, input.by), input.rideStatus ? eq(rides.status, input.rideStatus) : undefined);
  const page = await pageOfRides(db, { ...input, where, orderBy: [desc(rides.createdAt), desc(rides.id)] });
  return { rows: await asMyRides(db, page.rows, input.by), total: page.total };
}

/** GetAvailableRides: for a driver allowed to drive, the Pending rides of others, oldest first. */
export async function availableRides(
  db: Db,
  input: Paging & DriverClock & { by: string },
): Promise<Page<Ride>> {
  await allowedDriver(db, { userId: input.by, now: input.now, timeZone: input.timeZone });
  // issue 31: a ride with a pick-up place is offered to the nearest drivers instead of listed.
  const where = and(
    eq(rides.status, RideStatus.Pending),
    ne(rides.customerId, input.by),
    isNull(rides.pickupLatitude),
  );
  return pageOfRides(db, { ...input, where, orderBy: [asc(rides.createdAt), asc(rides.id)] });
}
