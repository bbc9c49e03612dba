import type { Ride } from '@wayfare/contracts';
import { count, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { offsetOf, type Page, type Paging } from '../../db/list-query.ts';
import { customers, drivers, selectRideViews, toRides } from './ride-view.ts';
import { rides } from './rides.table.ts';

/** One page of rides as the wire carries them, and how many match in all (the same joins, side by side). */
export async function pageOfRides(
  db: Db,
  list: Paging & { where: SQL | undefined; orderBy: SQL[] },
): Promise<Page<Ride>> {
  const [rows, [total]] = await Promise.all([
    selectRideViews(db)
      .where(list.where)
      .orderBy(...list.orderBy)
      .limit(list.pageSize)
      .offset(offsetOf(list)),
    db
      .select({ n: count() })
      .from(rides)
      .innerJoin(customers, eq(customers.id, rides.customerId))
      .leftJoin(drivers, eq(drivers.id, rides.driverId))
      .where(list.where),
  ]);
  return { rows: await toRides(db, rows), total: total?.n ?? 0 };
}
