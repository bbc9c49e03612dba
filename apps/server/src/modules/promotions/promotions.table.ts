import { sql } from 'drizzle-orm';
import {
  boolean,
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
 * Issue 30: a promo code. The code is kept upper case (so the unique index is case-insensitive), the
 * amounts in kobo. `used_count` is the uses counted so far: the ride money counts one with
 * `used_count = used_count + 1 … where used_count < max_uses` under the row's lock, and the check below
 * stands behind it, so `max_uses` holds however many riders complete at once.
 */
export const promoCodes = pgTable(
  'promo_codes',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    title: text('title').notNull(),
    discountPercent: smallint('discount_percent'),
    discountAmountKobo: integer('discount_amount_kobo'),
    maxDiscountAmountKobo: integer('max_discount_amount_kobo'),
    startDate: timestamp('start_date', { withTimezone: true }).notNull(),
    endDate: timestamp('end_date', { withTimezone: true }).notNull(),
    maxUses: integer('max_uses'),
    maxUsesPerRider: integer('max_uses_per_rider'),
    firstRideOnly: boolean('first_ride_only').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    usedCount: integer('used_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('promo_codes_code_key').on(table.code),
    check('promo_codes_code_check', sql`${table.code} ~ '^[A-Z0-9-]{3,30}$'`),
    check(
      'promo_codes_one_discount_check',
      sql`num_nonnulls(${table.discountPercent}, ${table.discountAmountKobo}) = 1`,
    ),
    check('promo_codes_percent_check', sql`${table.discountPercent} between 1 and 100`),
    check(
      'promo_codes_amounts_check',
      sql`${table.discountAmountKobo} > 0 and ${table.maxDiscountAmountKobo} > 0`,
    ),
    check('promo_codes_period_check', sql`${table.startDate} < ${table.endDate}`),
    check(
      'promo_codes_uses_check',
      sql`${table.usedCount} >= 0 and (${table.maxUses} is null or ${table.usedCount} <= ${table.maxUses})`,
    ),
  ],
);

/**
 * One counted use of a code: by a rider, on a ride (at most one code a ride). The ride money writes a
 * row when it counts a use and removes it when a cancelled ride gives its use back; the uses of one
 * rider are counted under the code's row lock, so `max_uses_per_rider` holds too. A used code cannot be
 * deleted (the foreign key restricts it; DeletePromoCode refuses it first).
 */
export const promoCodeUses = pgTable(
  'promo_code_uses',
  {
    id: serial('id').primaryKey(),
    promoCodeId: integer('promo_code_id')
      .notNull()
      .references(() => promoCodes.id, { onDelete: 'restrict' }),
    riderId: uuid('rider_id')
      .notNull()
      .references(() => users.id),
    rideId: integer('ride_id')
      .notNull()
      .references(() => rides.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('promo_code_uses_ride_key').on(table.rideId),
    index('promo_code_uses_rider_idx').on(table.promoCodeId, table.riderId),
  ],
);
