import { accountTexts } from '@wayfare/contracts';
import { eq, sql } from 'drizzle-orm';
import { hashPassword } from '../../auth/passwords.ts';
import type { TokenService } from '../../auth/tokens.ts';
import type { Db } from '../../db/database.ts';
import { invalidProperty, unauthorized } from '../../http/errors.ts';
import { users } from './accounts.table.ts';
import { codeLifetimeSentence, sendCodeByEmail } from './codes-by-message.ts';
import { bumpTokenVersion, findLiveUserByEmail } from './users.repository.ts';
import { consumeVerificationCode } from './verification-codes.service.ts';

export function requestPasswordReset(db: Db, input: { EmailAddress: string; ip: string; siteUrl: string }) {
  const link = (code: string) =>
    `${input.siteUrl}/account/setpassword?email=${encodeURIComponent(input.EmailAddress)}&code=${code}`;
  return sendCodeByEmail(db, {
    EmailAddress: input.EmailAddress,
    ip: input.ip,
    purpose: 'password_reset',
    message: {
      typeName: 'Password Reset',
      subject: 'Your code to set a new password',
      body: (code) =>
        `Your code to set a new password is ${code}. ${codeLifetimeSentence}\n` +
        `Or open ${link(code)} to choose your new password.\n` +
        'If you did not ask for this, ignore this message: your password stays as it is.',
    },
  });
}

const invalidCode = () => invalidProperty('VerificationCode', accountTexts.invalidCode);

/** Sets a new password with the code ResetPassword sent; every earlier session ends. */
export async function completePasswordReset(
  db: Db,
  input: { EmailAddress: string; VerificationCode: string; Password: string },
) {
  const passwordHash = await hashPassword(input.Password);
  const changed = await db.transaction(async (tx) => {
    const user = await findLiveUserByEmail(tx, input.EmailAddress);
    if (!user || !(await consumeVerificationCode(tx, user.id, 'password_reset', input.VerificationCode))) {
      return false;
    }
    await tx
      .update(users)
      .set({ passwordHash, requireNewPassword: false, tokenVersion: bumpTokenVersion, updatedAt: sql`now()` })
      .where(eq(users.id, user.id));
    return true;
  });
  // Thrown after the transaction, so a wrong guess still counts against the code.
  if (!changed) throw invalidCode();
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
