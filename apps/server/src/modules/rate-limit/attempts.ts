import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import type { Limit } from './rate-limit.service.ts';
import { rateLimitCounters } from './rate-limit.table.ts';

/**
 * Takes one attempt from the key's allowance before the work it limits is done, in one statement
 * with the counter's row locked, so attempts sent at once cannot all read "under the limit" and
 * all go through. Answers the seconds to wait when the attempt is over the limit (0: go ahead).
 *
 * The attempt that reaches the limit starts the window afresh: the wait is a whole window from the
 * last attempt let through, not whatever was left of a window opened by the first.
 * A refused attempt is given back at once, so knocking on while refused never lengthens the wait.
 */
export async function reserveAttempt(db: Db, input: { key: string; limit: Limit }) {
  const { key, limit } = input;
  const counter = rateLimitCounters;
  const expired = sql`${counter.windowStartedAt} < now() - make_interval(secs => ${limit.windowSeconds})`;
  const [row] = await db
    .insert(counter)
    .values({ key, count: 1 })
    .onConflictDoUpdate({
      target: counter.key,
      set: {
        count: sql`case when ${expired} then 1 else ${counter.count} + 1 end`,
        windowStartedAt: sql`case when ${expired} or ${counter.count} + 1 = ${limit.max} then now() else ${counter.windowStartedAt} end`,
      },
    })
    .returning({
      count: counter.count,
      elapsed: sql<number>`extract(epoch from (now() - ${counter.windowStartedAt}))::float8`,
    });
  if (row!.count <= limit.max) return 0;
  await giveBackAttempt(db, { key });
  // Another caller's statement may have started the window a moment "after" this one's now(): the
  // wait is never more than a window.
  return Math.min(limit.windowSeconds, Math.max(limit.windowSeconds - row!.elapsed, 1));
}

/** Returns an attempt `reserveAttempt` took, for work that turned out not to count (a success). */
export const giveBackAttempt = (db: Db, input: { key: string }) =>
  db
    .update(rateLimitCounters)
    .set({ count: sql`greatest(${rateLimitCounters.count} - 1, 0)` })
    .where(eq(rateLimitCounters.key, input.key));

/**
 * Reserves one attempt under each key; when any is over its limit, gives back those taken and
 * answers the longest wait. Keys are taken in turn so two callers never hold each other's rows.
 */
export async function reserveAttempts(db: Db, input: { key: string; limit: Limit }[]) {
  const taken: string[] = [];
  let wait = 0;
  for (const { key, limit } of input) {
    wait = Math.max(wait, await reserveAttempt(db, { key, limit }));
    if (wait > 0) break;
    taken.push(key);
  }
  if (wait > 0) for (const key of taken) await giveBackAttempt(db, { key });
  return wait;
}
