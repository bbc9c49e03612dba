import { EventEmitter } from 'node:events';
import type { Db } from '../../db/database.ts';
import { type MessageChannel, outboxMessages } from './outbox.table.ts';

export type OutgoingMessage = {
  channel: MessageChannel;
  recipient: string;
  subject?: string;
  body: string;
  /** The body as it is kept once sent, when the body carries a secret (a code). */
  bodyAfterSending?: string;
  typeName?: string;
};

/**
 * Tells the outbox workers of this process that a message was queued, so it goes out now rather than
 * at the next poll. Owned here, so that whoever queues a message need not know that a worker exists.
 */
export const outboxEvents = new EventEmitter<{ queued: [] }>();
// One listener per running app; tests run several apps in one process.
outboxEvents.setMaxListeners(0);

/**
 * Queues a message and wakes the workers. Call it inside the transaction of the change that causes
 * it, so neither is lost; the worker looks again once that transaction has had time to commit.
 */
export async function enqueueMessage(db: Db, message: OutgoingMessage) {
  const [row] = await db
    .insert(outboxMessages)
    .values({
      channel: message.channel,
      recipient: message.recipient,
      subject: message.subject,
      body: message.body,
      bodyAfterSending: message.bodyAfterSending,
      typeName: message.typeName ?? 'General',
    })
    .returning({ id: outboxMessages.id });
  outboxEvents.emit('queued');
  return row!.id;
}
