/** What the activity module gives the other modules (its tables are its own). */
export { removePersonalValues } from './anonymise-activities.ts';
export { recordAdminChange } from './record-admin-change.ts';
