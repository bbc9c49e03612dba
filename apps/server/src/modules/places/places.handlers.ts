import { MAX_FOUND_PLACES, placeSearchCalls } from '@wayfare/contracts';
import type { PlaceFinder } from '../../adapters/geocoding/place-finder.ts';
import { handlersFor } from '../../http/register-calls.ts';

/** issue 33: Ride/FindPlaces, answered by the geocoder the settings choose. */
export const placesHandlers = handlersFor(placeSearchCalls, ({ places }: { places: PlaceFinder }) => ({
  FindPlaces: async ({ query }) => {
    const rows = await places.findPlaces(query.q, MAX_FOUND_PLACES);
    return { rows, total: rows.length };
  },
}));
