import { sql } from 'drizzle-orm';
import {
  boolean,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** spec 001 §3: a sub-admin role is a named set of rights per admin endpoint. */
export const adminRoles = pgTable(
  'admin_roles',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
  },
  (table) => [uniqueIndex('admin_roles_name_key').on(sql`lower(${table.name})`)],
);

export const adminRoleEndpoints = pgTable(
  'admin_role_endpoints',
  {
    roleId: integer('role_id')
      .notNull()
      .references(() => adminRoles.id, { onDelete: 'cascade' }),
    endpoint: smallint('endpoint').notNull(),
    canView: boolean('can_view').notNull().default(false),
    canCreate: boolean('can_create').notNull().default(false),
    canEdit: boolean('can_edit').notNull().default(false),
    canDelete: boolean('can_delete').notNull().default(false),
  },
  (table) => [primaryKey({ columns: [table.roleId, table.endpoint] })],
);
