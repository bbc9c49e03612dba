// Every table of every module, for Drizzle's query builder and for drizzle-kit's migrations.
export * from '../http/idempotency.table.ts';
export * from '../modules/accounts/accounts.table.ts';
export * from '../modules/accounts/verification-codes.table.ts';
export * from '../modules/activity/activity.table.ts';
export * from '../modules/admin-roles/admin-roles.table.ts';
export * from '../modules/categories/categories.table.ts';
export * from '../modules/events/events.table.ts';
export * from '../modules/jobs/jobs.table.ts';
export * from '../modules/locations/locations.table.ts';
export * from '../modules/message-templates/message-templates.table.ts';
export * from '../modules/outbox/outbox.table.ts';
export * from '../modules/packages/packages.table.ts';
export * from '../modules/rate-limit/rate-limit.table.ts';
export * from '../modules/referrals/referrals.table.ts';
export * from '../modules/rides/rides.table.ts';
export * from '../modules/wallet/wallet-accounts.table.ts';
