import { type MyRide, type Ride, RideStatus } from '@wayfare/contracts';
import { and, asc, desc, eq, inArray, ne, or } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import type { Page, Paging } from '../../db/list-query.ts';
import { allowedDriver } from './driver-eligibility.ts';
import type { DriverClock } from './ride-lifecycle.service.ts';
import { pageOfRides } from './ride-lists.ts';
import { rideSharedUsers, rides } from './rides.table.ts';

/** GetMyRides: the rides the caller owns, shares or drives, newest first, with AmCustomer. */
export async function myRides(
  db: Db,
  input: Paging & { rideStatus?: number | undefined; by: string },
): Promise<Page<MyRide>> {
  const shared = db
    .select({ rideId: rideSharedUsers.rideId })
    .from(rideSharedUsers)
    .where(eq(rideSharedUsers.userId, input.by));
  const where = and(
    or(eq(rides.customerId, input.by), eq(rides.driverId, input.by), inArray(rides.id, shared)),
    input.rideStatus ? eq(rides.status, input.rideStatus) : undefined,
  );
  const page = await pageOfRides(db, { ...input, where, orderBy: [desc(rides.createdAt), desc(rides.id)] });
  return {
    rows: page.rows.map((ride: Ride) => ({ ...ride, AmCustomer: ride.DriverId !== input.by })),
    total: page.total,
  };
}

/** GetAvailableRides: for a driver allowed to drive, the Pending rides of others, oldest first. */
export async function availableRides(
  db: Db,
  input: Paging & DriverClock & { by: string },
): Promise<Page<Ride>> {
  await allowedDriver(db, { userId: input.by, now: input.now, timeZone: input.timeZone });
  const where = and(eq(rides.status, RideStatus.Pending), ne(rides.customerId, input.by));
  return pageOfRides(db, { ...input, where, orderBy: [asc(rides.createdAt), asc(rides.id)] });
}
