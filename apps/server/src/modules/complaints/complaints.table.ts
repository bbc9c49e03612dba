import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../accounts/accounts.table.ts';
import { rides } from '../rides/rides.table.ts';

/**
 * issue 17 §4: a rider's complaint about a ride (the owner's or a sharer's), Pending (1) until an
 * administrator responds or closes it (Resolved, 2); the rider's reply opens it again. The partial
 * unique index keeps one Pending complaint per ride and rider, whatever races past the service.
 */
export const complaints = pgTable(
  'complaints',
  {
    id: serial('id').primaryKey(),
    rideId: integer('ride_id')
      .notNull()
      .references(() => rides.id),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => users.id),
    title: text('title').notNull(),
    message: text('message').notNull(),
    picture: text('picture'),
    status: smallint('status').notNull().default(1),
    // The latest administrator's response (spec 001 §3 Feedback, FeedbackPicture).
    feedback: text('feedback'),
    feedbackPicture: text('feedback_picture'),
    resolvedBy: uuid('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('complaints_status_check', sql`${table.status} in (1, 2)`),
    uniqueIndex('complaints_one_pending_per_ride_and_rider')
      .on(table.rideId, table.customerId)
      .where(sql`${table.status} = 1`),
    // GetComplaints' order: Pending first, then newest.
    index('complaints_status_created_at_idx').on(table.status, table.createdAt),
    // issue 32: the complaint list sorts by date alone too.
    index('complaints_created_at_idx').on(table.createdAt),
    index('complaints_customer_id_idx').on(table.customerId, table.createdAt),
    index('complaints_ride_id_idx').on(table.rideId),
  ],
);
export type ComplaintRow = typeof complaints.$inferSelect;

/** issue 17 §4: the thread of a complaint: the rider's replies and the administrators' responses. */
export const complaintFeedbacks = pgTable(
  'complaint_feedbacks',
  {
    id: serial('id').primaryKey(),
    complaintId: integer('complaint_id')
      .notNull()
      .references(() => complaints.id, { onDelete: 'cascade' }),
    addedBy: uuid('added_by')
      .notNull()
      .references(() => users.id),
    feedback: text('feedback').notNull(),
    picture: text('picture'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('complaint_feedbacks_complaint_id_idx').on(table.complaintId, table.id)],
);
