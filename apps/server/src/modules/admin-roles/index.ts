/** What the admin-roles module gives the other modules (its tables are its own). */
export { adminRoleNames } from './admin-role-names.ts';
