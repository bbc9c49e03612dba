import { QueryBuilder } from 'drizzle-orm/pg-core';
import { adminRoles } from './admin-roles.table.ts';

/**
 * The admin roles' names, for another area's query that names a person's role (read only; the roles
 * are changed through this module's calls). A subquery PostgreSQL folds into the query joining it.
 */
export const adminRoleNames = new QueryBuilder()
  .select({ id: adminRoles.id, name: adminRoles.name })
  .from(adminRoles)
  .as('admin_roles');
