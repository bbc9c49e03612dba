import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database.ts';
import type { JobCounts, JobRegistry } from './job-registry.ts';
import { scheduledJobs } from './jobs.table.ts';

/** One run of a job, as logged and counted: how long it took, and what it did or why it failed. */
export type JobRun = { job: string; ms: number } & ({ counts: JobCounts } | { error: unknown });

export type RunnerDeps = {
  db: Database;
  registry: JobRegistry;
  log: Pick<FastifyBaseLogger, 'error' | 'info'>;
  /** Hears of each run once it is over (the metrics count runs and failures by job). */
  onRun?: (run: JobRun) => void;
};

/**
 * Every registered job gets its row; a new one is first due one interval from now (not at once, so
 * starting a process does no work), and a changed interval is taken up.
 */
export async function scheduleJobs(deps: RunnerDeps, input: { now: Date }) {
  const rows = [...deps.registry.jobs].map(([name, job]) => ({
    name,
    everyMs: job.everyMs,
    nextRunAt: new Date(input.now.getTime() + job.everyMs),
  }));
  if (rows.length === 0) return;
  await deps.db
    .insert(scheduledJobs)
    .values(rows)
    .onConflictDoUpdate({ target: scheduledJobs.name, set: { everyMs: sql`excluded.every_ms` } });
}

/**
 * Claims one due job: its row is locked (SKIP LOCKED, so another process takes the next job instead
 * of waiting) and moved to its next run, from `now`, before the lock goes. A second runner then finds
 * it not due, so each due run happens once across processes. A process that dies mid-run loses that
 * run; the job runs again at its next one.
 */
async function claimDueJob(deps: RunnerDeps, now: Date) {
  const names = [...deps.registry.jobs.keys()];
  if (names.length === 0) return undefined;
  return deps.db.transaction(async (tx) => {
    const [due] = await tx
      .select({ name: scheduledJobs.name, everyMs: scheduledJobs.everyMs })
      .from(scheduledJobs)
      .where(and(inArray(scheduledJobs.name, names), lte(scheduledJobs.nextRunAt, now)))
      .orderBy(scheduledJobs.nextRunAt)
      .limit(1)
      .for('update', { skipLocked: true });
    if (!due) return undefined;
    await tx
      .update(scheduledJobs)
      .set({ nextRunAt: new Date(now.getTime() + due.everyMs), lastRunAt: now })
      .where(eq(scheduledJobs.name, due.name));
    return due.name;
  });
}

/**
 * Runs every job due at `now`, each once; a failing job's error is recorded and the others still run.
 * Each run is one log line: the job, how long it took, and the counts it returned (info) or its
 * error (error).
 */
export async function runDueJobs(deps: RunnerDeps, input: { now: Date }): Promise<string[]> {
  const ran: string[] = [];
  for (let name = await claimDueJob(deps, input.now); name; name = await claimDueJob(deps, input.now)) {
    ran.push(name);
    let lastError: string | null = null;
    const started = performance.now();
    let run: JobRun;
    try {
      const counts = await deps.registry.jobs.get(name)!.run({ db: deps.db, now: input.now });
      run = { job: name, ms: Math.round(performance.now() - started), counts };
      deps.log.info(run, 'scheduled job ran');
    } catch (error) {
      lastError = error instanceof Error ? error.message : String(error);
      run = { job: name, ms: Math.round(performance.now() - started), error };
      deps.log.error({ job: name, ms: run.ms, err: error }, 'scheduled job failed');
    }
    deps.onRun?.(run);
    await deps.db.update(scheduledJobs).set({ lastError }).where(eq(scheduledJobs.name, name));
  }
  return ran;
}

/**
 * Looks for due jobs every `pollMs`, one pass at a time. `stop` ends the polling and waits for a pass
 * under way, so the app closes its database only after the job has finished with it.
 */
export async function startJobRunner(deps: RunnerDeps & { pollMs: number; clock?: () => Date }) {
  const clock = deps.clock ?? (() => new Date());
  // Awaited, so the rows exist once the app is ready (and no test sees them appear later).
  await scheduleJobs(deps, { now: clock() });
  let pass: Promise<unknown> = Promise.resolve();
  let stopped = false;
  const timer = setInterval(() => {
    if (stopped) return;
    pass = pass
      .then(() => (stopped ? undefined : runDueJobs(deps, { now: clock() })))
      .catch((error) => deps.log.error({ err: error }, 'running due jobs failed'));
  }, deps.pollMs);
  timer.unref();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await pass;
    },
  };
}
