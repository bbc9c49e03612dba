import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseConnection } from '../../db/client.ts';
import { createTestDatabase } from '../../test/test-database.ts';
import { giveBackAttempt, reserveAttempt, reserveAttempts } from './attempts.ts';
import { rateLimitCounters } from './rate-limit.table.ts';

let connection: DatabaseConnection;
beforeAll(async () => {
  connection = await createTestDatabase();
});
afterAll(() => connection.close());

const limit = { max: 5, windowSeconds: 900 };
const countOf = async (key: string) =>
  (await connection.db.select().from(rateLimitCounters).where(eq(rateLimitCounters.key, key)))[0]?.count;
/** Moves a counter's window back in time, as if that many seconds had passed. */
const age = (key: string, seconds: number) =>
  connection.db
    .update(rateLimitCounters)
    .set({ windowStartedAt: sql`${rateLimitCounters.windowStartedAt} - make_interval(secs => ${seconds})` })
    .where(eq(rateLimitCounters.key, key));

describe('reserving attempts before the work', () => {
  it('lets exactly the limit through when many callers reserve at once, and refuses the rest', async () => {
    const key = 'test:reserve-at-once';
    const waits = await Promise.all(
      Array.from({ length: 20 }, () => reserveAttempt(connection.db, { key, limit })),
    );
    expect(waits.filter((wait) => wait === 0)).toHaveLength(limit.max);
    for (const wait of waits.filter((w) => w > 0)) {
      expect(wait).toBeGreaterThan(limit.windowSeconds - 10);
      expect(wait).toBeLessThanOrEqual(limit.windowSeconds);
    }
    // The refused ones were given back: the counter holds the attempts let through.
    expect(await countOf(key)).toBe(limit.max);
  });

  it('makes the wait a whole window from the attempt that reached the limit', async () => {
    const key = 'test:reserve-backs-off';
    for (let i = 0; i < limit.max - 1; i++) await reserveAttempt(connection.db, { key, limit });
    await age(key, limit.windowSeconds - 60);
    expect(await reserveAttempt(connection.db, { key, limit })).toBe(0);
    expect(await reserveAttempt(connection.db, { key, limit })).toBeGreaterThan(limit.windowSeconds - 10);
  });

  it('starts afresh once the window has run out, and takes back a given-back attempt', async () => {
    const key = 'test:reserve-new-window';
    for (let i = 0; i < limit.max; i++) await reserveAttempt(connection.db, { key, limit });
    expect(await reserveAttempt(connection.db, { key, limit })).toBeGreaterThan(0);
    await giveBackAttempt(connection.db, { key });
    expect(await reserveAttempt(connection.db, { key, limit })).toBe(0);
    await age(key, limit.windowSeconds + 1);
    expect(await reserveAttempt(connection.db, { key, limit })).toBe(0);
    expect(await countOf(key)).toBe(1);
  });

  it('gives back the attempts taken under other keys when one key refuses', async () => {
    const open = 'test:reserve-open';
    const full = 'test:reserve-full';
    await connection.db.insert(rateLimitCounters).values({ key: full, count: limit.max });
    const wait = await reserveAttempts(connection.db, [
      { key: open, limit },
      { key: full, limit },
    ]);
    expect(wait).toBeGreaterThan(0);
    expect(await countOf(open)).toBe(0);
    expect(await countOf(full)).toBe(limit.max);
  });
});
