import { accountTexts } from '@wayfare/contracts';
import type { Db } from '../../db/database.ts';
import { tooManyRequests } from '../../errors.ts';
import { giveBackAttempt, type Limit, reserveAttempts, resetCounter } from '../rate-limit/index.ts';

const WINDOW = 15 * 60;
/**
 * Failed sign-ins are limited two ways. An account takes five failures from anywhere, then waits a
 * quarter of an hour from the last one (its owner gets in at once by resetting the password); one
 * address takes sixty, so a single machine cannot try many accounts.
 */
export const signInLimits = {
  account: { max: 5, windowSeconds: WINDOW },
  address: { max: 60, windowSeconds: WINDOW },
} satisfies Record<string, Limit>;

const accountKey = (emailAddress: string) => `sign-in:${emailAddress}`;
const addressKey = (ip: string) => `sign-in-address:${ip}`;

/**
 * Counts a sign-in as failed before its password is checked, so guesses sent at once cannot pass
 * the limit; refuses with 429 when the account or the address is over it. The same statements run
 * whether or not the address has an account, so neither the refusal nor its timing tells.
 * Call `succeeded` once the password matched.
 */
export async function reserveSignInAttempt(db: Db, input: { EmailAddress: string; ip: string }) {
  const keys = { account: accountKey(input.EmailAddress), address: addressKey(input.ip) };
  const wait = await reserveAttempts(db, [
    { key: keys.account, limit: signInLimits.account },
    { key: keys.address, limit: signInLimits.address },
  ]);
  if (wait > 0) throw tooManyRequests(accountTexts.tooManyAttempts, wait);
  return {
    /** The right password: the account's failures are forgotten, the address's attempt given back. */
    succeeded: async () => {
      await resetCounter(db, { key: keys.account });
      await giveBackAttempt(db, { key: keys.address });
    },
  };
}

/** A completed password reset proves the owner: the account may be signed in to at once. */
export const forgetSignInFailures = (db: Db, input: { EmailAddress: string }) =>
  resetCounter(db, { key: accountKey(input.EmailAddress) });
