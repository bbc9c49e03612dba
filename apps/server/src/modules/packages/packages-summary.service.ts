import { type PackageUsage, RideStatus } from '@wayfare/contracts';
import { and, asc, count, eq, gte, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import type { Page } from '../../db/list-query.ts';
import { byName } from '../../db/list-query.ts';
import { addDays, localDay, startOfLocalDay } from '../rides/local-day.ts';
import { rides } from '../rides/rides.table.ts';
import { packages } from './packages.table.ts';

/**
 * GetPackagesSummary (the dashboard's chart): for every package, rides completed with it on each of the
 * last daysBack days in TIME_ZONE (today included), oldest first, days without rides as 0.
 */
export async function packagesSummary(
  db: Db,
  input: { daysBack: number; now: Date; timeZone: string },
): Promise<Page<PackageUsage>> {
  const today = localDay(input.now, input.timeZone);
  const days = Array.from({ length: input.daysBack }, (_, index) =>
    addDays(today, index + 1 - input.daysBack),
  );
  const since = startOfLocalDay(days[0]!, input.timeZone);
  const day = sql<string>`to_char(${rides.completedAt} at time zone ${input.timeZone}, 'YYYY-MM-DD')`;
  const [all, counts] = await Promise.all([
    db
      .select({ id: packages.id, name: packages.name })
      .from(packages)
      .orderBy(byName(packages.name), asc(packages.id)),
    db
      .select({ packageId: rides.packageId, day, rides: count() })
      .from(rides)
      .where(
        and(
          eq(rides.status, RideStatus.Completed),
          isNotNull(rides.packageId),
          gte(rides.completedAt, since),
        ),
      )
      .groupBy(sql`1`, sql`2`), // by position: the day's expression carries a parameter, which GROUP BY would not match
  ]);
  const found = new Map(counts.map((row) => [`${row.packageId}/${row.day}`, row.rides]));
  const rows = all.map((item) => ({
    PackageName: item.name,
    UsageCounts: days.map((date) => ({ Date: date, Count: found.get(`${item.id}/${date}`) ?? 0 })),
  }));
  return { rows, total: rows.length };
}
