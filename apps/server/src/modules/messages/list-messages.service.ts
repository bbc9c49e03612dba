import type { Db } from '../../db/database.ts';
import type { Page } from '../../db/list-query.ts';
import {
  listQueuedMessages,
  type MessageChannel,
  type MessageStatus,
  type OutboxRow,
} from '../outbox/index.ts';

export type MessagesQuery = {
  keyword?: string | undefined;
  messageStatus?: 1 | 2 | 3 | undefined;
  from?: string | undefined;
  to?: string | undefined;
  page: number;
  pageSize: number;
  sort?: 'Date' | 'Status' | undefined;
  order?: 'asc' | 'desc' | undefined;
};

const statusById: Record<1 | 2 | 3, MessageStatus> = { 1: 'Pending', 2: 'Sent', 3: 'Failed' };

/** GetEmails, GetSMSs: one channel's messages, newest first unless sorted otherwise, filtered as asked. */
export async function listMessages(
  db: Db,
  channel: MessageChannel,
  query: MessagesQuery,
): Promise<Page<OutboxRow>> {
  return listQueuedMessages(db, channel, {
    keyword: query.keyword,
    status: query.messageStatus ? statusById[query.messageStatus] : undefined,
    from: query.from,
    to: query.to,
    page: query.page,
    pageSize: query.pageSize,
    sort: query.sort,
    order: query.order,
  });
}
