import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectPostgres } from '../../db/client.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { createJobRegistry, type JobCounts, type JobInput } from './job-registry.ts';
import { runDueJobs, scheduleJobs, startJobRunner } from './jobs.runner.ts';
import { scheduledJobs } from './jobs.table.ts';

const onPostgres = process.env.TEST_DATABASE === 'postgres';
const quiet = { error: () => {}, info: () => {} };
const HOUR = 60 * 60 * 1000;
const start = new Date('2026-11-25T10:00:00Z');
const at = (ms: number) => new Date(start.getTime() + ms);

let connection: TestDatabase;
beforeAll(async () => {
  connection = await createTestDatabase();
});
afterAll(() => connection.close());

/** A registry with one job that counts its runs (and the moments it was given), under a fresh name. */
let counter = 0;
function countingJob(run: (input: JobInput) => Promise<JobCounts> = async () => ({})) {
  counter += 1;
  const name = `job-${counter}`;
  const runs: Date[] = [];
  const registry = createJobRegistry();
  registry.registerJob(name, {
    everyMs: HOUR,
    run: async (input) => {
      runs.push(input.now);
      return run(input);
    },
  });
  return { name, runs, registry, deps: { db: connection.db, registry, log: quiet } };
}

const rowOf = async (name: string) =>
  (await connection.db.select().from(scheduledJobs).where(eq(scheduledJobs.name, name)))[0]!;

describe('the job scheduler', () => {
  it('does not run a job before it is due, then runs it once at the moment given, and next an interval later', async () => {
    const job = countingJob();
    await scheduleJobs(job.deps, { now: start });
    expect(await runDueJobs(job.deps, { now: at(HOUR - 1) })).toEqual([]);
    expect(await runDueJobs(job.deps, { now: at(HOUR + 5) })).toEqual([job.name]);
    expect(await runDueJobs(job.deps, { now: at(HOUR + 6) })).toEqual([]);
    expect(job.runs).toEqual([at(HOUR + 5)]);
    const row = await rowOf(job.name);
    expect(row.lastRunAt).toEqual(at(HOUR + 5));
    expect(row.nextRunAt).toEqual(at(2 * HOUR + 5));
    expect(await runDueJobs(job.deps, { now: at(2 * HOUR + 5) })).toEqual([job.name]);
  });

  it('records a failing job’s error, still runs the other jobs, and retries it at its next run', async () => {
    let fail = true;
    const job = countingJob(async () => {
      if (fail) throw new Error('the provider is down');
      return {};
    });
    const other: Date[] = [];
    job.registry.registerJob(`${job.name}-other`, {
      everyMs: HOUR,
      run: async ({ now }) => ({ ran: other.push(now) }),
    });
    await scheduleJobs(job.deps, { now: start });
    expect((await runDueJobs(job.deps, { now: at(HOUR) })).sort()).toEqual([job.name, `${job.name}-other`]);
    expect(other).toEqual([at(HOUR)]);
    expect((await rowOf(job.name)).lastError).toBe('the provider is down');
    // Not retried at once: the failure waits for the next run like a success.
    expect(await runDueJobs(job.deps, { now: at(HOUR + 1) })).toEqual([]);
    fail = false;
    await runDueJobs(job.deps, { now: at(2 * HOUR) });
    expect(job.runs).toEqual([at(HOUR), at(2 * HOUR)]);
    expect((await rowOf(job.name)).lastError).toBeNull();
  });

  it('logs each run once with the job, its duration and the counts it returned, or its error', async () => {
    let fail = false;
    const job = countingJob(async () => {
      if (fail) throw new Error('the provider is down');
      return { cancelled: 2, left: 0 };
    });
    const lines: { level: string; fields: Record<string, unknown>; message: string }[] = [];
    const log = {
      info: (fields: Record<string, unknown>, message: string) =>
        lines.push({ level: 'info', fields, message }),
      error: (fields: Record<string, unknown>, message: string) =>
        lines.push({ level: 'error', fields, message }),
    };
    const deps = { ...job.deps, log: log as unknown as typeof quiet };
    await scheduleJobs(deps, { now: start });
    await runDueJobs(deps, { now: at(HOUR) });
    fail = true;
    await runDueJobs(deps, { now: at(2 * HOUR) });
    expect(lines).toEqual([
      {
        level: 'info',
        fields: { job: job.name, ms: expect.any(Number), counts: { cancelled: 2, left: 0 } },
        message: 'scheduled job ran',
      },
      {
        level: 'error',
        fields: { job: job.name, ms: expect.any(Number), err: new Error('the provider is down') },
        message: 'scheduled job failed',
      },
    ]);
  });

  it('keeps a job’s schedule when a process starts again, taking up a changed interval', async () => {
    const job = countingJob();
    await scheduleJobs(job.deps, { now: start });
    await scheduleJobs(job.deps, { now: at(30 * 60 * 1000) });
    expect((await rowOf(job.name)).nextRunAt).toEqual(at(HOUR));
  });

  it('stops only once a run under way has finished', async () => {
    let finished = false;
    const job = countingJob(async () => {
      await new Promise((resolve) => setTimeout(resolve, 200));
      finished = true;
      return {};
    });
    let now = start;
    const runner = await startJobRunner({ ...job.deps, pollMs: 10, clock: () => now });
    now = at(HOUR);
    await expect.poll(() => job.runs.length, { timeout: 2000, interval: 5 }).toBe(1);
    await runner.stop();
    expect(finished).toBe(true);
  });

  // PGlite has one connection in one process: two runners at once need PostgreSQL.
  it.skipIf(!onPostgres)(
    'runs a due job once when two processes on the same database claim it at the same time (PostgreSQL only)',
    async () => {
      const others = await Promise.all([1, 2, 3].map(() => connectPostgres(connection.url!, 2, () => {})));
      try {
        const runs: string[] = [];
        const registries = [connection.db, ...others.map((other) => other.db)].map((db, index) => {
          const registry = createJobRegistry();
          registry.registerJob('shared-job', {
            everyMs: HOUR,
            run: async () => {
              runs.push(`process ${index}`);
              // Long enough for every other runner to try its claim while this run is under way.
              await new Promise((resolve) => setTimeout(resolve, 100));
              return {};
            },
          });
          return { db, registry, log: quiet };
        });
        await scheduleJobs(registries[0]!, { now: start });
        const ran = await Promise.all(registries.map((deps) => runDueJobs(deps, { now: at(HOUR) })));
        expect(ran.flat()).toEqual(['shared-job']);
        expect(runs).toHaveLength(1);
      } finally {
        await Promise.all(others.map((other) => other.close()));
      }
    },
  );
});
