import type { AppContext } from '../../app-context.ts';
import type { ModuleParts } from '../../http/register-calls.ts';
import { liveMapHandlers } from './live-map.handlers.ts';
import { createLiveMapUpdates } from './live-map-updates.ts';

/**
 * issue 31: the operator's live map, a part of the dispatch module started on its own: its calls, and
 * the one poller per process behind its streams (reading only while one is open; stopped at close).
 */
export const liveMapModule = (ctx: AppContext): ModuleParts => {
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
