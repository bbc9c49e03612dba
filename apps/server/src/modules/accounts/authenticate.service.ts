import { accountTexts } from '@wayfare/contracts';
import { spendPasswordCheckTime, verifyPassword } from '../../auth/passwords.ts';
import type { TokenService } from '../../auth/tokens.ts';
import type { Db } from '../../db/database.ts';
import { unauthorized } from '../../errors.ts';
import { reserveSignInAttempt } from './sign-in-throttle.ts';
import { signInOrAskForSecondFactor } from './two-factor-sign-in.service.ts';
import { findLiveUserByEmail } from './users.repository.ts';

export async function authenticate(
  deps: { db: Db; tokens: TokenService },
  input: { EmailAddress: string; Password: string; RememberMe?: boolean | undefined; ip: string },
) {
  const { db } = deps;
  const attempt = await reserveSignInAttempt(db, input);

  const user = await findLiveUserByEmail(db, input);
  const passwordMatches = user?.passwordHash
    ? await verifyPassword(user.passwordHash, input.Password)
    : await spendPasswordCheckTime(input.Password).then(() => false);
  if (!user || !passwordMatches) throw unauthorized(accountTexts.wrongCredentials);
  await attempt.succeeded();
  if (!user.isActive) throw unauthorized(accountTexts.accountSuspended);
  return signInOrAskForSecondFactor(deps, { user, rememberMe: input.RememberMe });
}
