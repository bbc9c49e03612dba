import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { containing, type Page, pageOf, withinDates } from '../../db/list-query.ts';
import { type MessageChannel, type MessageStatus, outboxMessages } from '../outbox/outbox.table.ts';
import { type OutboxRow, searchableText } from './message-view.ts';

export type MessagesQuery = {
  keyword?: string | undefined;
  messageStatus?: 1 | 2 | 3 | undefined;
  from?: string | undefined;
  to?: string | undefined;
  page: number;
  pageSize: number;
};

const statusById: Record<1 | 2 | 3, MessageStatus> = { 1: 'Pending', 2: 'Sent', 3: 'Failed' };

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

/** GetEmails, GetSMSs: one channel's messages, newest first, filtered as asked. */
export async function listMessages(
  db: Db,
  channel: MessageChannel,
  query: MessagesQuery,
): Promise<Page<OutboxRow>> {
  const where = and(
    eq(outboxMessages.channel, channel),
    query.messageStatus ? eq(outboxMessages.status, statusById[query.messageStatus]) : undefined,
    withinDates(outboxMessages.createdAt, query),
    keywordIn(query.keyword),
  );
  const select = db
    .select()
    .from(outboxMessages)
    .where(where)
    .orderBy(desc(outboxMessages.createdAt), desc(outboxMessages.id));
  return pageOf(db, { select, from: outboxMessages, where, page: query.page, pageSize: query.pageSize });
}
