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

/** Queues a message; call it inside the transaction of the change that causes it, so neither is lost. */
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
  return row!.id;
}
