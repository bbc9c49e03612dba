import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { adminRoles } from '../admin-roles/admin-roles.table.ts';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    emailAddress: text('email_address').notNull(),
    surname: text('surname').notNull(),
    firstname: text('firstname').notNull(),
    middleName: text('middle_name'),
    phoneNumber: text('phone_number'),
    passwordHash: text('password_hash'),
    isActive: boolean('is_active').notNull().default(true),
    isAdmin: boolean('is_admin').notNull().default(false),
    allowAllEndpoints: boolean('allow_all_endpoints').notNull().default(false),
    adminRoleId: integer('admin_role_id').references(() => adminRoles.id, { onDelete: 'set null' }),
    isDriver: boolean('is_driver').notNull().default(false),
    requireNewPassword: boolean('require_new_password').notNull().default(false),
    // Bumped by a password change, a suspension or a deletion: every token carrying an older
    // version stops working at once, in every server process.
    tokenVersion: integer('token_version').notNull().default(0),
    isEmailVerified: boolean('is_email_verified').notNull().default(false),
    isPhoneVerified: boolean('is_phone_verified').notNull().default(false),
    sex: smallint('sex'),
    picture: text('picture'),
    address: text('address'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (table) => [
    // One live account per address; a deleted account's address is anonymised, so it frees up.
    uniqueIndex('users_email_address_key').on(sql`lower(${table.emailAddress})`),
    index('users_created_at_idx').on(table.createdAt),
  ],
);

export type UserRow = typeof users.$inferSelect;
