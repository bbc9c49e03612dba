/** What the referrals module gives the other modules (its tables are its own). */
export { referrerOf } from './referral-codes.ts';
