/** What the dispatch module gives the other modules (its tables are its own). */
export { forgetPlacesOf } from './forget-places.ts';
export { rideDispatchHistory } from './ride-dispatch-history.ts';
