import { RideStatus, type RideSummary, TOP_DRIVERS, type TopDriver } from '@wayfare/contracts';
import { and, count, desc, eq, gte, inArray, isNotNull, isNull, lt, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import type { Page } from '../../db/list-query.ts';
import { people } from '../accounts/index.ts';
import { countRidesWithPendingComplaint } from '../complaints/index.ts';
import { addDays, localDay, startOfLocalDay } from './local-day.ts';
import { rides } from './rides.table.ts';

export type Clock = { now: Date; timeZone: string };

/**
 * GetRideSummary (the dashboard): rides active now; Pending rides asked for and rides completed today
 * (the day in TIME_ZONE); live accounts that are neither administrators nor drivers; drivers; drivers
 * whose licence is Valid and unexpired; rides with a Pending complaint.
 */
export async function rideSummary(db: Db, clock: Clock): Promise<RideSummary> {
  const today = localDay(clock.now, clock.timeZone);
  const dayStarts = startOfLocalDay(today, clock.timeZone);
  const dayEnds = startOfLocalDay(addDays(today, 1), clock.timeZone);
  // The three counts of people in one pass over the accounts (three queries read them three times).
  const counted = (where: SQL) => sql<number>`count(*) filter (where ${where})`.mapWith(Number);
  const peopleCounts = db
    .select({
      riders: counted(sql`not ${people.isAdmin} and not ${people.isDriver}`),
      drivers: counted(sql`${people.isDriver}`),
      verified: counted(
        and(
          eq(people.isDriver, true),
          isNotNull(people.driverLicense),
          isNotNull(people.licenseApprovedAt),
          gte(people.licenseExpiryDate, today),
        )!,
      ),
    })
    .from(people)
    .where(isNull(people.deletedAt));
  const [active, pendingToday, completedToday, [counts], complained] = await Promise.all([
    db.$count(rides, inArray(rides.status, [2, 3, 4])),
    db.$count(
      rides,
      and(
        eq(rides.status, RideStatus.Pending),
        gte(rides.createdAt, dayStarts),
        lt(rides.createdAt, dayEnds),
      ),
    ),
    db.$count(
      rides,
      and(
        eq(rides.status, RideStatus.Completed),
        gte(rides.completedAt, dayStarts),
        lt(rides.completedAt, dayEnds),
      ),
    ),
    peopleCounts,
    countRidesWithPendingComplaint(db),
  ]);
  const riders = counts?.riders ?? 0;
  const allDrivers = counts?.drivers ?? 0;
  const verified = counts?.verified ?? 0;
  return {
    ActiveRidesCount: active,
    UnresolvedRidesWithComplaintCount: complained,
    PendingRidesTodayCount: pendingToday,
    CompletedRidesTodayCount: completedToday,
    TotalUserCount: riders,
    TotalDriverCount: allDrivers,
    TotalVerifiedDriverCount: verified,
  };
}

/** GetTopDrivers: the 6 drivers with most rides completed in the last daysBack days (today included). */
export async function topDrivers(db: Db, input: Clock & { daysBack: number }): Promise<Page<TopDriver>> {
  const since = startOfLocalDay(
    addDays(localDay(input.now, input.timeZone), 1 - input.daysBack),
    input.timeZone,
  );
  const completed = count(rides.id);
  const rows = await db
    .select({
      id: people.id,
      surname: people.surname,
      firstname: people.firstname,
      picture: people.picture,
      completed,
    })
    .from(rides)
    .innerJoin(people, eq(people.id, rides.driverId))
    .where(and(eq(rides.status, RideStatus.Completed), gte(rides.completedAt, since)))
    // The people are a subquery, whose id PostgreSQL does not know as a key: each column read is grouped by.
    .groupBy(people.id, people.surname, people.firstname, people.picture)
    .orderBy(desc(completed), sql`lower(${people.surname})`, people.id)
    .limit(TOP_DRIVERS);
  const list = rows.map((row) => ({
    DriverId: row.id,
    DriverSurname: row.surname,
    DriverFirstname: row.firstname,
    Picture: row.picture,
    CompletedRidesCount: row.completed,
  }));
  return { rows: list, total: list.length };
}
