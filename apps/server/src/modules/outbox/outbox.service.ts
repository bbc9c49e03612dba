import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { type MessageChannel, outboxMessages } from './outbox.table.ts';

export type OutgoingMessage = {
  channel: MessageChannel;
  recipient: string;
  subject?: string;
  body: string;
  /** The body as it is kept once sent, when the body carries a secret (a code). */
  bodyAfterSending?: string;
  /** An e-mail's HTML part, `body` being its plain-text part; and the HTML as kept once sent. */
  html?: string;
  htmlAfterSending?: string;
  typeName?: string;
};

/**
 * The notification channel of queued messages. PostgreSQL delivers a NOTIFY when its transaction
 * commits (and drops it if it rolls back), to every connection that LISTENs, in every process.
 */
export const OUTBOX_CHANNEL = 'outbox_queued';

/**
 * Queues a message and notifies the workers. Call it inside the transaction of the change that
 * causes it, so neither is lost: the notification reaches the workers once that transaction commits,
 * when the message can be seen, and never if it rolls back.
 */
/** Many messages in one INSERT and one notification (a batch job's), in the caller's transaction. */
export async function enqueueMessages(db: Db, messages: readonly OutgoingMessage[]) {
  if (messages.length === 0) return;
  await db.insert(outboxMessages).values(
    messages.map((message) => ({
      channel: message.channel,
      recipient: message.recipient,
      subject: message.subject,
      body: message.body,
      bodyAfterSending: message.bodyAfterSending,
      html: message.html,
      htmlAfterSending: message.htmlAfterSending,
      carriesCode: message.bodyAfterSending !== undefined || message.htmlAfterSending !== undefined,
      typeName: message.typeName ?? 'General',
    })),
  );
  await db.execute(sql`select pg_notify(${OUTBOX_CHANNEL}, '')`);
}

export async function enqueueMessage(db: Db, message: OutgoingMessage) {
  const [row] = await db
    .insert(outboxMessages)
    .values({
      channel: message.channel,
      recipient: message.recipient,
      subject: message.subject,
      body: message.body,
      bodyAfterSending: message.bodyAfterSending,
      html: message.html,
      htmlAfterSending: message.htmlAfterSending,
      carriesCode: message.bodyAfterSending !== undefined || message.htmlAfterSending !== undefined,
      typeName: message.typeName ?? 'General',
    })
    .returning({ id: outboxMessages.id });
  // Several in one transaction are one notification: PostgreSQL folds identical ones together.
  await db.execute(sql`select pg_notify(${OUTBOX_CHANNEL}, '')`);
  return row!.id;
}
