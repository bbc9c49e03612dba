import { placeSearchCalls } from './place-search.ts';
import { rideCalls } from './ride.ts';
import { dispatchCalls, liveMapCalls } from './ride-place.ts';

/**
 * The Ride area: the rides' calls, and (issue 31) dispatch's and the live map's, and (issue 33) the
 * rider's place search, declared apart.
 */
export const Ride = { ...rideCalls, ...dispatchCalls, ...liveMapCalls, ...placeSearchCalls };
