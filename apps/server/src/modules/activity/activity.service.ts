import type { ADMIN_ACTIVITY_SORTS, AdminActivity, Sorting } from '@wayfare/contracts';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { type Page, pageOf, sortedBy, withinDates } from '../../db/list-query.ts';
import { people } from '../accounts/index.ts';
import { adminActivities } from './activity.table.ts';

export type ActivityQuery = Partial<Sorting<(typeof ADMIN_ACTIVITY_SORTS)[number]>> & {
  userId?: string | undefined;
  area?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  page: number;
  pageSize: number;
};

/**
 * The log, newest first unless sorted otherwise. Only full administrators read it (its call's declared access: the guard
 * refuses everyone else), since it shows every area's changes, secrets aside.
 */
export function listAdminActivities(
  deps: { db: Db },
  input: { query: ActivityQuery },
): Promise<Page<AdminActivity>> {
  const { query } = input;
  const where = and(
    query.userId ? eq(adminActivities.userId, query.userId) : undefined,
    query.area ? sql`lower(${adminActivities.area}) = lower(${query.area})` : undefined,
    withinDates(adminActivities.createdAt, query),
  );
  const select = deps.db
    .select({
      Id: adminActivities.id,
      UserId: adminActivities.userId,
      UserFullName: sql<
        string | null
      >`case when ${people.id} is null then null else ${people.firstname} || ' ' || ${people.surname} end`,
      Area: adminActivities.area,
      Action: adminActivities.action,
      RecordId: adminActivities.recordId,
      Changes: adminActivities.changes,
      CreatedDate: sql<string>`to_char(${adminActivities.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
    })
    .from(adminActivities)
    .leftJoin(people, eq(people.id, adminActivities.userId))
    .where(where)
    .orderBy(
      ...sortedBy(query, {
        columns: { CreatedDate: adminActivities.createdAt, Area: adminActivities.area },
        tieBreaker: adminActivities.id,
        byDefault: [desc(adminActivities.createdAt), desc(adminActivities.id)],
      }),
    );
  return pageOf(deps.db, {
    select,
    from: adminActivities,
    where,
    page: query.page,
    pageSize: query.pageSize,
  });
}
