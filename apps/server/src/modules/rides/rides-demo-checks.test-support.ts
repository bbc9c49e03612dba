import type { MyPackage, Ride, RideSummary } from '@wayfare/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { FileStorage } from '../../adapters/storage/file-storage.ts';
import { seedDemoData } from '../../demo/demo-data.ts';
import { lagosPlaces } from '../../demo/lagos-places.ts';
import { dispatchCell, greatCircleKm } from '../../geo.ts';
import { apiAs, listOf } from '../../test/api-client.ts';
import { signInAsFirstAdmin, type TestApp, tokenFor } from '../../test/test-app.ts';
import { calendarEvents } from '../events/events.table.ts';
import { expectLedgerSound } from '../wallet/ledger.test-support.ts';
import { DEMO_RIDES } from './rides.demo.ts';
import { DEMO_RIDE_PROMO_CODE } from './rides.demo-money.ts';
import { rideSharedUsers, rideStatusUpdates, rides } from './rides.table.ts';

let t: TestApp;
let storage: FileStorage;
/** A raw query's rows (node-postgres and PGlite both answer `{ rows }`). */
const rowsOf = async <Row>(query: SQL) => ((await t.db.execute(query)) as unknown as { rows: Row[] }).rows;

/**
 * What the rides demo gives the dashboard and the ride screens, checked on the app where the whole demo
 * was seeded (demo/demo-data.test.ts runs them, on its own seeding).
 */
