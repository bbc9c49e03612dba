import { and, desc, eq, isNotNull, not, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { containing, type Page, pageOf, sortedBy, withinDates } from '../../db/list-query.ts';
import { OUTBOX_CHANNEL } from './outbox.service.ts';
import { type MessageChannel, type MessageStatus, outboxMessages } from './outbox.table.ts';

/**
 * The queued messages as the messages module (the administrators' screens) reads and resends them:
 * the outbox table stays this module's.
 */

export type OutboxRow = typeof outboxMessages.$inferSelect;

/** The text the keyword search reads: the masked body when there is one, never the code. */
const searchableText: SQL = sql`coalesce(${outboxMessages.bodyAfterSending}, ${outboxMessages.body})`;

/** The keyword in the recipient, subject, (masked) text or type name, whatever its case. */
function keywordIn(keyword: string | undefined): SQL | undefined {
  if (!keyword) return undefined;
  const pattern = containing(keyword);
  const fields = [outboxMessages.recipient, outboxMessages.subject, searchableText, outboxMessages.typeName];
  return sql`(${sql.join(
    fields.map((field) => sql`lower(${field}) like ${pattern}`),
    sql` or `,
  )})`;
}

/** One channel's messages, newest first unless sorted otherwise, filtered as asked. */
export async function listQueuedMessages(
  db: Db,
  channel: MessageChannel,
  query: {
    keyword?: string | undefined;
    status?: MessageStatus | undefined;
    from?: string | undefined;
    to?: string | undefined;
    page: number;
    pageSize: number;
    sort?: 'Date' | 'Status' | undefined;
    order?: 'asc' | 'desc' | undefined;
  },
): Promise<Page<OutboxRow>> {
  const where = and(
    eq(outboxMessages.channel, channel),
    query.status ? eq(outboxMessages.status, query.status) : undefined,
    withinDates(outboxMessages.createdAt, query),
    keywordIn(query.keyword),
  );
  const select = db
    .select()
    .from(outboxMessages)
    .where(where)
    .orderBy(
      ...sortedBy(query, {
        columns: { Date: outboxMessages.createdAt, Status: outboxMessages.status },
        tieBreaker: outboxMessages.id,
        byDefault: [desc(outboxMessages.createdAt), desc(outboxMessages.id)],
      }),
    );
  return pageOf(db, { select, from: outboxMessages, where, page: query.page, pageSize: query.pageSize });
}

/** A message of one channel by its id (locked `FOR UPDATE` when asked), if there is one. */
export async function queuedMessage(db: Db, input: { channel: MessageChannel; id: string; lock?: boolean }) {
  const query = db
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.id, input.id), eq(outboxMessages.channel, input.channel)));
  const [row] = input.lock ? await query.for('update') : await query;
  return row;
}

/** Back in the queue as if just queued: due now, no attempt made, no reason, no worker's lease. */
const backToPending = {
  status: 'Pending',
  attempts: 0,
  nextAttemptAt: sql`now()`,
  lastError: null,
  claimedUntil: null,
  sentAt: null,
  // The provider's id of the last attempt goes with it: a late report about that attempt finds nothing.
  provider: null,
  providerMessageId: null,
  deliveredAt: null,
} as const;

/** Wakes the outbox workers once the transaction commits (of every process, as queuing does). */
const wakeWorkers = (tx: Db) => tx.execute(sql`select pg_notify(${OUTBOX_CHANNEL}, '')`);

/** A sent or failed message back in the queue; the workers wake. */
export async function requeueMessage(tx: Db, id: string) {
  await tx.update(outboxMessages).set(backToPending).where(eq(outboxMessages.id, id));
  await wakeWorkers(tx);
}

/**
 * Every failed message of the channel queued between from and to (a date-only to is the whole day)
 * back in the queue, except one that carried a one-time code no longer held (it was masked once
 * sent). One notification wakes the workers for all of them. Answers their ids.
 */
export async function requeueFailedMessages(
  tx: Db,
  input: { channel: MessageChannel; from: string; to: string },
) {
  const requeued = await tx
    .update(outboxMessages)
    .set(backToPending)
    .where(
      and(
        eq(outboxMessages.channel, input.channel),
        eq(outboxMessages.status, 'Failed'),
        withinDates(outboxMessages.createdAt, { from: input.from, to: input.to }),
        or(
          not(outboxMessages.carriesCode),
          isNotNull(outboxMessages.bodyAfterSending),
          isNotNull(outboxMessages.htmlAfterSending),
        ),
      ),
    )
    .returning({ id: outboxMessages.id });
  if (requeued.length > 0) await wakeWorkers(tx);
  return requeued;
}
