import { accountTexts, type MessageReply } from '@wayfare/contracts';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { hashPassword } from '../../auth/passwords.ts';
import type { TokenService } from '../../auth/tokens.ts';
import type { Db } from '../../db/database.ts';
import { invalidProperty, unauthorized } from '../../errors.ts';
import { users } from './accounts.table.ts';
import { sendCodeByEmail } from './codes-by-message.ts';
import { setPasswordLink } from './set-password-email.ts';
import { forgetSignInFailures } from './sign-in-throttle.ts';
import { bumpTokenVersion, findLiveUserByEmail } from './users.repository.ts';
import { CODE_LIFETIME_MINUTES, consumeVerificationCode } from './verification-codes.service.ts';

/** Sends a code (and a link) to set a new password; answers the same whether or not the address has an account. */
export async function requestPasswordReset(
  db: Db,
  input: { EmailAddress: string; ip: string; siteUrl: string },
): Promise<MessageReply> {
  const link = (code: string) => setPasswordLink({ ...input, code });
  await sendCodeByEmail(db, {
    EmailAddress: input.EmailAddress,
    ip: input.ip,
    purpose: 'password_reset',
    message: {
      type: 'Password Reset',
      values: (code, FirstName) => ({
        FirstName,
        Code: code,
        Link: link(code),
        ExpiryMinutes: String(CODE_LIFETIME_MINUTES),
      }),
    },
  });
  return { Message: accountTexts.resetCodeSent };
}

const invalidCode = () => invalidProperty('VerificationCode', accountTexts.invalidCode);

/** Sets a new password with the code ResetPassword sent; every earlier session ends. */
export async function completePasswordReset(
  db: Db,
  input: { EmailAddress: string; VerificationCode: string; Password: string },
) {
  // The code is used up first, so a guess or an unknown address costs no password hashing (argon2
  // is the dearest thing a request can make the server do), and the hashing runs outside the
  // transaction, which on the embedded database would hold every other query for its length.
  const user = await db.transaction(async (tx) => {
    const found = await findLiveUserByEmail(tx, input);
    if (!found) return undefined;
    return (await consumeVerificationCode(tx, {
      userId: found.id,
      purpose: 'password_reset',
      code: input.VerificationCode,
    }))
      ? found
      : undefined;
  });
  // Thrown after the transaction, so a wrong guess still counts against the code.
  if (!user) throw invalidCode();
  const passwordHash = await hashPassword(input.Password);
  await db
    .update(users)
    .set({ passwordHash, requireNewPassword: false, tokenVersion: bumpTokenVersion, updatedAt: sql`now()` })
    .where(and(eq(users.id, user.id), isNull(users.deletedAt)));
  await forgetSignInFailures(db, input);
  return { Message: accountTexts.passwordChanged };
}

/** The signed-in person's new password: other sessions end, this one gets a fresh token. */
export async function changePassword(
  deps: { db: Db; tokens: TokenService },
  input: { userId: string; Password: string },
) {
  const passwordHash = await hashPassword(input.Password);
  const [user] = await deps.db
    .update(users)
    .set({ passwordHash, requireNewPassword: false, tokenVersion: bumpTokenVersion, updatedAt: sql`now()` })
    .where(eq(users.id, input.userId))
    .returning({ id: users.id, tokenVersion: users.tokenVersion });
  if (!user) throw unauthorized();
  return {
    Message: accountTexts.passwordChanged,
    Token: await deps.tokens.issue({ userId: user.id, version: user.tokenVersion }),
  };
}
