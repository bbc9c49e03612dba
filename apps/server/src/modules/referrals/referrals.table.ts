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

/** spec 001 §3 Referral award; the amount in kobo (whole numbers), the wire's naira times 100. */
export const referralAwards = pgTable(
  'referral_awards',
  {
    id: serial('id').primaryKey(),
    awardAction: smallint('award_action').notNull(),
    title: text('title').notNull(),
    pageUrl: text('page_url').notNull(),
    startDate: timestamp('start_date', { withTimezone: true }).notNull(),
    endDate: timestamp('end_date', { withTimezone: true }).notNull(),
    hasRaffleDraw: boolean('has_raffle_draw').notNull().default(false),
    isCash: boolean('is_cash').notNull().default(false),
    amountKobo: integer('amount_kobo').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('referral_awards_period_idx').on(table.startDate, table.endDate),
    check('referral_awards_period_check', sql`${table.startDate} <= ${table.endDate}`),
    check('referral_awards_amount_check', sql`${table.amountKobo} >= 0`),
  ],
);

/**
 * What an award has paid: one row per referred person and award. The wallet issue pays awards and
 * writes these rows (the unique index makes a payout at most once); here they keep a paying award
 * from being deleted (the foreign key restricts it too).
 */
export const referralAwardPayouts = pgTable(
  'referral_award_payouts',
  {
    id: serial('id').primaryKey(),
    awardId: integer('award_id')
      .notNull()
      .references(() => referralAwards.id, { onDelete: 'restrict' }),
    referrerId: uuid('referrer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    referredUserId: uuid('referred_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    amountKobo: integer('amount_kobo').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('referral_award_payouts_once_key').on(table.awardId, table.referredUserId)],
);
