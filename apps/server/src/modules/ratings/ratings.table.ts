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

/** Who a rating is about: the ride's driver (rated by a rider), or its owner (rated by the driver). */
export const RatedAs = { Driver: 1, Customer: 2 } as const;
export type RatedAsId = (typeof RatedAs)[keyof typeof RatedAs];

/**
 * issue 17 §3: one rating of a ride by one of its people. The unique index on (ride, rater) makes a
 * second rating by the same person impossible, whatever races past the service's check.
 */
export const ratings = pgTable(
  'ratings',
  {
    id: serial('id').primaryKey(),
    rideId: integer('ride_id')
      .notNull()
      .references(() => rides.id, { onDelete: 'cascade' }),
    ratedById: uuid('rated_by_id')
      .notNull()
      .references(() => users.id),
    ratedUserId: uuid('rated_user_id')
      .notNull()
      .references(() => users.id),
    ratedAs: smallint('rated_as').notNull(),
    starRating: smallint('star_rating').notNull(),
    comment: text('comment'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('ratings_star_rating_check', sql`${table.starRating} between 1 and 5`),
    check('ratings_rated_as_check', sql`${table.ratedAs} in (1, 2)`),
    uniqueIndex('ratings_ride_rater_key').on(table.rideId, table.ratedById),
    index('ratings_created_at_idx').on(table.createdAt, table.id),
    // issue 32: the rating lists sort by stars.
    index('ratings_star_rating_idx').on(table.starRating),
    index('ratings_rated_user_idx').on(table.ratedUserId, table.createdAt),
  ],
);
export type RatingRow = typeof ratings.$inferSelect;
