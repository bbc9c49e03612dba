/** What the ratings module gives the other modules (its tables are its own). */

export { ridesRatedBy } from './rated-rides.ts';
