import {
  ACTIVE_RIDE_STATUSES,
  type RecentRideSummary,
  type Ride,
  type RideStatusUpdate,
  rideTexts,
} from '@wayfare/contracts';
import { and, asc, desc, eq, inArray, or } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { keywordMatch, type Page, type Paging, wholeList, withinDates } from '../../db/list-query.ts';
import { notFound } from '../../errors.ts';
import { users } from '../accounts/accounts.table.ts';
import { pageOfRides } from './ride-lists.ts';
import { customers, drivers, rideStatusName, rideView } from './ride-view.ts';
import { rideSharedUsers, rideStatusUpdates, rides } from './rides.table.ts';

export type RidesQuery = Paging & {
  keyword?: string | undefined;
  rideStatus?: number | undefined;
  from?: string | undefined;
  to?: string | undefined;
};

/**
 * GetRides and GetActiveRides (Ride 10): newest first; rideStatus absent or 0 is 'All Rides'; the
 * keyword in the customer's and driver's names and phones, the destination, and the car's name and
 * licence number.
 */
export function listRides(db: Db, query: RidesQuery & { activeOnly: boolean }): Promise<Page<Ride>> {
  const where = and(
    query.activeOnly ? inArray(rides.status, [...ACTIVE_RIDE_STATUSES]) : undefined,
    query.rideStatus ? eq(rides.status, query.rideStatus) : undefined,
    withinDates(rides.createdAt, query),
    keywordMatch(
      [
        customers.firstname,
        customers.surname,
        customers.phoneNumber,
        drivers.firstname,
        drivers.surname,
        drivers.phoneNumber,
        rides.destinationAddress,
        rides.carName,
        rides.licenseNumber,
      ],
      query.keyword,
    ),
  );
  return pageOfRides(db, { ...query, where, orderBy: [desc(rides.createdAt), desc(rides.id)] });
}

/** GetRideById: the ride with its sharers. */
export async function getRideById(db: Db, input: { id: number }): Promise<Ride> {
  const ride = await rideView(db, eq(rides.id, input.id));
  if (!ride) throw notFound(rideTexts.noRide(input.id));
  return ride;
}

/** GetRideStatusUpdates: the ride's history, oldest first, with who made each change. */
export async function getRideStatusUpdates(
  db: Db,
  input: { rideId: number },
): Promise<Page<RideStatusUpdate>> {
  const [ride] = await db.select({ id: rides.id }).from(rides).where(eq(rides.id, input.rideId));
  if (!ride) throw notFound(rideTexts.noRide(input.rideId));
  return wholeList(
    db
      .select({ update: rideStatusUpdates, firstname: users.firstname, surname: users.surname })
      .from(rideStatusUpdates)
      .leftJoin(users, eq(users.id, rideStatusUpdates.byUserId))
      .where(eq(rideStatusUpdates.rideId, input.rideId))
      .orderBy(asc(rideStatusUpdates.createdAt), asc(rideStatusUpdates.id))
      .then((rows) =>
        rows.map(({ update, firstname, surname }) => ({
          Id: update.id,
          RideId: update.rideId,
          RideStatus: update.status,
          RideStatusName: rideStatusName(update.status),
          Reason: update.reason,
          CreatedDate: update.createdAt.toISOString(),
          ByUserId: update.byUserId,
          ByName: firstname === null || surname === null ? null : `${firstname} ${surname}`,
        })),
      ),
  );
}

const RECENT_RIDES = 10;

/** GetUserRecentRides: the account's latest 10 rides, as rider (owner or sharer) or as driver. */
export function getUserRecentRides(db: Db, input: { userId: string }): Promise<Page<RecentRideSummary>> {
  const shared = db
    .select({ rideId: rideSharedUsers.rideId })
    .from(rideSharedUsers)
    .where(eq(rideSharedUsers.userId, input.userId));
  return wholeList(
    db
      .select()
      .from(rides)
      .where(
        or(eq(rides.customerId, input.userId), eq(rides.driverId, input.userId), inArray(rides.id, shared)),
      )
      .orderBy(desc(rides.createdAt), desc(rides.id))
      .limit(RECENT_RIDES)
      .then((rows) =>
        rows.map((ride) => ({
          Id: ride.id,
          RideStatus: ride.status,
          RideStatusName: rideStatusName(ride.status),
          RideDate: ride.createdAt.toISOString(),
          AmCustomer: ride.driverId !== input.userId,
          DestinationAddress: ride.destinationAddress,
          CarName: ride.carName,
          CarModel: ride.carModel,
          CarYear: ride.carYear,
        })),
      ),
  );
}
