import { type LiveMapEvent, liveMapCalls } from '@wayfare/contracts';
import type { AppContext } from '../../app-context.ts';
import type { EventFeed } from '../../http/event-stream.ts';
import { handlersFor } from '../../http/register-calls.ts';
import { getLiveMap } from './live-map.service.ts';

type LiveMapDeps = Pick<AppContext, 'db' | 'config'> & { liveMapUpdates: EventFeed<LiveMapEvent> };

/** issue 31: the operator's live map, its snapshot and its stream. */
export const liveMapHandlers = handlersFor(liveMapCalls, (ctx: LiveMapDeps) => ({
  GetLiveMap: ({ query }) =>
    getLiveMap(ctx.db, {
      now: new Date(),
      staleSeconds: ctx.config.DRIVER_STALE_SECONDS,
      city: query.city,
    }),
  LiveMapUpdates: () => ctx.liveMapUpdates,
}));
