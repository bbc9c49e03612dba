import type { AdminActivity } from '@wayfare/contracts';
import { and, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { Principal } from '../../auth/principal.ts';
import type { Db } from '../../db/database.ts';
import { type Page, pageOf } from '../../db/list-query.ts';
import { forbidden } from '../../errors.ts';
import { users } from '../accounts/accounts.table.ts';
import { adminActivities } from './activity.table.ts';

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 24 * 60 * 60 * 1000;

/** A date-only `to` means the whole of that day: the bound is the next midnight, excluded. */
function upperBound(to: string) {
  const at = new Date(DATE_ONLY.test(to) ? `${to}T00:00:00Z` : to);
  return DATE_ONLY.test(to) ? new Date(at.getTime() + DAY_MS) : new Date(at.getTime() + 1);
}

export type ActivityQuery = {
  userId?: string | undefined;
  area?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  page: number;
  pageSize: number;
};

/**
 * The log, newest first. Only full administrators read it: a role's rights on the Account endpoint
 * are not enough, since the log shows every area's changes, secrets aside.
 */
export function listAdminActivities(
  deps: { db: Db },
  input: { principal: Principal | null | undefined; query: ActivityQuery },
): Promise<Page<AdminActivity>> {
  if (!input.principal?.allowAllEndpoints) throw forbidden();
  const { query } = input;
  const where = and(
    query.userId ? eq(adminActivities.userId, query.userId) : undefined,
    query.area ? sql`lower(${adminActivities.area}) = lower(${query.area})` : undefined,
    query.from ? gte(adminActivities.createdAt, new Date(query.from)) : undefined,
    query.to ? lt(adminActivities.createdAt, upperBound(query.to)) : undefined,
  );
  const select = deps.db
    .select({
      Id: adminActivities.id,
      UserId: adminActivities.userId,
      UserFullName: sql<
        string | null
      >`case when ${users.id} is null then null else ${users.firstname} || ' ' || ${users.surname} end`,
      Area: adminActivities.area,
      Action: adminActivities.action,
      RecordId: adminActivities.recordId,
      Changes: adminActivities.changes,
      CreatedDate: sql<string>`to_char(${adminActivities.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
    })
    .from(adminActivities)
    .leftJoin(users, eq(users.id, adminActivities.userId))
    .where(where)
    .orderBy(desc(adminActivities.createdAt), desc(adminActivities.id));
  return pageOf(deps.db, {
    select,
    from: adminActivities,
    where,
    page: query.page,
    pageSize: query.pageSize,
  });
}
