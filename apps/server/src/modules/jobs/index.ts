/** What the jobs module gives the other modules (its tables are its own). */
export { type JobCounts, type JobDefinition, tally } from './job-registry.ts';
export type { JobRun } from './jobs.runner.ts';
