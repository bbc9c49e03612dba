import { like } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { scheduledJobs } from '../modules/jobs/jobs.table.ts';
import { createTestDatabase, type TestDatabase } from '../test/test-database.ts';
import { rowsAffected } from './rows-affected.ts';

let connection: TestDatabase;
beforeAll(async () => {
  connection = await createTestDatabase();
});
afterAll(() => connection.close());

it('counts the rows a delete removed, on either database (the housekeeping jobs log it)', async () => {
  const nextRunAt = new Date();
  await connection.db.insert(scheduledJobs).values([
    { name: 'count-me-1', everyMs: 1000, nextRunAt },
    { name: 'count-me-2', everyMs: 1000, nextRunAt },
  ]);
  const deleted = await connection.db.delete(scheduledJobs).where(like(scheduledJobs.name, 'count-me-%'));
  expect(rowsAffected(deleted)).toBe(2);
  expect(
    rowsAffected(await connection.db.delete(scheduledJobs).where(like(scheduledJobs.name, 'none-%'))),
  ).toBe(0);
});
