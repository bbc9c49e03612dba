/** What the jobs module gives the other modules (its tables are its own). */
export type { JobDefinition } from './job-registry.ts';
