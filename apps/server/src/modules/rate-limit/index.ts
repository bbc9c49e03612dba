/** What the rate-limit module gives the other modules (its tables are its own). */
export { countEvent, type Limit, resetCounter, secondsUntilAllowed } from './rate-limit.service.ts';
