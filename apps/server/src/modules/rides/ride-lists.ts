import type { Ride } from '@wayfare/contracts';
import { count, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database.ts';
import { offsetOf, type Page, type Paging } from '../../db/list-query.ts';
import { selectRideViews, toRides } from './ride-view.ts';
import { rides } from './rides.table.ts';

/**
 * One page of rides as the wire carries them, and how many match in all, side by side. `where` names
 * the rides' own columns only, so the count reads the rides alone (every ride has its customer, and
 * the driver's join adds no row).
 */
export async function pageOfRides(
  db: Db,
  list: Paging & { where: SQL | undefined; orderBy: (SQL | AnyPgColumn)[] },
): Promise<Page<Ride>> {
  const [rows, [total]] = await Promise.all([
    selectRideViews(db)
      .where(list.where)
      .orderBy(...list.orderBy)
      .limit(list.pageSize)
      .offset(offsetOf(list)),
    db.select({ n: count() }).from(rides).where(list.where),
  ]);
  return { rows: await toRides(db, rows), total: total?.n ?? 0 };
}
