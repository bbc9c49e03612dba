import type { Db } from '../../db/database.ts';

/** What a job is given: the database and the moment it runs for (injected, so tests move the clock). */
export type JobInput = { db: Db; now: Date };
/** What a run did, as named counts ({ cancelled: 2 }): logged with the run, so an operator sees it work. */
export type JobCounts = Record<string, number>;
export type JobDefinition = { everyMs: number; run: (input: JobInput) => Promise<JobCounts> };

/** Counts each value of a list of outcomes: ['sent', 'left', 'sent'] → { sent: 2, left: 1 }. */
export function tally(outcomes: readonly string[]): JobCounts {
  const counts: JobCounts = {};
  for (const outcome of outcomes) counts[outcome] = (counts[outcome] ?? 0) + 1;
  return counts;
}

/** The jobs of one app, registered by the modules that own them; the jobs module's runner runs them. */
export type JobRegistry = {
  registerJob: (name: string, job: JobDefinition) => void;
  readonly jobs: ReadonlyMap<string, JobDefinition>;
};

export function createJobRegistry(): JobRegistry {
  const jobs = new Map<string, JobDefinition>();
  return {
    jobs,
    registerJob(name, job) {
      // Two modules using one name would share one schedule row: a mistake to catch at start.
      if (jobs.has(name)) throw new Error(`The job ${name} is registered twice`);
      if (!Number.isInteger(job.everyMs) || job.everyMs < 1)
        throw new Error(`The job ${name} needs a whole everyMs`);
      jobs.set(name, job);
    },
  };
}
