import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { MyPackage } from '@wayfare/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalStorage } from '../../adapters/storage/local-storage.ts';
import { seedDemoData } from '../../demo/demo-data.ts';
import { apiAs } from '../../test/api-client.ts';
import { createTestApp, type TestApp, tokenFor } from '../../test/test-app.ts';
import { expectLedgerSound } from '../wallet/ledger.test-support.ts';
import { DEMO_RIDE_PROMO_CODE } from './rides.demo-money.ts';

/**
 * Issue 30: the demo's rides with money. Some are Wallet rides booked, completed and cancelled through the
 * ride money services: holds, fares captured, cancellation fees, a promo code; the ledger agrees with them.
 * A demo driver's package never shows more rides done in its period than it allows.
 */

let t: TestApp;
let uploads: string;
const rowsOf = async <Row>(query: SQL) => ((await t.db.execute(query)) as unknown as { rows: Row[] }).rows;

beforeAll(async () => {
  uploads = await mkdtemp(join(tmpdir(), 'wayfare-rides-demo-money-'));
  t = await createTestApp({ OUTBOX_POLL_MS: 60_000 });
  await seedDemoData(t.db, createLocalStorage(uploads), () => {});
}, 180_000);
afterAll(async () => {
  await t.close();
  await rm(uploads, { recursive: true, force: true });
});

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
