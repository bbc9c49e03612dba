import { accountTexts } from '@wayfare/contracts';
import type { Db } from '../../db/database.ts';
import { tooManyRequests } from '../../errors.ts';
import { enqueueMessage } from '../outbox/outbox.service.ts';
import { countEvent, type Limit, secondsUntilAllowed } from '../rate-limit/rate-limit.service.ts';
import { findLiveUserByEmail } from './users.repository.ts';
import { CODE_LIFETIME_MINUTES, issueVerificationCode } from './verification-codes.service.ts';
import type { VerificationPurpose } from './verification-codes.table.ts';

// Counted per address asked for, whether or not it has an account, so the limit reveals nothing.
const perEmail: Limit = { max: 5, windowSeconds: 60 * 60 };
const perCaller: Limit = { max: 30, windowSeconds: 60 * 60 };

export type CodeMessage = { subject: string; body: (code: string) => string; typeName: string };

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
    await enqueueMessage(tx, {
      channel: 'Email',
      recipient: user.emailAddress,
      subject: input.message.subject,
      body: input.message.body(code),
      bodyAfterSending: input.message.body('••••••'),
      typeName: input.message.typeName,
    });
  });
}

export const codeLifetimeSentence = `The code works once, for ${CODE_LIFETIME_MINUTES} minutes.`;
