import type { PackageUsage } from '@wayfare/contracts';
import { asc } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import type { Page } from '../../db/list-query.ts';
import { byName } from '../../db/list-query.ts';
import { addDays, completedRidesPerPackageAndDay, localDay, startOfLocalDay } from '../rides/index.ts';
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
  const [all, counts] = await Promise.all([
    db
      .select({ id: packages.id, name: packages.name })
      .from(packages)
      .orderBy(byName(packages.name), asc(packages.id)),
    completedRidesPerPackageAndDay(db, { since, timeZone: input.timeZone }),
  ]);
  const found = new Map(counts.map((row) => [`${row.packageId}/${row.day}`, row.rides]));
  const rows = all.map((item) => ({
    PackageName: item.name,
    UsageCounts: days.map((date) => ({ Date: date, Count: found.get(`${item.id}/${date}`) ?? 0 })),
  }));
  return { rows, total: rows.length };
}
