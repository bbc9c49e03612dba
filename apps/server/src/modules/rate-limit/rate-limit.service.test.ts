import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseConnection } from '../../db/client.ts';
import { idempotencyKeys } from '../../http/idempotency.table.ts';
import { forgetOldIdempotencyKeys } from '../../http/idempotency.ts';
import { createTestDatabase } from '../../test/test-database.ts';
import {
  countEvent,
  forgetExpiredCounters,
  resetCounter,
  secondsUntilAllowed,
} from './rate-limit.service.ts';
import { rateLimitCounters } from './rate-limit.table.ts';

let connection: DatabaseConnection;
beforeAll(async () => {
  connection = await createTestDatabase();
});
afterAll(() => connection.close());

const limit = { max: 3, windowSeconds: 60 };
/** Moves a counter's window back in time, as if that many seconds had passed. */
const age = (key: string, seconds: number) =>
  connection.db
    .update(rateLimitCounters)
    .set({ windowStartedAt: sql`${rateLimitCounters.windowStartedAt} - make_interval(secs => ${seconds})` })
    .where(eq(rateLimitCounters.key, key));

describe('fixed-window rate limits', () => {
  it('allows events up to the limit, then says how long to wait', async () => {
    const key = 'test:up-to-limit';
    for (let i = 0; i < limit.max; i++) {
      expect(await secondsUntilAllowed(connection.db, { key, limit })).toBe(0);
      await countEvent(connection.db, { key, limit });
    }
    const wait = await secondsUntilAllowed(connection.db, { key, limit });
    expect(wait).toBeGreaterThan(limit.windowSeconds - 5);
    expect(wait).toBeLessThanOrEqual(limit.windowSeconds);
  });

  it('starts a new window once the old one has run out', async () => {
    const key = 'test:new-window';
    for (let i = 0; i < limit.max; i++) await countEvent(connection.db, { key, limit });
    await age(key, limit.windowSeconds + 1);
    expect(await secondsUntilAllowed(connection.db, { key, limit })).toBe(0);
    await countEvent(connection.db, { key, limit });
    const [row] = await connection.db.select().from(rateLimitCounters).where(eq(rateLimitCounters.key, key));
    expect(row?.count).toBe(1);
  });

  it('counts events from many callers at once without losing any', async () => {
    const key = 'test:concurrent';
    await Promise.all(
      Array.from({ length: 20 }, () =>
        countEvent(connection.db, { key, limit: { max: 100, windowSeconds: 60 } }),
      ),
    );
    const [row] = await connection.db.select().from(rateLimitCounters).where(eq(rateLimitCounters.key, key));
    expect(row?.count).toBe(20);
  });

  it('forgets a counter when reset', async () => {
    const key = 'test:reset';
    for (let i = 0; i < limit.max; i++) await countEvent(connection.db, { key, limit });
    await resetCounter(connection.db, { key });
    expect(await secondsUntilAllowed(connection.db, { key, limit })).toBe(0);
  });
});

describe('housekeeping', () => {
  it('drops counters older than a day, which name e-mail addresses, and keeps recent ones', async () => {
    await countEvent(connection.db, { key: 'sign-in:old@example.ng', limit });
    await countEvent(connection.db, { key: 'sign-in:recent@example.ng', limit });
    await age('sign-in:old@example.ng', 24 * 3600 + 1);
    await forgetExpiredCounters(connection.db);
    const keys = (await connection.db.select().from(rateLimitCounters)).map((row) => row.key);
    expect(keys).toContain('sign-in:recent@example.ng');
    expect(keys).not.toContain('sign-in:old@example.ng');
  });

  it('drops remembered replies older than a day and keeps recent ones', async () => {
    await connection.db.insert(idempotencyKeys).values([
      { caller: 'c', key: 'old', requestHash: 'h', createdAt: new Date(Date.now() - 25 * 3600 * 1000) },
      { caller: 'c', key: 'recent', requestHash: 'h' },
    ]);
    await forgetOldIdempotencyKeys(connection.db);
    const keys = (await connection.db.select().from(idempotencyKeys)).map((row) => row.key);
    expect(keys).toEqual(['recent']);
  });
});
