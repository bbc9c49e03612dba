import type { AppContext } from '../../app-context.ts';
import type { ModuleParts } from '../../http/register-calls.ts';
import { startOutboxWorker } from './outbox.worker.ts';

/** No calls: the worker that delivers queued messages, stopped (after its drain) when the app closes. */
export const outboxModule = (ctx: AppContext): ModuleParts => ({
  setup: (app) => {
    const worker = startOutboxWorker({
      db: ctx.db,
      senders: ctx.senders,
      pollMs: ctx.config.OUTBOX_POLL_MS,
      log: ctx.log,
      listen: ctx.listen,
      drain: { leaseMs: ctx.config.OUTBOX_LEASE_SECONDS * 1000 },
    });
    app.addHook('onClose', () => worker.stop());
  },
});
