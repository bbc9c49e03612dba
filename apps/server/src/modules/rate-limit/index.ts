/** What the rate-limit module gives the other modules (its tables are its own). */
export { giveBackAttempt, reserveAttempt, reserveAttempts } from './attempts.ts';
export { countEvent, type Limit, resetCounter, secondsUntilAllowed } from './rate-limit.service.ts';
