import { index, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../accounts/accounts.table.ts';

/** issue 16 §3 (spec 000 §3.3 Event): the dashboard's upcoming events. */
export const calendarEvents = pgTable(
  'calendar_events',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    eventDateTime: timestamp('event_date_time', { withTimezone: true }).notNull(),
    meetUrl: text('meet_url'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('calendar_events_event_date_time_idx').on(table.eventDateTime)],
);
