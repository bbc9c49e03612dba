/** What the dispatch module gives the other modules (its tables are its own). */
export { cellOf, DISPATCH_H3_RESOLUTION } from './dispatch-cells.ts';
export { forgetPlacesOf } from './forget-places.ts';
