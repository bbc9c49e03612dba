import { rideCalls } from './ride.ts';
import { dispatchCalls } from './ride-place.ts';

/** The Ride area: the rides' calls, and (issue 31) dispatch's and the live map's, declared apart. */
export const Ride = { ...rideCalls, ...dispatchCalls };
