import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { scheduledJobs } from './jobs.table.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it('schedules the hourly housekeeping, the daily anonymisation, the minutely ride cancelling, the quarter-hourly wallet reconciliation, the minutely withdrawal recovery, the minutely requests for virtual accounts, the minutely settling of airtime purchases, the hourly look at car papers, the hourly forgetting of old ride routes and the minutely turning of stale drivers offline once the app is ready, each first due one period after it started', async () => {
  const rows = await t.db.select().from(scheduledJobs).orderBy(scheduledJobs.name);
  expect(rows.map((row) => [row.name, row.everyMs])).toEqual([
    ['anonymise-deleted-accounts', 86_400_000],
    ['cancel-unaccepted-rides', 60_000],
    // The car papers' daily check looks every hour for 07:00 in TIME_ZONE.
    ['car-document-expiry', 3_600_000],
    ['forget-expired-rate-limit-counters', 3_600_000],
    ['forget-old-idempotency-keys', 3_600_000],
    // A ride's route is kept ROUTE_RETENTION_DAYS (issue 31): older points go every hour.
    ['forget-old-ride-routes', 3_600_000],
    // The wallet's daily reconciliation looks every quarter hour for 02:00 Africa/Lagos.
    ['reconcile-wallets', 900_000],
    // Withdrawals left held by a process that died: asked about or sent again under their reference.
    ['recover-withdrawals', 60_000],
    // Virtual accounts are asked of the provider every minute.
    ['request-virtual-accounts', 60_000],
    // Pending airtime and data purchases are asked about again every minute (issue 18 §4).
    ['settle-airtime-purchases', 60_000],
    // Drivers unseen for DRIVER_STALE_SECONDS are turned offline every minute (issue 31).
    ['turn-stale-drivers-offline', 60_000],
  ]);
  for (const row of rows) {
    const inMs = row.nextRunAt.getTime() - Date.now();
    expect(inMs).toBeGreaterThan(row.everyMs - 100_000);
    expect(inMs).toBeLessThanOrEqual(row.everyMs);
  }
});
