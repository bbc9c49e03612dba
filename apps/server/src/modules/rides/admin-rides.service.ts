import {
  ACTIVE_RIDE_STATUSES,
  type RecentRideSummary,
  type RIDE_SORTS,
  type Ride,
  type RideStatusUpdate,
  rideTexts,
  type Sorting,
} from '@wayfare/contracts';
import { and, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database.ts';
import {
  containing,
  type Page,
  type Paging,
  type SortColumns,
  sortedBy,
  wholeList,
  withinDates,
} from '../../db/list-query.ts';
import { notFound } from '../../errors.ts';
import { people, userNameAndPhone } from '../accounts/index.ts';
import { statusHistoryOf } from './ride-history.ts';
import { pageOfRides } from './ride-lists.ts';
import { rideStatusName, rideView } from './ride-view.ts';
import { listedAmountKobo, rideSharedUsers, rides } from './rides.table.ts';

type RideSort = (typeof RIDE_SORTS)[number];

export type RidesQuery = Paging &
  Sorting<RideSort> & {
    keyword?: string | undefined;
    rideStatus?: number | undefined;
    from?: string | undefined;
    to?: string | undefined;
  };

/** What the admin ride lists sort by (issue 32), each on an index of the rides table. */
const sortColumns: SortColumns<RideSort> = {
  RideDate: rides.createdAt,
  RideStatus: rides.status,
  Amount: listedAmountKobo(rides),
  DistanceToCover: rides.distanceMetres,
};

/**
 * The people whose first name, surname or phone holds the keyword. The trigram index on the three
 * together finds the candidates; the per-column test keeps the match exact (no match across columns).
 */
function peopleMatching(db: Db, pattern: string) {
  const column = (value: AnyPgColumn) => sql`lower(${value}) like ${pattern}`;
  return db
    .select({ id: people.id })
    .from(people)
    .where(
      and(
        sql`${userNameAndPhone(people)} like ${pattern}`,
        or(column(people.firstname), column(people.surname), column(people.phoneNumber)),
      ),
    );
}

/**
 * The keyword filter of the ride lists: the customer's or driver's name or phone, the destination, or
 * the car's name or licence number.
 * The people are looked up first, so rides are found through their customer's and driver's indexes
 * (with the dates in the same index) and the destination's and car's trigram indexes, not by reading every ride
 * of the period joined to its people (bench/README.md, rides: 1 000 000 rides).
 */
function rideKeywordMatch(db: Db, keyword: string | undefined): SQL | undefined {
  if (!keyword) return undefined;
  const pattern = containing(keyword);
  return or(
    sql`${rides.customerId} = any(array(${peopleMatching(db, pattern)}))`,
    sql`${rides.driverId} = any(array(${peopleMatching(db, pattern)}))`,
    sql`lower(${rides.destinationAddress}) like ${pattern}`,
    sql`lower(${rides.carName}) like ${pattern}`,
    sql`lower(${rides.licenseNumber}) like ${pattern}`,
  );
}

/**
 * GetRides and GetActiveRides (Ride 10): newest first unless sorted otherwise; rideStatus absent or 0 is 'All Rides'; the
 * keyword in the customer's and driver's names and phones, the destination, and the car's name and
 * licence number.
 */
export function listRides(db: Db, query: RidesQuery & { activeOnly: boolean }): Promise<Page<Ride>> {
  const where = and(
    query.activeOnly ? inArray(rides.status, [...ACTIVE_RIDE_STATUSES]) : undefined,
    query.rideStatus ? eq(rides.status, query.rideStatus) : undefined,
    withinDates(rides.createdAt, query),
    rideKeywordMatch(db, query.keyword),
  );
  const orderBy = sortedBy(query, {
    columns: sortColumns,
    tieBreaker: rides.id,
    byDefault: [desc(rides.createdAt), desc(rides.id)],
  });
  return pageOfRides(db, { ...query, where, orderBy });
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
  return statusHistoryOf(db, input.rideId);
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
