// The referral code's constants, alone in a module without schemas: the public layout keeps a `?rc=` code on
// every page, and importing them must not bring the account schemas (and the phone library) into a public
// page's first load (issue 20 §5).

/** A referral code as typed or carried by a link: longer than any code, but bounded. */
export const MAX_REFERRAL_CODE_INPUT = 50;

/** spec 000 §9: a referral code from a `?rc=` link is kept for 60 days (the 'referral cookie lifetime'). */
export const REFERRAL_CODE_LIFETIME_DAYS = 60;
