import { FIRST_RIDE_MONEY_SETTING } from '@wayfare/contracts';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  doublePrecision,
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
import { toBasisPoints, toKobo } from '../../money.ts';
import { users } from '../accounts/accounts.table.ts';
import { carDetails } from '../cars/cars.table.ts';
import { packages } from '../packages/packages.table.ts';

/**
 * issue 16 §1: a ride. Distances in metres, amounts in kobo (whole naira times 100). The status is one
 * of RideStatus (1 Pending … 6 Cancelled); the partial unique indexes keep a driver on one unfinished
 * ride and a rider owning one, whatever races past the services' checks.
 */
/**
 * The amount the ride lists show and sort by (issue 32): what the rider pays once completed (the final
 * amount), else the agreed amount, else the estimate. The index and the query use this one expression.
 */
export const listedAmountKobo = (
  table: Record<'finalAmountKobo' | 'amountKobo' | 'estimatedAmountKobo', AnyPgColumn>,
) => sql`coalesce(${table.finalAmountKobo}, ${table.amountKobo}, ${table.estimatedAmountKobo})`;

export const rides = pgTable(
  'rides',
  {
    id: serial('id').primaryKey(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => users.id),
    driverId: uuid('driver_id').references(() => users.id),
    // The car the driver accepted with, and its copy (issue 17 §1): a car changed or deleted later
    // leaves the ride as it was.
    carDetailId: integer('car_detail_id').references(() => carDetails.id, { onDelete: 'set null' }),
    carName: text('car_name'),
    carModel: text('car_model'),
    carYear: smallint('car_year'),
    licenseNumber: text('license_number'),
    // The driver's package when they accepted; the name is kept should the package go.
    packageId: integer('package_id').references(() => packages.id, { onDelete: 'set null' }),
    packageName: text('package_name'),
    status: smallint('status').notNull().default(1),
    distanceMetres: integer('distance_metres').notNull(),
    isHighTraffic: boolean('is_high_traffic').notNull().default(false),
    allowSharing: boolean('allow_sharing').notNull().default(false),
    destinationAddress: text('destination_address').notNull(),
    currentStreet: text('current_street').notNull(),
    currentCity: text('current_city').notNull(),
    currentSubregion: text('current_subregion').notNull().default(''),
    // issue 31: where the ride starts and ends (WGS 84 degrees), when the rider's app gave them; the
    // pick-up's H3 cell (at DISPATCH_H3_RESOLUTION) is where dispatch searches for its driver.
    pickupLatitude: doublePrecision('pickup_latitude'),
    pickupLongitude: doublePrecision('pickup_longitude'),
    pickupCell: text('pickup_cell'),
    destinationLatitude: doublePrecision('destination_latitude'),
    destinationLongitude: doublePrecision('destination_longitude'),
    estimatedAmountKobo: integer('estimated_amount_kobo').notNull(),
    enableCustomerPreferredAmount: boolean('enable_customer_preferred_amount').notNull().default(false),
    customerPreferredAmountKobo: integer('customer_preferred_amount_kobo'),
    // Set at completion: the estimate, or the preferred amount when enabled.
    amountKobo: integer('amount_kobo'),
    // issue 30: the ride's money (ride-money.service.ts). Method and status are RidePaymentMethod and
    // RidePaymentStatus; a ride asked for without a method is a Cash ride (nothing held).
    paymentMethod: smallint('payment_method').notNull().default(2),
    secondaryPaymentMethod: smallint('secondary_payment_method'),
    // Whether the rider named the method: a Cash ride of a client that named none (before issue 30)
    // completes as it did, without the driver's CashCollected.
    paymentMethodNamed: boolean('payment_method_named').notNull().default(false),
    paymentStatus: smallint('payment_status').notNull().default(6),
    // What was held at booking (the hold's own movement says it too; kept for the ride's view).
    heldAmountKobo: integer('held_amount_kobo').notNull().default(0),
    // The code's id without a foreign key: promo_code_uses (the promotions module's) links the two.
    promoCodeId: integer('promo_code_id'),
    promoCode: text('promo_code'),
    promoDiscountKobo: integer('promo_discount_kobo').notNull().default(0),
    // What the rider paid in the end (fare less promo), at completion; null before.
    finalAmountKobo: integer('final_amount_kobo'),
    // What the rider still owes on this ride (a fare beyond hold, wallet and card; a cancellation fee).
    owedAmountKobo: integer('owed_amount_kobo').notNull().default(0),
    // The commission the driver's wallet could not pay (a cash ride's, mostly).
    commissionOwedKobo: integer('commission_owed_kobo').notNull().default(0),
    // The fare's breakdown at completion, for the ride's money view and receipt (null before): the
    // distance it was charged for, the unit per km (null for an agreed price) and the shared discount.
    fareDistanceMetres: integer('fare_distance_metres'),
    fareUnitKobo: integer('fare_unit_kobo'),
    sharedDiscountKobo: integer('shared_discount_kobo'),
    // The fees an administrator charged on the ride (ChargeRideFee), paid or owed: the money view's Fees.
    feesKobo: integer('fees_kobo').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (table) => [
    check('rides_status_check', sql`${table.status} between 1 and 6`),
    check('rides_distance_check', sql`${table.distanceMetres} between 100 and 1000000`),
    check(
      'rides_amounts_check',
      sql`${table.estimatedAmountKobo} >= 0 and coalesce(${table.amountKobo}, 0) >= 0`,
    ),
    check(
      'rides_money_check',
      sql`${table.paymentMethod} between 1 and 3 and ${table.paymentStatus} between 1 and 6 and ${table.heldAmountKobo} >= 0 and ${table.promoDiscountKobo} >= 0 and coalesce(${table.finalAmountKobo}, 0) >= 0 and ${table.owedAmountKobo} >= 0 and ${table.commissionOwedKobo} >= 0 and ${table.feesKobo} >= 0`,
    ),
    index('rides_owed_idx').on(table.customerId).where(sql`${table.owedAmountKobo} > 0`),
    check('rides_driver_check', sql`${table.status} in (1, 6) or ${table.driverId} is not null`),
    uniqueIndex('rides_one_unfinished_per_driver')
      .on(table.driverId)
      .where(sql`${table.status} in (2, 3, 4)`),
    uniqueIndex('rides_one_unfinished_per_customer')
      .on(table.customerId)
      .where(sql`${table.status} in (1, 2, 3, 4)`),
    index('rides_created_at_idx').on(table.createdAt),
    // issue 32: the admin ride lists sort by the listed amount and by distance.
    index('rides_listed_amount_idx').on(listedAmountKobo(table)),
    index('rides_distance_metres_idx').on(table.distanceMetres),
    index('rides_status_created_at_idx').on(table.status, table.createdAt),
    index('rides_customer_id_idx').on(table.customerId, table.createdAt),
    index('rides_driver_id_idx').on(table.driverId, table.createdAt),
    index('rides_completed_at_idx').on(table.completedAt).where(sql`${table.status} = 5`),
    index('rides_package_id_idx').on(table.packageId),
    // The ride lists' keyword in the destination (admin-rides.service.ts).
    index('rides_destination_trgm_idx').using('gin', sql`lower(${table.destinationAddress}) gin_trgm_ops`),
    index('rides_car_name_trgm_idx').using('gin', sql`lower(${table.carName}) gin_trgm_ops`),
    index('rides_license_number_trgm_idx').using('gin', sql`lower(${table.licenseNumber}) gin_trgm_ops`),
  ],
);
export type RideRow = typeof rides.$inferSelect;

/** issue 16 §1: the riders sharing a ride (at most three); one who leaves keeps the row, with leftAt. */
export const rideSharedUsers = pgTable(
  'ride_shared_users',
  {
    id: serial('id').primaryKey(),
    rideId: integer('ride_id')
      .notNull()
      .references(() => rides.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    destinationAddress: text('destination_address').notNull(),
    distanceMetres: integer('distance_metres').notNull(),
    estimatedAmountKobo: integer('estimated_amount_kobo').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    leftAt: timestamp('left_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('ride_shared_users_ride_user_key').on(table.rideId, table.userId),
    index('ride_shared_users_user_id_idx').on(table.userId),
  ],
);

/** issue 16 §1: every change of a ride, written in the change's transaction; byUserId null: the system. */
export const rideStatusUpdates = pgTable(
  'ride_status_updates',
  {
    id: serial('id').primaryKey(),
    rideId: integer('ride_id')
      .notNull()
      .references(() => rides.id, { onDelete: 'cascade' }),
    status: smallint('status').notNull(),
    reason: text('reason'),
    byUserId: uuid('by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('ride_status_updates_ride_id_idx').on(table.rideId, table.id)],
);

/**
 * issue 16 §2: the one ride setting (id 1); units and amounts in kobo, percents in hundredths of a
 * percent. issue 30's money settings default to their first values, which an upgraded record takes.
 */
export const rideSettings = pgTable(
  'ride_settings',
  {
    id: smallint('id').primaryKey().default(1),
    highTrafficUnitKobo: integer('high_traffic_unit_kobo').notNull(),
    unitKobo: integer('unit_kobo').notNull(),
    minAmountForSharedRideKobo: integer('min_amount_for_shared_ride_kobo').notNull(),
    sharedDiscountBasisPoints: integer('shared_discount_basis_points').notNull(),
    cancellationFeeKobo: integer('cancellation_fee_kobo')
      .notNull()
      .default(toKobo(FIRST_RIDE_MONEY_SETTING.CancellationFee)),
    cancellationGraceMinutes: smallint('cancellation_grace_minutes')
      .notNull()
      .default(FIRST_RIDE_MONEY_SETTING.CancellationGraceMinutes),
    holdMarginBasisPoints: integer('hold_margin_basis_points')
      .notNull()
      .default(toBasisPoints(FIRST_RIDE_MONEY_SETTING.HoldMarginPercent)),
    platformCommissionBasisPoints: integer('platform_commission_basis_points')
      .notNull()
      .default(toBasisPoints(FIRST_RIDE_MONEY_SETTING.PlatformCommissionPercent)),
    tipMaxKobo: integer('tip_max_kobo').notNull().default(toKobo(FIRST_RIDE_MONEY_SETTING.TipMaxAmount)),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('ride_settings_single_check', sql`${table.id} = 1`),
    check(
      'ride_settings_values_check',
      sql`${table.unitKobo} > 0 and ${table.highTrafficUnitKobo} >= ${table.unitKobo} and ${table.minAmountForSharedRideKobo} >= 0 and ${table.sharedDiscountBasisPoints} between 0 and 10000`,
    ),
    check(
      'ride_settings_money_check',
      sql`${table.cancellationFeeKobo} >= 0 and ${table.cancellationGraceMinutes} between 0 and 1440 and ${table.holdMarginBasisPoints} between 0 and 10000 and ${table.platformCommissionBasisPoints} between 0 and 10000 and ${table.tipMaxKobo} >= 0`,
    ),
  ],
);
