import type { AppContext } from '../../app-context.ts';
import type { ModuleParts } from '../../http/register-calls.ts';
import { startJobRunner } from './jobs.runner.ts';

/** No calls: the runner of the jobs the modules registered, stopped (after a run under way) on close. */
export const jobsModule = (ctx: AppContext): ModuleParts => ({
  setup: async (app) => {
    const runner = await startJobRunner({
      db: ctx.db,
      registry: ctx.jobs,
      log: ctx.log,
      onRun: ctx.metrics.recordJobRun,
      pollMs: ctx.config.JOBS_POLL_MS,
    });
    app.addHook('onClose', () => runner.stop());
  },
});
