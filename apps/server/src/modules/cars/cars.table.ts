import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
  date,
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

/**
 * What the car list's keyword is looked for in on the car itself: name, model and licence number,
 * lower case, one expression for the trigram index and the query (car-details.service.ts).
 */
export const carSearchText = (table: {
  name: AnyPgColumn;
  carModel: AnyPgColumn;
  licenseNumber: AnyPgColumn;
}) => sql`lower(${table.name} || ' ' || ${table.carModel} || ' ' || ${table.licenseNumber})`;

/**
 * issue 17 §1: a driver's car and its papers. Pictures are FilePaths of uploaded files; dates are
 * calendar days. Status is one of CarStatus (0 Pending … 3 Suspended). A deleted car keeps its row
 * (rides keep their copy of it), leaves the lists, and frees its licence number.
 */
export const carDetails = pgTable(
  'car_details',
  {
    id: serial('id').primaryKey(),
    driverId: uuid('driver_id')
      .notNull()
      .references(() => users.id),
    name: text('name').notNull(),
    carModel: text('car_model').notNull(),
    year: smallint('year').notNull(),
    licenseNumber: text('license_number').notNull(),
    carLicense: text('car_license').notNull(),
    licenseExpiryDate: date('license_expiry_date', { mode: 'string' }).notNull(),
    insurance: text('insurance'),
    insuranceExpiryDate: date('insurance_expiry_date', { mode: 'string' }),
    roadWorthiness: text('road_worthiness'),
    roadWorthinessExpiryDate: date('road_worthiness_expiry_date', { mode: 'string' }),
    carFrontPicture: text('car_front_picture'),
    carBackPicture: text('car_back_picture'),
    carSidePicture: text('car_side_picture'),
    status: smallint('status').notNull().default(0),
    // The reason of the last Mark as Incomplete (or expiry), shown to the driver.
    message: text('message'),
    approvedBy: uuid('approved_by').references(() => users.id, { onDelete: 'set null' }),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (table) => [
    check('car_details_status_check', sql`${table.status} between 0 and 3`),
    uniqueIndex('car_details_live_license_number_key')
      .on(table.licenseNumber)
      .where(sql`${table.deletedAt} is null`),
    index('car_details_driver_id_idx').on(table.driverId),
    index('car_details_created_at_idx').on(table.createdAt),
    // issue 32: the car list sorts by the licence's expiry.
    index('car_details_license_expiry_date_idx').on(table.licenseExpiryDate),
    index('car_details_status_created_at_idx').on(table.status, table.createdAt),
    index('car_details_search_trgm_idx').using('gin', sql`(${carSearchText(table)}) gin_trgm_ops`),
  ],
);
export type CarDetailRow = typeof carDetails.$inferSelect;

/** issue 17 §1: every change of a car, creation included; byUserId null: the system (the expiry job). */
export const carDetailUpdates = pgTable(
  'car_detail_updates',
  {
    id: serial('id').primaryKey(),
    carDetailId: integer('car_detail_id')
      .notNull()
      .references(() => carDetails.id, { onDelete: 'cascade' }),
    status: smallint('status').notNull(),
    reason: text('reason'),
    byUserId: uuid('by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('car_detail_updates_car_detail_id_idx').on(table.carDetailId, table.id)],
);

/**
 * issue 17 §2: the notices the expiry job sent, one per document, expiry date and step (30, 7, 1 days
 * before; 0 on expiry). The unique key is what makes each one go once, across runs and processes; a
 * renewed document has a new expiry date and starts afresh.
 */
export const carDocumentNotices = pgTable(
  'car_document_notices',
  {
    id: serial('id').primaryKey(),
    // 'car:{id}:{document}' or 'driver:{id}:licence'.
    documentKey: text('document_key').notNull(),
    expiryDate: date('expiry_date', { mode: 'string' }).notNull(),
    step: smallint('step').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('car_document_notices_key').on(table.documentKey, table.expiryDate, table.step)],
);
