import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { rateLimitCounters } from './rate-limit.table.ts';

export type Limit = { max: number; windowSeconds: number };

/** Seconds until the key may be used again, or 0 when it is under its limit. */
export async function secondsUntilAllowed(db: Db, input: { key: string; limit: Limit }) {
  const { key, limit } = input;
  const [row] = await db
    .select({
      count: rateLimitCounters.count,
      elapsed: sql<number>`extract(epoch from (now() - ${rateLimitCounters.windowStartedAt}))::float8`,
    })
    .from(rateLimitCounters)
    .where(eq(rateLimitCounters.key, key));
  if (!row || row.elapsed >= limit.windowSeconds || row.count < limit.max) return 0;
  return limit.windowSeconds - row.elapsed;
}

/**
 * Counts one event against the key, starting a new window when the old one has run out; answers the
 * count with this event, read in the same statement (so of events sent at once, each gets its own).
 */
export async function countEvent(db: Db, input: { key: string; limit: Limit }) {
  const { key, limit } = input;
  const expired = sql`${rateLimitCounters.windowStartedAt} < now() - make_interval(secs => ${limit.windowSeconds})`;
  const [counted] = await db
    .insert(rateLimitCounters)
    .values({ key, count: 1 })
    .onConflictDoUpdate({
      target: rateLimitCounters.key,
      set: {
        count: sql`case when ${expired} then 1 else ${rateLimitCounters.count} + 1 end`,
        windowStartedAt: sql`case when ${expired} then now() else ${rateLimitCounters.windowStartedAt} end`,
      },
    })
    .returning({ count: rateLimitCounters.count });
  return counted?.count ?? 1;
}

export const resetCounter = (db: Db, input: { key: string }) =>
  db.delete(rateLimitCounters).where(eq(rateLimitCounters.key, input.key));

/** Counters whose window began more than a day (or `olderThanSeconds`) before `now` (the job's clock). */
export const forgetExpiredCounters = (db: Db, input: { olderThanSeconds?: number; now?: Date } = {}) =>
  db
    .delete(rateLimitCounters)
    .where(
      sql`${rateLimitCounters.windowStartedAt} < ${(input.now ?? new Date()).toISOString()}::timestamptz - make_interval(secs => ${input.olderThanSeconds ?? 24 * 3600})`,
    );
