import { accountTexts, type SignInReply, twoFactorTexts } from '@wayfare/contracts';
import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import type { SecretBox } from '../../auth/secret-box.ts';
import type { TokenService } from '../../auth/tokens.ts';
import type { Db } from '../../db/database.ts';
import { unauthorized } from '../../errors.ts';
import { type UserRow, users } from './accounts.table.ts';
import { signedInReply } from './session-user.ts';
import { twoFactorSecrets } from './two-factor.table.ts';
import { acceptAuthenticatorCode, spendRecoveryCode, throttledCheck } from './two-factor-codes.ts';

/** Whether the user has a confirmed second factor (an enrolment started and not confirmed is not one). */
export async function hasSecondFactor(db: Db, input: { userId: string }) {
  const [row] = await db
    .select({ userId: twoFactorSecrets.userId })
    .from(twoFactorSecrets)
    .where(and(eq(twoFactorSecrets.userId, input.userId), isNotNull(twoFactorSecrets.confirmedAt)));
  return row !== undefined;
}

/**
 * The password was right (issue 29 §3): with a second factor, no token yet, only a challenge for
 * Account/VerifyTwoFactor; without one, signed in as before.
 */
export async function signInOrAskForSecondFactor(
  deps: { db: Db; tokens: TokenService },
  input: { user: UserRow; rememberMe?: boolean | undefined },
): Promise<SignInReply> {
  const { user, rememberMe = false } = input;
  if (!(await hasSecondFactor(deps.db, { userId: user.id }))) return signedInReply(deps, input);
  return {
    TwoFactorRequired: true,
    ChallengeToken: await deps.tokens.issueChallenge({
      userId: user.id,
      version: user.tokenVersion,
      rememberMe,
    }),
  };
}

/**
 * The sign-in's second step: the challenge's account (still as it was: a password change, a
 * suspension or a deletion meanwhile ends the challenge), then a current code or an unused recovery
 * code, throttled per account.
 */
export async function verifyTwoFactor(
  deps: { db: Db; tokens: TokenService; secretBox: SecretBox },
  input: { ChallengeToken: string; Code?: string | undefined; RecoveryCode?: string | undefined },
) {
  const { db } = deps;
  const claims = await deps.tokens.verifyChallenge(input.ChallengeToken);
  if (!claims) throw unauthorized(twoFactorTexts.challengeExpired);
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, claims.userId), isNull(users.deletedAt)));
  if (!user || user.tokenVersion !== claims.version) throw unauthorized(twoFactorTexts.challengeExpired);
  if (!user.isActive) throw unauthorized(accountTexts.accountSuspended);
  const { Code, RecoveryCode } = input;
  const accepted = await throttledCheck(db, {
    userId: user.id,
    check: () =>
      Code !== undefined
        ? acceptAuthenticatorCode(deps, { userId: user.id, code: Code })
        : spendRecoveryCode(db, { userId: user.id, code: RecoveryCode ?? '' }),
  });
  if (!accepted) {
    throw unauthorized(Code !== undefined ? twoFactorTexts.wrongCode : twoFactorTexts.wrongRecoveryCode);
  }
  return signedInReply(deps, { user, rememberMe: claims.rememberMe });
}