export function checkRidesDemo(seeded: () => { t: TestApp; storage: FileStorage }) {
  beforeAll(() => {
    ({ t, storage } = seeded());
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
        expect(listOf(await admin.get('/api/Ride/GetRides', { rideStatus: status })).total).toBeGreaterThan(
          0,
        );
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

    it('gives every ride a place in Lagos: pick-up and destination by a Lagos place, addressed as it, and the pick-up cell', async () => {
      // issue 31: the live map and dispatch read a ride's place; the demo's rides are where their addresses say.
      const all = await t.db.select().from(rides);
      const nearest = (latitude: number, longitude: number) =>
        lagosPlaces.reduce((best, place) =>
          greatCircleKm({ latitude, longitude }, place) < greatCircleKm({ latitude, longitude }, best)
            ? place
            : best,
        );
      for (const ride of all) {
        const pickup = nearest(ride.pickupLatitude!, ride.pickupLongitude!);
        const destination = nearest(ride.destinationLatitude!, ride.destinationLongitude!);
        expect(
          greatCircleKm({ latitude: ride.pickupLatitude!, longitude: ride.pickupLongitude! }, pickup),
        ).toBeLessThan(0.2);
        expect(ride.currentStreet).toMatch(new RegExp(` ${pickup.street}$`));
        expect(ride.currentCity).toBe(pickup.city);
        expect(ride.destinationAddress).toMatch(new RegExp(` ${destination.street}, ${destination.city}$`));
        expect(ride.pickupCell).toBe(
          dispatchCell({ latitude: ride.pickupLatitude!, longitude: ride.pickupLongitude! }),
        );
      }
      // As RequestRide charges a place without a routing engine: the great circle times 1.3, 1 km at least.
      const [first] = all;
      const km = greatCircleKm(
        { latitude: first!.pickupLatitude!, longitude: first!.pickupLongitude! },
        { latitude: first!.destinationLatitude!, longitude: first!.destinationLongitude! },
      );
      expect(first!.distanceMetres).toBe(Math.round(Math.max(1, km * 1.3) * 1000));
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

  /*
   * Issue 30: the demo's rides with money. Some are Wallet rides booked, completed and cancelled through the
   * ride money services: holds, fares captured, cancellation fees, a promo code; the ledger agrees with them.
   * A demo driver's package never shows more rides done in its period than it allows.
   */

  describe('the rides demo, with money', () => {
    it('holds, charges, takes cancellation fees and promo codes through the ledger, which stays sound', async () => {
      await expectLedgerSound(t.db);
      const kinds = await rowsOf<{ status: number; payment_status: number; kinds: string; n: number }>(sql`
      select r.status, r.payment_status, coalesce(string_agg(m.kind, '+' order by m.kind), '') as kinds,
        count(distinct r.id)::int as n
      from rides r left join ride_money_movements m on m.ride_id = r.id
      where r.payment_method = 1 group by r.id, r.status, r.payment_status`);
      const shapes = new Set(kinds.map((row) => `${row.status} ${row.payment_status} ${row.kinds}`));
      // Unfinished: held. Completed: captured, the rest released (and the promo paid by the platform).
      // Cancelled: released, or the late rider's fee with the rest released.
      expect(shapes).toContain('1 1 hold');
      expect(shapes).toContain('4 1 hold');
      expect(shapes).toContain('5 2 capture+hold+release');
      expect(shapes).toContain('5 2 capture+hold+promotion+release');
      // Some riders tipped their driver after the ride.
      expect([...shapes].some((shape) => shape.endsWith('+tip'))).toBe(true);
      expect(shapes).toContain('6 4 hold+release');
      expect([...shapes].some((shape) => shape.startsWith('6 2 cancellation_fee+hold'))).toBe(true);
      // Nothing held when the promo covers the whole fare: the platform pays the driver all of it.
      const allowed =
        /^([1-4] 1 (hold)?|5 2 (capture\+hold\+(promotion\+)?release|promotion)(\+tip)?|6 4 (hold\+release)?|6 2 cancellation_fee\+hold(\+release)?)$/;
      for (const shape of shapes) expect(shape).toMatch(allowed);

      // Every ended ride's hold settled to the kobo: captured, taken as the fee, or released.
      const unsettled = await rowsOf<{ id: number }>(sql`
      select r.id from rides r
      where r.payment_method = 1 and r.status in (5, 6) and r.held_amount_kobo <> (
        select coalesce(sum(m.amount_kobo), 0) from ride_money_movements m
        where m.ride_id = r.id and m.kind in ('capture', 'release', 'cancellation_fee'))`);
      expect(unsettled).toEqual([]);

      // The code's uses: one per ride that kept it (a cancelled ride gave its use back).
      const [promo] = await rowsOf<{ used: number; kept: number }>(sql`
      select p.used_count as used,
        (select count(*)::int from rides r where r.promo_code_id = p.id and r.status <> 6) as kept
      from promo_codes p where p.code = ${DEMO_RIDE_PROMO_CODE}`);
      expect(promo!.used).toBeGreaterThan(0);
      expect(promo!.used).toBe(promo!.kept);
    });

    it("shows a completed demo ride's money as CompleteRide keeps it: its unit, its lines dated by the ride", async () => {
      const [ride] = await rowsOf<{
        id: number;
        customer_id: string;
        completed_at: Date;
        created_at: Date;
      }>(sql`
      select id, customer_id, completed_at, created_at from rides
      where payment_method = 1 and status = 5 and not enable_customer_preferred_amount
      order by id limit 1`);
      const rider = apiAs(t, await tokenFor({ id: ride!.customer_id }));
      const money = (await rider.get('/api/Ride/GetRideMoney', { rideId: ride!.id })).json() as {
        UnitPrice: number;
        Lines: { Kind: string; Date: string }[];
      };
      expect(money.UnitPrice).toBeGreaterThan(0);
      const hold = money.Lines.find((line) => line.Kind === 'Hold')!;
      const fare = money.Lines.find((line) => line.Kind === 'Fare')!;
      expect(new Date(hold.Date).getTime()).toBe(new Date(ride!.created_at).getTime());
      expect(new Date(fare.Date).getTime()).toBe(new Date(ride!.completed_at).getTime());
    });

    it("never shows a driver more rides done in the package's period than it allows", async () => {
      // Every demo driver with a package, the rides done in its period as GetMyPackage counts them.
      const drivers = await rowsOf<{ id: string; is_active: boolean }>(sql`
      select u.id, u.is_active from users u
      join driver_packages d on d.user_id = u.id
      where u.email_address like '%@demo.wayfare.ng' and u.deleted_at is null`);
      let counted = 0;
      for (const driver of drivers.filter((candidate) => candidate.is_active)) {
        const answer = await apiAs(t, await tokenFor(driver)).get('/api/Package/GetMyPackage');
        expect(answer.statusCode, answer.body).toBe(200);
        const mine = answer.json() as MyPackage;
        if (mine.MaxTotalRides > 0) expect(mine.RidesDone).toBeLessThanOrEqual(mine.MaxTotalRides);
        counted += mine.RidesDone;
      }
      // Some driver's period holds demo rides (the package bought days ago, in the wallet demo).
      expect(counted).toBeGreaterThan(0);
    });
  });
}
