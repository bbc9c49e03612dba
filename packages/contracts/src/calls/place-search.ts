import { access, defineArea, reply } from '../call.ts';
import { findPlacesQuery, foundPlace } from '../place-search.ts';

/** issue 33: the rider's app finds a typed place (its pick-up or destination). */
export const placeSearchCalls = defineArea('Ride', {
  FindPlaces: {
    method: 'GET',
    access: access.signedIn,
    query: findPlacesQuery,
    reply: reply.list(foundPlace),
    summary:
      "Places matching q (2 to 100 characters), at most 8, best first: from GEOCODER_URL's Nominatim when set (else, or when it fails, from the shipped Lagos places).",
    problems: [400],
  },
});
