import type { AppContext } from '../../app-context.ts';
import type { ModuleParts } from '../../http/register-calls.ts';
import { keepDemoDriversMoving } from './dispatch.demo-drivers.ts';
import { liveMapHandlers } from './live-map.handlers.ts';
import { createLiveMapUpdates } from './live-map-updates.ts';

/**
 * issue 31: the operator's live map, a part of the dispatch module started on its own: its calls, and
 * the one poller per process behind its streams (reading only while one is open; stopped at close);
 * on a demo installation, the job keeping the demo drivers online and moving.
 */
export const liveMapModule = (ctx: AppContext): ModuleParts => {
  // The demo's drivers keep the map alive on a demo installation (and only there).
  if (ctx.config.DEMO_DATA) ctx.jobs.registerJob('keep-demo-drivers-moving', keepDemoDriversMoving);
  const updates = createLiveMapUpdates({
    db: ctx.db,
    log: ctx.log,
    pollMs: ctx.config.LIVE_MAP_POLL_MS,
    staleSeconds: ctx.config.DRIVER_STALE_SECONDS,
  });
  return {
    handlers: [liveMapHandlers({ ...ctx, liveMapUpdates: updates.feed })],
    setup: (app) => {
      app.addHook('onClose', () => updates.stop());
    },
  };
};
