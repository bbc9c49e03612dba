import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  real,
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
 * issue 31: where each driver is. One row per driver, overwritten by each update (the latest position
 * only); `cell` is the position's H3 cell at DISPATCH_H3_RESOLUTION, the spatial index that works on
 * PGlite and PostgreSQL alike (nearest search walks rings of cells). A driver is online while `online`
 * and seen within DRIVER_STALE_SECONDS.
 */
export const driverPositions = pgTable(
  'driver_positions',
  {
    driverId: uuid('driver_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    online: boolean('online').notNull().default(false),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    heading: real('heading'),
    speed: real('speed'),
    accuracy: real('accuracy'),
    cell: text('cell'),
    onlineSince: timestamp('online_since', { withTimezone: true }),
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('driver_positions_online_cell_idx').on(table.cell).where(sql`${table.online}`)],
);
export type DriverPositionRow = typeof driverPositions.$inferSelect;

/**
 * issue 31: a Pending ride offered to one driver until `expiresAt` (OfferStatus: 1 Open … 5 Withdrawn).
 * Offers are rows, claimed under locks, never timers in one process's memory: the partial unique
 * indexes keep a driver on one open offer and a ride offered to a driver once, whatever races past the
 * services' checks, and an offer outlives a restart. `round` counts the radius widenings.
 */
export const rideOffers = pgTable(
  'ride_offers',
  {
    id: serial('id').primaryKey(),
    rideId: integer('ride_id')
      .notNull()
      .references(() => rides.id, { onDelete: 'cascade' }),
    driverId: uuid('driver_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: smallint('status').notNull(),
    distanceToPickupMetres: integer('distance_to_pickup_metres').notNull(),
    round: smallint('round').notNull().default(0),
    offeredAt: timestamp('offered_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('ride_offers_ride_driver_key').on(table.rideId, table.driverId),
    uniqueIndex('ride_offers_open_driver_key').on(table.driverId).where(sql`${table.status} = 1`),
    index('ride_offers_open_expiry_idx').on(table.expiresAt).where(sql`${table.status} = 1`),
    index('ride_offers_ride_idx').on(table.rideId),
    check('ride_offers_status_check', sql`${table.status} between 1 and 5`),
  ],
);
export type RideOfferRow = typeof rideOffers.$inferSelect;

/**
 * issue 31: a ride's route, the driver's positions from pick-up (Ongoing) to completion, appended. The
 * distance covered at completion is read from it when the driver sends none. Kept as long as the
 * privacy notice says, and removed with the account's anonymisation.
 */
export const rideRoutePoints = pgTable(
  'ride_route_points',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    rideId: integer('ride_id')
      .notNull()
      .references(() => rides.id, { onDelete: 'cascade' }),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('ride_route_points_ride_idx').on(table.rideId, table.id)],
);
