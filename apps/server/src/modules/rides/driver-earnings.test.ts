import { driverEarningsTexts, type MyEarnings } from '@wayfare/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { problemOf } from '../../test/api-client.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { creditWallet, expectLedgerSound } from '../wallet/ledger.test-support.ts';
import { driverEarnings } from './driver-earnings.service.ts';
import { rideMoneyMovements } from './ride-money.table.ts';
import { completedBy, promoCode, setCommissionPercent, walletRide } from './ride-money.test-support.ts';
import { rides } from './rides.table.ts';
import { driver, type Person, rider } from './rides.test-support.ts';

/**
 * issue 33, the driver's app: what a driver earned today and this week. At the first settings a 10 km
 * ride is ₦2,000; the tests set a 10 % commission, so every ride leaves its driver ₦1,800.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ OUTBOX_POLL_MS: 60_000 });
  await setCommissionPercent(t, 10);
});
afterEach(() => expectLedgerSound(t.db));
afterAll(() => t.close());

const earningsOf = async (person: Person) => {
  const response = await person.api.get('/api/Ride/GetMyEarnings');
  expect(response.statusCode).toBe(200);
  return response.json() as MyEarnings;
};

describe("a driver's earnings", () => {
  it("adds the driver's share of each ride completed (promo part and cash fares included, commission off) and the tips", async () => {
    const its = await driver(t);
    // The cash ride's commission comes from the driver's wallet; the second one's stays owed, and counts alike.
    await creditWallet(t.db, its.id, 200 * 100);
    await promoCode(t, 'EARN10');
    const promoted = await completedBy(t, its, walletRide({ PromoCode: 'EARN10' }));
    expect(promoted).toMatchObject({ FinalAmount: 1800, PromoDiscount: 200 });
    await completedBy(t, its, { PaymentMethod: 2 });
    await completedBy(t, its, { PaymentMethod: 2 });
    const tip = await promoted.owner.api.post('/api/Ride/TipDriver', { RideId: promoted.Id, Amount: 150 });
    expect(tip.statusCode).toBe(200);
    // Another driver's ride is theirs alone.
    await completedBy(t, await driver(t), walletRide());

    const today = { Amount: 3 * 1800 + 150, Rides: 3, Tips: 150 };
    expect(await earningsOf(its)).toEqual({ Today: today, ThisWeek: today });
  });

  it('counts the days in TIME_ZONE and the week from Monday', async () => {
    const its = await driver(t);
    await creditWallet(t.db, its.id, 1000 * 100);
    // Wednesday 18 June 2025, 11:00 in Lagos; that week began on Monday 16 June at 00:00 there (23:00 UTC on the 15th).
    const clock = { now: new Date('2025-06-18T10:00:00Z'), timeZone: 'Africa/Lagos' };
    const at = async (rideId: number, completed: string, tipped?: string) => {
      await t.db
        .update(rides)
        .set({ completedAt: new Date(completed) })
        .where(eq(rides.id, rideId));
      await t.db
        .update(rideMoneyMovements)
        .set({ createdAt: sql`${tipped ?? completed}::timestamptz` })
        .where(eq(rideMoneyMovements.rideId, rideId));
    };
    const today = await completedBy(t, its, walletRide());
    const monday = await completedBy(t, its, walletRide());
    const sunday = await completedBy(t, its, walletRide());
    for (const ride of [monday, sunday]) {
      expect(
        (await ride.owner.api.post('/api/Ride/TipDriver', { RideId: ride.Id, Amount: 100 })).statusCode,
      ).toBe(200);
    }
    await at(today.Id, '2025-06-18T08:00:00Z');
    // 00:30 on Monday in Lagos, its tip on Wednesday at 09:00 there: this week's ride, today's tip.
    await at(monday.Id, '2025-06-15T23:30:00Z', '2025-06-18T08:00:00Z');
    // 23:50 on Sunday in Lagos: last week's, and so is its tip.
    await at(sunday.Id, '2025-06-15T22:50:00Z');

    expect(await driverEarnings(t.db, { driverId: its.id, ...clock })).toEqual({
      Today: { Amount: 1800 + 100, Rides: 1, Tips: 100 },
      ThisWeek: { Amount: 2 * 1800 + 100, Rides: 2, Tips: 100 },
    });
    // On that Sunday evening, the week before's: the Sunday ride only, its tip with it.
    const sundayEvening = { now: new Date('2025-06-15T22:55:00Z'), timeZone: 'Africa/Lagos' };
    const lastWeek = await driverEarnings(t.db, { driverId: its.id, ...sundayEvening });
    expect(lastWeek.Today).toEqual({ Amount: 1800 + 100, Rides: 1, Tips: 100 });
  });

  it('answers a driver who earned nothing with zeros, and refuses an account that does not drive', async () => {
    const zero = { Amount: 0, Rides: 0, Tips: 0 };
    expect(await earningsOf(await driver(t))).toEqual({ Today: zero, ThisWeek: zero });
    const notDriving = problemOf(await (await rider(t)).api.get('/api/Ride/GetMyEarnings'), 403);
    expect(notDriving.title).toBe(driverEarningsTexts.notADriver);
  });
});
