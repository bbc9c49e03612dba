import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../accounts/accounts.table.ts';
import { walletTransactions } from '../wallet/ledger.table.ts';

/** spec 001 §3 Package; amounts in kobo (whole numbers), the wire's naira times 100. */
export const packages = pgTable(
  'packages',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    frequency: smallint('frequency').notNull().default(3),
    minTotalRides: integer('min_total_rides').notNull().default(0),
    maxTotalRides: integer('max_total_rides').notNull().default(0),
    minimumAmountRequiredKobo: integer('minimum_amount_required_kobo').notNull().default(0),
    amountKobo: integer('amount_kobo').notNull(),
    bonusAmountKobo: integer('bonus_amount_kobo').notNull().default(0),
    publish: boolean('publish').notNull().default(true),
    description: text('description').notNull().default(''),
  },
  (table) => [
    // Unique whatever the case; the list's order by lower(name) uses it too.
    uniqueIndex('packages_name_key').on(sql`lower(${table.name})`),
    check('packages_frequency_check', sql`${table.frequency} between 1 and 3`),
    check(
      'packages_rides_check',
      sql`0 <= ${table.minTotalRides} and ${table.minTotalRides} <= ${table.maxTotalRides}`,
    ),
    check(
      'packages_amounts_check',
      sql`${table.amountKobo} >= 0 and ${table.bonusAmountKobo} >= 0 and ${table.minimumAmountRequiredKobo} >= 0`,
    ),
  ],
);

/**
 * The package a driver holds: at most one each, `since` its period's start. The wallet sells packages
 * and writes these rows; AcceptRide needs one in its period with rides left (issue 30,
 * driving-package.ts), and a held package cannot be deleted (the foreign key restricts it too).
 */
export const driverPackages = pgTable(
  'driver_packages',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    packageId: integer('package_id')
      .notNull()
      .references(() => packages.id, { onDelete: 'restrict' }),
    since: timestamp('since', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('driver_packages_package_id_idx').on(table.packageId)],
);

/**
 * Issue 30: the bonus credited for a package's period (its MinTotalRides reached). The key, one per
 * driver, package and period start, is what makes a replay or a race pay it once.
 */
export const packageBonuses = pgTable(
  'package_bonuses',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    packageId: integer('package_id')
      .notNull()
      .references(() => packages.id, { onDelete: 'cascade' }),
    periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
    // Set in the claim's own transaction, right after the claim (the claim comes first: see package-bonus.ts).
    walletTransactionId: integer('wallet_transaction_id').references(() => walletTransactions.id, {
      onDelete: 'restrict',
    }),
    creditedAt: timestamp('credited_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.packageId, table.periodStart] })],
);
