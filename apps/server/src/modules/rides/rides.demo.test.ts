import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Ride, RideSummary } from '@wayfare/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FileStorage } from '../../adapters/storage/file-storage.ts';
import { createLocalStorage } from '../../adapters/storage/local-storage.ts';
import { seedDemoData } from '../../demo/demo-data.ts';
import { apiAs, listOf } from '../../test/api-client.ts';
import { createTestApp, signInAsFirstAdmin, type TestApp } from '../../test/test-app.ts';
import { calendarEvents } from '../events/events.table.ts';
import { rideStatusUpdates, rides } from './rides.table.ts';

let t: TestApp;
let uploads: string;
let storage: FileStorage;
beforeAll(async () => {
  uploads = await mkdtemp(join(tmpdir(), 'wayfare-rides-demo-'));
  storage = createLocalStorage(uploads);
  t = await createTestApp({ OUTBOX_POLL_MS: 60_000 });
  await signInAsFirstAdmin(t);
  await seedDemoData(t.db, storage, () => {});
});
afterAll(async () => {
  await t.close();
  await rm(uploads, { recursive: true, force: true });
});

describe('the rides demo', () => {
  it('gives the dashboard and the ride screens rides in every status, with histories, and upcoming events', async () => {
    const admin = apiAs(t, await signInAsFirstAdmin(t));
    const summary = (await admin.get('/api/Ride/GetRideSummary')).json() as RideSummary;
    expect(summary.ActiveRidesCount).toBeGreaterThan(0);
    expect(summary.PendingRidesTodayCount).toBeGreaterThan(0);
    const all = listOf<Ride>(await admin.get('/api/Ride/GetRides'));
    expect(all.total).toBeGreaterThan(2_000);
    for (const status of [1, 2, 5, 6])
      expect(listOf(await admin.get('/api/Ride/GetRides', { rideStatus: status })).total).toBeGreaterThan(0);
    const completed = listOf<Ride>(await admin.get('/api/Ride/GetRides', { rideStatus: 5 })).rows[0]!;
    const history = listOf(await admin.get('/api/Ride/GetRideStatusUpdates', { rideId: completed.Id }));
    expect(history.rows.map((row) => row.RideStatus)).toEqual([1, 2, 3, 4, 5]);
    const usage = listOf<{ UsageCounts: { Count: number }[] }>(
      await admin.get('/api/Package/GetPackagesSummary'),
    );
    expect(usage.rows.flatMap((row) => row.UsageCounts).some((day) => day.Count > 0)).toBe(true);
    expect(listOf(await admin.get('/api/Ride/GetTopDrivers')).rows.length).toBeGreaterThan(0);
    expect(listOf(await admin.get('/api/Calenders/GetUpcomingEvents')).total).toBe(5);
  });

  it('adds nothing when run again', async () => {
    const before = [
      await t.db.$count(rides),
      await t.db.$count(rideStatusUpdates),
      await t.db.$count(calendarEvents),
    ];
    await seedDemoData(t.db, storage, () => {});
    expect([
      await t.db.$count(rides),
      await t.db.$count(rideStatusUpdates),
      await t.db.$count(calendarEvents),
    ]).toEqual(before);
  });
});
