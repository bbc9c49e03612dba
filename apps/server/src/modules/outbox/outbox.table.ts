import { boolean, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const messageChannels = ['Email', 'SMS'] as const;
export type MessageChannel = (typeof messageChannels)[number];
export const messageStatuses = ['Pending', 'Sent', 'Failed'] as const;
export type MessageStatus = (typeof messageStatuses)[number];

/** Every e-mail and SMS goes through this table: written in the same transaction as its cause, sent later. */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    channel: text('channel', { enum: messageChannels }).notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject'),
    body: text('body').notNull(),
    // What stays of the body once it is sent, when the body carries a secret such as a code.
    bodyAfterSending: text('body_after_sending'),
    // An e-mail's HTML part (body is then its plain-text part), and what stays of it once sent.
    html: text('html'),
    htmlAfterSending: text('html_after_sending'),
    // Set when the message carried a one-time code: its masked body is all that is kept once sent, so
    // it cannot be sent again (the person asks for a new code instead).
    carriesCode: boolean('carries_code').notNull().default(false),
    typeName: text('type_name').notNull().default('General'),
    status: text('status', { enum: messageStatuses }).notNull().default('Pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    // The lease of the worker sending it: claimed in a short transaction, sent outside any, then
    // marked. A worker that dies mid-send leaves a lease that runs out, and the message is due again.
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    // issue 29 §2: the SMS provider that took the message and the id it gave it, which its delivery
    // reports name; a report of delivery sets delivered_at, one of failure fails the message.
    provider: text('provider'),
    providerMessageId: text('provider_message_id'),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  },
  (table) => [
    index('outbox_messages_due_idx').on(table.status, table.nextAttemptAt),
    index('outbox_messages_created_at_idx').on(table.createdAt),
    // The Message area's lists: one channel, newest first.
    index('outbox_messages_channel_created_at_idx').on(table.channel, table.createdAt),
    // issue 32: sorted by status (text: Failed, Pending, Sent), ties by id.
    index('outbox_messages_channel_status_idx').on(table.channel, table.status, table.id),
    // A delivery report finds its message by the provider's id.
    index('outbox_messages_provider_message_idx').on(table.provider, table.providerMessageId),
  ],
);
