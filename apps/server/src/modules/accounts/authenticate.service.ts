import { accountTexts } from '@wayfare/contracts';
import { spendPasswordCheckTime, verifyPassword } from '../../auth/passwords.ts';
import type { TokenService } from '../../auth/tokens.ts';
import type { Db } from '../../db/database.ts';
import { tooManyRequests, unauthorized } from '../../errors.ts';
import { countEvent, type Limit, resetCounter, secondsUntilAllowed } from '../rate-limit/index.ts';
import { signInOrAskForSecondFactor } from './two-factor-sign-in.service.ts';
import { findLiveUserByEmail } from './users.repository.ts';

const WINDOW = 15 * 60;
/**
 * Failed sign-ins are limited three ways. One address guessing at one account is stopped soonest;
 * the account-wide limit is high and lasts one window at most, so a stranger cannot lock a real
 * user out for long; the address-wide limit stops one machine trying many accounts.
 */
export const signInLimits = {
  accountFromAddress: { max: 5, windowSeconds: WINDOW },
  account: { max: 30, windowSeconds: WINDOW },
  address: { max: 60, windowSeconds: WINDOW },
} satisfies Record<string, Limit>;

export async function authenticate(
  deps: { db: Db; tokens: TokenService },
  input: { EmailAddress: string; Password: string; RememberMe?: boolean | undefined; ip: string },
) {
  const { db } = deps;
  const keys = {
    accountFromAddress: `sign-in:${input.EmailAddress}:${input.ip}`,
    account: `sign-in:${input.EmailAddress}`,
    address: `sign-in-address:${input.ip}`,
  };
  const waits = await Promise.all(
    (Object.keys(keys) as (keyof typeof keys)[]).map((name) =>
      secondsUntilAllowed(db, { key: keys[name], limit: signInLimits[name] }),
    ),
  );
  const wait = Math.max(...waits);
  if (wait > 0) throw tooManyRequests(accountTexts.tooManyAttempts, wait);

  const user = await findLiveUserByEmail(db, input);
  const passwordMatches = user?.passwordHash
    ? await verifyPassword(user.passwordHash, input.Password)
    : await spendPasswordCheckTime(input.Password).then(() => false);
  if (!user || !passwordMatches) {
    await Promise.all(
      (Object.keys(keys) as (keyof typeof keys)[]).map((name) =>
        countEvent(db, { key: keys[name], limit: signInLimits[name] }),
      ),
    );
    throw unauthorized(accountTexts.wrongCredentials);
  }
  if (!user.isActive) throw unauthorized(accountTexts.accountSuspended);
  await resetCounter(db, { key: keys.accountFromAddress });
  return signInOrAskForSecondFactor(deps, { user, rememberMe: input.RememberMe });
}
