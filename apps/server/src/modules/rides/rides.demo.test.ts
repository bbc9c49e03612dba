import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Ride, RideSummary } from '@wayfare/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FileStorage } from '../../adapters/storage/file-storage.ts';
import { createLocalStorage } from '../../adapters/storage/local-storage.ts';
import { seedDemoData } from '../../demo/demo-data.ts';
import { apiAs, listOf } from '../../test/api-client.ts';
import { createTestApp, signInAsFirstAdmin, type TestApp } from '../../test/test-app.ts';
import { calendarEvents } from '../events/events.table.ts';
import { DEMO_RIDES } from './rides.demo.ts';
import { rideSharedUsers, rideStatusUpdates, rides } from './rides.table.ts';

let t: TestApp;
/** A raw query's rows (node-postgres and PGlite both answer `{ rows }`). */
const rowsOf = async <Row>(query: SQL) => ((await t.db.execute(query)) as unknown as { rows: Row[] }).rows;
let uploads: string;
let storage: FileStorage;
beforeAll(async () => {
  uploads = await mkdtemp(join(tmpdir(), 'wayfare-rides-demo-'));
  storage = createLocalStorage(uploads);
  t = await createTestApp({ OUTBOX_POLL_MS: 60_000 });
  await signInAsFirstAdmin(t);
  await seedDemoData(t.db, storage, () => {});
}, 180_000);
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

  it('makes 20 000 rides over 30 days: about 80 % completed, a tenth shared, riders and drivers one unfinished ride each', async () => {
    const [shape] = await rowsOf<{
      rides: number;
      completed: number;
      shared: number;
      oldest_days: number;
      unfinished_riders: number;
      unfinished_drivers: number;
      unfinished: number;
      active: number;
      odd_amounts: number;
    }>(sql`
        select count(*)::int as rides,
          count(*) filter (where status = 5)::int as completed,
          count(*) filter (where exists (select 1 from ${rideSharedUsers} s where s.ride_id = r.id))::int as shared,
          extract(epoch from now() - min(created_at)) / 86400 as oldest_days,
          count(distinct customer_id) filter (where status in (1, 2, 3, 4))::int as unfinished_riders,
          count(distinct driver_id) filter (where status in (2, 3, 4))::int as unfinished_drivers,
          count(*) filter (where status in (1, 2, 3, 4))::int as unfinished,
          count(*) filter (where status in (2, 3, 4))::int as active,
          count(*) filter (where estimated_amount_kobo % 100 <> 0 or amount_kobo % 100 <> 0
            or customer_preferred_amount_kobo % 100 <> 0
            or (status = 5) <> (amount_kobo is not null)
            or amount_kobo <> coalesce(customer_preferred_amount_kobo, estimated_amount_kobo))::int as odd_amounts
        from ${rides} r`);
    expect(shape?.rides).toBe(DEMO_RIDES);
    expect(shape!.completed / DEMO_RIDES).toBeGreaterThan(0.75);
    expect(shape!.completed / DEMO_RIDES).toBeLessThan(0.85);
    expect(shape!.shared / DEMO_RIDES).toBeGreaterThan(0.06);
    expect(shape!.shared / DEMO_RIDES).toBeLessThan(0.12);
    expect(Number(shape!.oldest_days)).toBeGreaterThan(29);
    expect(Number(shape!.oldest_days)).toBeLessThanOrEqual(30);
    expect(shape!.unfinished_riders).toBe(shape!.unfinished);
    expect(shape!.unfinished_drivers).toBe(shape!.active);
    // Whole naira; a completed ride's amount is the rider's named price, else the estimate.
    expect(shape!.odd_amounts).toBe(0);
    const statuses = await t.db.selectDistinct({ status: rides.status }).from(rides);
    expect(statuses.map((row) => row.status).sort()).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('gives every ride a history the state machine allows, ending in its status, each cancel by someone allowed to', async () => {
    // issue 16 §1: Pending → Accepted → Arrived → Ongoing → Completed, none skipped; the rider cancels
    // while Pending, Accepted or Arrived, the driver while Accepted or Arrived, the system while Pending.
    const rows = await rowsOf<{
      path: string;
      status: number;
      canceller: string | null;
      n: number;
    }>(sql`
      select h.path, r.status,
        case when c.by_user_id is null then case when c.id is null then null else 'system' end
             when c.by_user_id = r.customer_id then 'rider'
             when c.by_user_id = r.driver_id then 'driver' else 'someone else' end as canceller,
        count(*)::int as n
      from ${rides} r
      cross join lateral (select string_agg(u.status::text, '>' order by u.created_at, u.id) as path
        from ${rideStatusUpdates} u where u.ride_id = r.id) h
      left join ${rideStatusUpdates} c on c.ride_id = r.id and c.status = 6
      group by 1, 2, 3`);
    const legal = new Set([
      '1 1 null',
      '1>2 2 null',
      '1>2>3 3 null',
      '1>2>3>4 4 null',
      '1>2>3>4>5 5 null',
      '1>6 6 rider',
      '1>6 6 system',
      '1>2>6 6 rider',
      '1>2>6 6 driver',
      '1>2>3>6 6 rider',
      '1>2>3>6 6 driver',
    ]);
    const seen = rows.map((row) => `${row.path} ${row.status} ${row.canceller}`);
    expect(seen.filter((path) => !legal.has(path))).toEqual([]);
    expect(rows.reduce((sum, row) => sum + row.n, 0)).toBe(DEMO_RIDES);
    // Every way of cancelling shows up, so the history screens have each to show.
    expect(
      new Set(rows.filter((row) => row.status === 6).map((row) => `${row.path} ${row.canceller}`)),
    ).toEqual(new Set(['1>6 rider', '1>6 system', '1>2>6 rider', '1>2>3>6 driver']));
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
