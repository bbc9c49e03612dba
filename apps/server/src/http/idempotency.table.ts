import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/** Replies remembered per (caller, Idempotency-Key), so a retried POST or PUT never repeats its effect. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    caller: text('caller').notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    statusCode: integer('status_code'),
    contentType: text('content_type'),
    body: text('body'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.caller, table.key] })],
);
