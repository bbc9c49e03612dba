import type { Db } from '../../db/database.ts';
import { MASKED_CODE, queueTemplatedEmail } from '../message-templates/index.ts';
import { issueVerificationCode } from './verification-codes.service.ts';

/** The page where a code sets a password (Account/CompletePasswordReset), filled in from the link. */
export const setPasswordLink = (input: { siteUrl: string; EmailAddress: string; code: string }) =>
  `${input.siteUrl}/account/setpassword?email=${encodeURIComponent(input.EmailAddress)}&code=${input.code}`;

/** A new account's code lasts three days: the person may not read their mail the same hour. */
export const SET_PASSWORD_CODE_HOURS = 72;

/**
 * An account made by an administrator has no password: its owner is sent a code and a link to choose
 * one, queued in the transaction that makes the account. The code is a password-reset code, so
 * Account/CompletePasswordReset takes it.
 */
export async function queueSetPasswordEmail(
  tx: Db,
  input: { userId: string; EmailAddress: string; firstname: string; siteUrl: string },
) {
  const code = await issueVerificationCode(tx, {
    userId: input.userId,
    purpose: 'password_reset',
    lifetimeMinutes: SET_PASSWORD_CODE_HOURS * 60,
  });
  const values = (shownCode: string) => ({
    FirstName: input.firstname,
    Code: shownCode,
    Link: setPasswordLink({ ...input, code: shownCode }),
    ExpiryHours: String(SET_PASSWORD_CODE_HOURS),
  });
  await queueTemplatedEmail(tx, {
    type: 'New Account',
    recipient: input.EmailAddress,
    values: values(code),
    masked: values(MASKED_CODE),
  });
}
