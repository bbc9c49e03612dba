import { accountTexts } from '@wayfare/contracts';
import type { Db } from '../../db/database.ts';
import { tooManyRequests } from '../../errors.ts';
import type { ValuesOf } from '../message-templates/index.ts';
import { MASKED_CODE, queueTemplatedEmail } from '../message-templates/index.ts';
import { countEvent, type Limit, secondsUntilAllowed } from '../rate-limit/index.ts';
import { findLiveUserByEmail } from './users.repository.ts';
import { issueVerificationCode } from './verification-codes.service.ts';
import type { VerificationPurpose } from './verification-codes.table.ts';

// Counted per address asked for, whether or not it has an account, so the limit reveals nothing.
const perEmail: Limit = { max: 5, windowSeconds: 60 * 60 };
const perCaller: Limit = { max: 30, windowSeconds: 60 * 60 };

type CodeType = 'Password Reset' | 'Account Deletion';
/** The message type, and its values for a code and the account's first name. */
export type CodeMessage = {
  [N in CodeType]: { type: N; values: (code: string, firstName: string) => ValuesOf<N> };
}[CodeType];

/**
 * Sends a one-time code to the account's e-mail address through the outbox. Answers the same way
 * whether or not the address has an account, so nobody can find out who has one.
 */
export async function sendCodeByEmail(
  db: Db,
  input: { EmailAddress: string; ip: string; purpose: VerificationPurpose; message: CodeMessage },
) {
  const keys = [`code:${input.purpose}:${input.EmailAddress}`, `code-ip:${input.ip}`] as const;
  const wait = Math.max(
    await secondsUntilAllowed(db, { key: keys[0], limit: perEmail }),
    await secondsUntilAllowed(db, { key: keys[1], limit: perCaller }),
  );
  if (wait > 0) throw tooManyRequests(accountTexts.tooManyCodes, wait);
  await countEvent(db, { key: keys[0], limit: perEmail });
  await countEvent(db, { key: keys[1], limit: perCaller });

  await db.transaction(async (tx) => {
    const user = await findLiveUserByEmail(tx, input);
    if (!user?.isActive) return;
    const code = await issueVerificationCode(tx, { userId: user.id, purpose: input.purpose });
    const { type, values } = input.message as CodeMessage & { type: 'Password Reset' };
    await queueTemplatedEmail(tx, {
      type,
      recipient: user.emailAddress,
      values: values(code, user.firstname),
      masked: values(MASKED_CODE, user.firstname),
    });
  });
}
