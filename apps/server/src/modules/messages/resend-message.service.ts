import { type MessageReply, messageTexts } from '@wayfare/contracts';
import type { Db } from '../../db/database.ts';
import { conflict, notFound } from '../../errors.ts';
import { recordAdminChange } from '../activity/index.ts';
import {
  type MessageChannel,
  type OutboxRow,
  queuedMessage,
  requeueFailedMessages,
  requeueMessage,
} from '../outbox/index.ts';

type By = { by: string };

/**
 * A message that carried a one-time code can go again only while its body still holds the code, i.e.
 * it was never sent (a failed one). Once sent, only the masked form is kept: sending that would give
 * the person a message without its code.
 */
const codeStillHeld = (row: OutboxRow) => row.bodyAfterSending !== null || row.htmlAfterSending !== null;

const actionOf = (channel: MessageChannel, all: boolean) =>
  `Resend${all ? 'AllFailed' : ''}${channel === 'Email' ? 'Email' : 'SMS'}`;

/**
 * ResendEmail, ResendSMS: a sent or failed message goes back to pending and the workers wake. The row
 * is locked, so a worker or another administrator acting on it meanwhile waits.
 */
export function resendMessage(
  db: Db,
  channel: MessageChannel,
  input: { Id: string } & By,
): Promise<MessageReply> {
  return db.transaction(async (tx) => {
    const row = await queuedMessage(tx, { channel, id: input.Id, lock: true });
    if (!row) throw notFound(messageTexts.noMessage(input.Id));
    if (row.status === 'Pending') throw conflict(messageTexts.notResendable(row.status));
    if (row.carriesCode && (row.status === 'Sent' || !codeStillHeld(row))) {
      throw conflict(messageTexts.carriedCode);
    }
    await requeueMessage(tx, row.id);
    await recordAdminChange(tx, {
      userId: input.by,
      area: 'Message',
      action: actionOf(channel, false),
      recordId: row.id,
      before: { StatusName: row.status, Attempts: row.attempts, FailureReason: row.lastError },
      after: { StatusName: 'Pending', Attempts: 0, FailureReason: null },
    });
    return { Message: messageTexts.resent };
  });
}

/**
 * ResendAllFailedEmail, ResendAllFailedSMS: every failed message of the channel queued between From
 * and To (a date-only To is the whole day) goes back to pending, except one whose code is no longer
 * held (see `codeStillHeld`). One notification wakes the workers for all of them.
 */
export function resendAllFailed(
  db: Db,
  channel: MessageChannel,
  input: { From: string; To: string } & By,
): Promise<MessageReply> {
  return db.transaction(async (tx) => {
    const resent = await requeueFailedMessages(tx, { channel, from: input.From, to: input.To });
    if (resent.length > 0) {
      await recordAdminChange(tx, {
        userId: input.by,
        area: 'Message',
        action: actionOf(channel, true),
        recordId: `${input.From} to ${input.To}`,
        after: { From: input.From, To: input.To, Count: resent.length },
      });
    }
    return { Message: messageTexts.resentAll(resent.length) };
  });
}
