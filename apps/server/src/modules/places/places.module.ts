import { createPlaceFinder } from '../../adapters/geocoding/create-place-finder.ts';
import type { AppContext } from '../../app-context.ts';
import type { ModuleParts } from '../../http/register-calls.ts';
import { placesHandlers } from './places.handlers.ts';

/**
 * issue 33: the rider's app finds typed places: from GEOCODER_URL's Nominatim, else (or when it fails)
 * from the shipped Lagos places. No tables: nothing searched is kept.
 */
export const placesModule = (ctx: AppContext): ModuleParts => ({
  handlers: [placesHandlers({ places: createPlaceFinder(ctx.config, ctx.log) })],
});
