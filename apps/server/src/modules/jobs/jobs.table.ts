import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The scheduled jobs (issue 14 §1), one row per job name: when it is next due, shared by every server
 * process, so a run is claimed by one of them only (FOR UPDATE SKIP LOCKED, see jobs.runner.ts).
 */
export const scheduledJobs = pgTable('scheduled_jobs', {
  name: text('name').primaryKey(),
  everyMs: integer('every_ms').notNull(),
  nextRunAt: timestamp('next_run_at', { withTimezone: true }).notNull(),
  lastRunAt: timestamp('last_run_at', { withTimezone: true }),
  // The last run's failure, cleared by the next run that succeeds.
  lastError: text('last_error'),
});
