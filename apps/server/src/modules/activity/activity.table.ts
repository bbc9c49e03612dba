import { bigserial, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../accounts/accounts.table.ts';

/** One changed field of an admin change (values as they were read, secrets already redacted). */
export type StoredChange = { Field: string; Before: unknown; After: unknown };

/**
 * The admin activity log (issue 14 §3): one row per admin state change, written in the change's own
 * transaction, so a change that rolls back leaves no entry and an entry never lacks its change.
 */
export const adminActivities = pgTable(
  'admin_activities',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    // Kept when the person is deleted: accounts are soft-deleted, so the row stays to name them.
    userId: uuid('user_id').references(() => users.id),
    area: text('area').notNull(),
    action: text('action').notNull(),
    // Text: records have numeric ids (locations) or uuids (accounts).
    recordId: text('record_id'),
    changes: jsonb('changes').$type<StoredChange[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('admin_activities_created_at_idx').on(table.createdAt, table.id),
    index('admin_activities_user_id_idx').on(table.userId, table.createdAt),
    index('admin_activities_area_idx').on(table.area, table.createdAt),
  ],
);
