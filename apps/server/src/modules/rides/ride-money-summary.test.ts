import { Endpoint, type RideMoneySummary } from '@wayfare/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { apiAs, problemOf } from '../../test/api-client.ts';
import { createTestApp, signedInAdmin, signInAsFirstAdmin, type TestApp } from '../../test/test-app.ts';
import { creditWallet, expectLedgerSound } from '../wallet/ledger.test-support.ts';
import { rideMoneyMovements } from './ride-money.table.ts';
import { completedBy, promoCode, setCommissionPercent, walletRide } from './ride-money.test-support.ts';
import { rideMoneySummary } from './ride-money-summary.service.ts';
import { rides } from './rides.table.ts';
import { driver, rider } from './rides.test-support.ts';

/**
 * issue 30, the dashboard's money: today's fares, commission, promotion cost and tips. At the first
 * settings a 10 km ride is ₦2,000; the tests set a 10 % commission.
 */
let t: TestApp;
let admin: ReturnType<typeof apiAs>;
beforeAll(async () => {
  t = await createTestApp({ OUTBOX_POLL_MS: 60_000 });
  admin = apiAs(t, await signInAsFirstAdmin(t));
  await setCommissionPercent(t, 10);
});
afterEach(() => expectLedgerSound(t.db));
afterAll(() => t.close());

const summaryNow = async () => (await admin.get('/api/Ride/GetRideMoneySummary')).json() as RideMoneySummary;

/** A ride booked, driven and completed through the API; with a promo code, a Wallet ride. */
async function completedRide(more: object) {
  const its = await driver(t);
  // A cash ride's commission comes from the driver's wallet (else it is owed, not in the ledger).
  await creditWallet(t.db, its.id, 1000 * 100);
  return completedBy(t, its, more);
}

describe("the dashboard's money of today", () => {
  it('adds up the fares of rides completed today (cash too), the commission, the promotion cost and the tips', async () => {
    const before = await summaryNow();
    await promoCode(t, 'DASH10');
    const promoted = await completedRide(walletRide({ PromoCode: 'DASH10' }));
    expect(promoted).toMatchObject({ FinalAmount: 1800, PromoDiscount: 200 });
    await completedRide({ PaymentMethod: 2 });
    const tipped = await completedRide(walletRide());
    const tip = await tipped.owner.api.post('/api/Ride/TipDriver', { RideId: tipped.Id, Amount: 150 });
    expect(tip.statusCode).toBe(200);
    expect(await summaryNow()).toEqual({
      FaresTodayAmount: before.FaresTodayAmount + 1800 + 2000 + 2000,
      CommissionTodayAmount: before.CommissionTodayAmount + 200 + 200 + 200,
      PromotionCostTodayAmount: before.PromotionCostTodayAmount + 200,
      TipsTodayAmount: before.TipsTodayAmount + 150,
    });
  });

  it("counts the day in TIME_ZONE: a ride's money of yesterday in Lagos is left out", async () => {
    // 23:30 UTC on 14 June is 00:30 on 15 June in Lagos; 22:50 UTC is still 14 June there.
    const now = new Date('2025-06-14T23:30:00Z');
    const clock = { now, timeZone: 'Africa/Lagos' };
    const before = await rideMoneySummary(t.db, clock);
    const today = await completedRide(walletRide());
    const yesterday = await completedRide(walletRide());
    const at = async (rideId: number, moment: string) => {
      await t.db
        .update(rides)
        .set({ completedAt: new Date(moment) })
        .where(eq(rides.id, rideId));
      await t.db
        .update(rideMoneyMovements)
        .set({ createdAt: sql`${moment}::timestamptz` })
        .where(eq(rideMoneyMovements.rideId, rideId));
    };
    await at(today.Id, '2025-06-14T23:10:00Z');
    await at(yesterday.Id, '2025-06-14T22:50:00Z');
    expect(await rideMoneySummary(t.db, clock)).toEqual({
      ...before,
      FaresTodayAmount: before.FaresTodayAmount + 2000,
      CommissionTodayAmount: before.CommissionTodayAmount + 200,
    });
  });

  it('answers administrators who may view the rides only', async () => {
    const viewer = apiAs(t, (await signedInAdmin(t, { [Endpoint.Ride]: { view: true } })).token);
    expect((await viewer.get('/api/Ride/GetRideMoneySummary')).statusCode).toBe(200);
    const noRights = apiAs(t, (await signedInAdmin(t, {})).token);
    problemOf(await noRights.get('/api/Ride/GetRideMoneySummary'), 403);
    problemOf(await (await rider(t)).api.get('/api/Ride/GetRideMoneySummary'), 403);
  });
});
