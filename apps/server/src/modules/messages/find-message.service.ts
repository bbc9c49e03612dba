import { messageTexts } from '@wayfare/contracts';
import type { Db } from '../../db/database.ts';
import { notFound } from '../../errors.ts';
import { type MessageChannel, type OutboxRow, queuedMessage } from '../outbox/index.ts';
import { shownReason } from './message-view.ts';

/** A message of one channel by its id: an SMS asked for as an e-mail (or the reverse) is not found. */
export async function findMessage(db: Db, channel: MessageChannel, id: string): Promise<OutboxRow> {
  const row = await queuedMessage(db, { channel, id });
  if (!row) throw notFound(messageTexts.noMessage(id));
  return row;
}

/**
 * GetFailureReasonForEmail, GetFailureReasonForSMS: the reason recorded for a failed message, or for a
 * pending one that has failed an attempt and waits for the next; a code it quotes masked.
 */
export async function failureReason(db: Db, channel: MessageChannel, id: string): Promise<string> {
  const row = await findMessage(db, channel, id);
  return row.status !== 'Sent' && row.lastError ? shownReason(row, row.lastError) : messageTexts.noFailure;
}
