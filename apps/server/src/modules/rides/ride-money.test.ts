import { type OutstandingBalance, promoTexts, type Ride, rideMoneyTexts } from '@wayfare/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { problemOf } from '../../test/api-client.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { creditWallet, expectLedgerSound } from '../wallet/ledger.test-support.ts';
import { cancelUnacceptedRides } from './cancel-unaccepted-rides.job.ts';
import {
  acceptedMinutesAgo,
  movementsOf,
  nairaOf,
  ongoing,
  promoCode,
  setCommissionPercent,
  usedCountOf,
  walletRide,
} from './ride-money.test-support.ts';
import { rides } from './rides.table.ts';
import { driver, ok, type Person, rideRequest, rider, rideWrites } from './rides.test-support.ts';

/**
 * issue 30, the ride's money: held at booking, charged at completion, a late cancellation's fee, promo
 * codes, what a rider owes. At the first settings a 10 km ride is ₦2,000 and ₦2,400 is held (20 %).
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ OUTBOX_POLL_MS: 60_000 });
});
afterEach(() => expectLedgerSound(t.db));
afterAll(() => t.close());

async function riderWith(naira: number) {
  const person = await rider(t);
  if (naira > 0) await creditWallet(t.db, person.id, naira * 100);
  return person;
}
const book = (person: Person, more: object = {}) =>
  ok(person.api, 'RequestRide', rideRequest(walletRide(more)));

describe('the hold at booking', () => {
  it('a Wallet ride holds the estimate and its margin; a ride of a client naming no method holds nothing', async () => {
    const owner = await riderWith(5000);
    const ride = await book(owner);
    expect(ride).toMatchObject({
      PaymentMethod: 1,
      PaymentMethodName: 'Wallet',
      HeldAmount: 2400,
      PaymentStatusName: 'Held',
      FinalAmount: null,
      OwedAmount: 0,
    });
    expect(await nairaOf(t, owner)).toEqual({ wallet: 2600, hold: 2400 });
    expect(await movementsOf(t, ride.Id)).toEqual(['hold 2400']);

    const old = await riderWith(5000);
    const cash = await ok(old.api, 'RequestRide', rideRequest());
    expect(cash).toMatchObject({ PaymentMethodName: 'Cash', HeldAmount: 0, PaymentStatusName: 'DueInCash' });
    expect(await nairaOf(t, old)).toEqual({ wallet: 5000, hold: 0 });
  });

  it('too little in the wallet: 409 naming the balance and the hold, nothing written; a Cash secondary makes it a cash ride', async () => {
    const owner = await riderWith(1000);
    const before = await rideWrites(t);
    const refused = problemOf(await owner.api.post('/api/Ride/RequestRide', rideRequest(walletRide())), 409);
    expect(refused.title).toBe(rideMoneyTexts.walletTooLow(1000, 2400));
    expect(await rideWrites(t)).toEqual(before);
    expect(await nairaOf(t, owner)).toEqual({ wallet: 1000, hold: 0 });

    const cash = await book(owner, { SecondaryPaymentMethod: 2 });
    expect(cash).toMatchObject({ PaymentMethodName: 'Cash', SecondaryPaymentMethod: 2, HeldAmount: 0 });
    expect(await nairaOf(t, owner)).toEqual({ wallet: 1000, hold: 0 });
  });

  it('refuses a secondary method equal to the primary, and a promo code on a cash ride (400)', async () => {
    const owner = await riderWith(5000);
    const same = problemOf(
      await owner.api.post(
        '/api/Ride/RequestRide',
        rideRequest({ PaymentMethod: 3, SecondaryPaymentMethod: 3 }),
      ),
      400,
    );
    expect(same.errors?.SecondaryPaymentMethod).toEqual([rideMoneyTexts.secondarySameAsPrimary]);
    const cashPromo = problemOf(
      await owner.api.post('/api/Ride/RequestRide', rideRequest({ PaymentMethod: 2, PromoCode: 'ANY' })),
      400,
    );
    expect(cashPromo.errors?.PromoCode).toEqual([rideMoneyTexts.promoNotForCash]);
  });

  it('Card with no card on file: 409 saying so, nothing written', async () => {
    const owner = await riderWith(0);
    const before = await rideWrites(t);
    const refused = problemOf(
      await owner.api.post('/api/Ride/RequestRide', rideRequest(walletRide({ PaymentMethod: 3 }))),
      409,
    );
    expect(refused.title).toMatch(/no saved card/);
    expect(await rideWrites(t)).toEqual(before);
  });
});

describe('the charge at completion', () => {
  it('the fare of the distance covered is captured from the hold, the rest released, the driver paid', async () => {
    const owner = await riderWith(5000);
    const its = await driver(t);
    const ride = await book(owner);
    await ongoing(its, ride);
    const done = await ok(its.api, 'CompleteRide', { Id: ride.Id, DistanceCovered: 8 });
    expect(done).toMatchObject({ Amount: 2000, FinalAmount: 1600, OwedAmount: 0, PaymentStatusName: 'Paid' });
    expect(await nairaOf(t, owner)).toEqual({ wallet: 3400, hold: 0 });
    expect(await nairaOf(t, its)).toEqual({ wallet: 1600, hold: 0 });
    expect(await movementsOf(t, ride.Id)).toEqual(['hold 2400', 'capture 1600', 'release 800']);
  });

  it('more than the hold: the rest from the wallet, else owed; owed blocks new rides until PayOwedFare', async () => {
    const owner = await riderWith(2500);
    const its = await driver(t);
    const ride = await book(owner);
    await ongoing(its, ride);
    // 30 km: ₦6,000; ₦2,400 held, ₦100 left in the wallet, ₦3,500 owed.
    const done = await ok(its.api, 'CompleteRide', { Id: ride.Id, DistanceCovered: 30 });
    expect(done).toMatchObject({ FinalAmount: 6000, OwedAmount: 3500, PaymentStatusName: 'Owed' });
    expect(await nairaOf(t, owner)).toEqual({ wallet: 0, hold: 0 });
    expect(await nairaOf(t, its)).toEqual({ wallet: 2500, hold: 0 });

    const balance = (await owner.api.get('/api/Ride/GetMyOutstandingBalance')).json() as OutstandingBalance;
    expect(balance).toEqual({ Amount: 3500, Rides: [{ RideId: ride.Id, OwedAmount: 3500 }] });
    const before = await rideWrites(t);
    const blocked = problemOf(await owner.api.post('/api/Ride/RequestRide', rideRequest(walletRide())), 409);
    expect(blocked.title).toBe(rideMoneyTexts.owesMoney(3500));
    const short = problemOf(await owner.api.post('/api/Ride/PayOwedFare', { RideId: ride.Id }), 409);
    expect(short.title).toBe(rideMoneyTexts.owedWalletTooLow(0, 3500));
    expect(await rideWrites(t)).toEqual(before);
    const stranger = await riderWith(5000);
    problemOf(await stranger.api.post('/api/Ride/PayOwedFare', { RideId: ride.Id }), 403);

    await creditWallet(t.db, owner.id, 4000 * 100);
    const paid = await ok(owner.api, 'PayOwedFare', { RideId: ride.Id });
    expect(paid).toMatchObject({ OwedAmount: 0, PaymentStatusName: 'Paid' });
    expect(await nairaOf(t, owner)).toEqual({ wallet: 500, hold: 0 });
    expect(await nairaOf(t, its)).toEqual({ wallet: 6000, hold: 0 });
    const again = problemOf(await owner.api.post('/api/Ride/PayOwedFare', { RideId: ride.Id }), 409);
    expect(again.title).toBe(rideMoneyTexts.nothingOwed(ride.Id));
    await book(owner, { PaymentMethod: 2 });
  });

  it('the platform commission goes from the driver to revenue', async () => {
    await setCommissionPercent(t, 10);
    try {
      const owner = await riderWith(5000);
      const its = await driver(t);
      const ride = await book(owner);
      await ongoing(its, ride);
      await ok(its.api, 'CompleteRide', { Id: ride.Id });
      expect(await nairaOf(t, its)).toEqual({ wallet: 1800, hold: 0 });
      expect(await movementsOf(t, ride.Id)).toEqual([
        'hold 2400',
        'capture 2000',
        'release 400',
        'commission 200',
      ]);
    } finally {
      await setCommissionPercent(t, 0);
    }
  });

  it('a cash ride named Cash: CashCollected required and at least the fare (400), nothing written', async () => {
    const owner = await riderWith(0);
    const its = await driver(t);
    const ride = await book(owner, { PaymentMethod: 2 });
    await ongoing(its, ride);
    const before = await rideWrites(t);
    const missing = problemOf(await its.api.post('/api/Ride/CompleteRide', { Id: ride.Id }), 400);
    expect(missing.errors?.CashCollected).toEqual([rideMoneyTexts.cashCollectedRequired]);
    const low = problemOf(
      await its.api.post('/api/Ride/CompleteRide', { Id: ride.Id, CashCollected: 1999 }),
      400,
    );
    expect(low.errors?.CashCollected).toEqual([rideMoneyTexts.cashCollectedTooLow(2000)]);
    expect(await rideWrites(t)).toEqual(before);
    const done = await ok(its.api, 'CompleteRide', { Id: ride.Id, CashCollected: 2000 });
    expect(done).toMatchObject({ FinalAmount: 2000, PaymentStatusName: 'Paid', OwedAmount: 0 });
    expect(await movementsOf(t, ride.Id)).toEqual([]);
  });
});

describe('the charge at completion: bounds and cash commission', () => {
  it('refuses a DistanceCovered outside the limits (400), nothing written', async () => {
    const owner = await riderWith(5000);
    const its = await driver(t);
    const ride = await book(owner);
    await ongoing(its, ride);
    const before = await rideWrites(t);
    const refused = problemOf(
      await its.api.post('/api/Ride/CompleteRide', { Id: ride.Id, DistanceCovered: 0 }),
      400,
    );
    expect(refused.errors?.DistanceCovered).toEqual(['DistanceCovered must be between 0.1 and 1000 km']);
    expect(await rideWrites(t)).toEqual(before);
    expect(await nairaOf(t, owner)).toEqual({ wallet: 2600, hold: 2400 });
  });

  it("a cash ride's commission comes from the driver's wallet; what it cannot pay is kept on the ride", async () => {
    await setCommissionPercent(t, 10);
    try {
      const owner = await riderWith(0);
      const its = await driver(t);
      await creditWallet(t.db, its.id, 150 * 100);
      const ride = await book(owner, { PaymentMethod: 2 });
      await ongoing(its, ride);
      await ok(its.api, 'CompleteRide', { Id: ride.Id, CashCollected: 2000 });
      expect(await nairaOf(t, its)).toEqual({ wallet: 0, hold: 0 });
      expect(await movementsOf(t, ride.Id)).toEqual(['commission 150']);
      const [row] = await t.db.select().from(rides).where(eq(rides.id, ride.Id));
      expect(row!.commissionOwedKobo).toBe(50 * 100);
    } finally {
      await setCommissionPercent(t, 0);
    }
  });
});

describe('promo codes on rides', () => {
  it('a code takes its discount off the hold and the fare; the platform pays the driver the difference', async () => {
    const code = await promoCode(t, 'RIDE10');
    const owner = await riderWith(5000);
    const its = await driver(t);
    const ride = await book(owner, { PromoCode: 'ride10' });
    expect(ride).toMatchObject({ PromoCode: 'RIDE10', PromoDiscount: 200, HeldAmount: 2160 });
    expect(await usedCountOf(t, code.id)).toBe(1);
    await ongoing(its, ride);
    const done = await ok(its.api, 'CompleteRide', { Id: ride.Id });
    expect(done).toMatchObject({ FinalAmount: 1800, PromoDiscount: 200, PaymentStatusName: 'Paid' });
    expect(await nairaOf(t, owner)).toEqual({ wallet: 3200, hold: 0 });
    expect(await nairaOf(t, its)).toEqual({ wallet: 2000, hold: 0 });
    expect(await movementsOf(t, ride.Id)).toEqual([
      'hold 2160',
      'capture 1800',
      'release 360',
      'promotion 200',
    ]);
    expect(await usedCountOf(t, code.id)).toBe(1);
  });

  it('unknown, used-up codes: the ValidatePromoCode refusals, nothing written; a cancelled ride gives its use back', async () => {
    const code = await promoCode(t, 'ONCE', { maxUses: 1 });
    const owner = await riderWith(5000);
    const before = await rideWrites(t);
    const unknown = problemOf(
      await owner.api.post('/api/Ride/RequestRide', rideRequest(walletRide({ PromoCode: 'NOPE' }))),
      404,
    );
    expect(unknown.title).toBe(promoTexts.unknownCode('NOPE'));
    expect(await rideWrites(t)).toEqual(before);

    const ride = await book(owner, { PromoCode: 'ONCE' });
    const other = await riderWith(5000);
    const usedUp = problemOf(
      await other.api.post('/api/Ride/RequestRide', rideRequest(walletRide({ PromoCode: 'ONCE' }))),
      409,
    );
    expect(usedUp.title).toBe(promoTexts.usedUp('ONCE'));
    expect(await nairaOf(t, other)).toEqual({ wallet: 5000, hold: 0 });

    const cancelled = await ok(owner.api, 'CancelRide', { Id: ride.Id, Reason: 'Plans changed' });
    expect(cancelled).toMatchObject({ PaymentStatusName: 'Released', OwedAmount: 0 });
    expect(await usedCountOf(t, code.id)).toBe(0);
    expect(await nairaOf(t, owner)).toEqual({ wallet: 5000, hold: 0 });
    await book(other, { PromoCode: 'ONCE' });
  });
});

describe('cancellation', () => {
  async function accepted(naira: number) {
    const owner = await riderWith(naira);
    const its = await driver(t);
    const ride = await book(owner);
    await ok(its.api, 'AcceptRide', { Id: ride.Id });
    return { owner, its, ride };
  }

  it('the rider cancelling after the grace pays the fee to the driver from the hold; the rest released', async () => {
    const { owner, its, ride } = await accepted(5000);
    await acceptedMinutesAgo(t, ride.Id, 10);
    const cancelled = await ok(owner.api, 'CancelRide', { Id: ride.Id, Reason: 'Too slow' });
    expect(cancelled).toMatchObject({ PaymentStatusName: 'Paid', OwedAmount: 0 });
    expect(await nairaOf(t, owner)).toEqual({ wallet: 4500, hold: 0 });
    expect(await nairaOf(t, its)).toEqual({ wallet: 500, hold: 0 });
    expect(await movementsOf(t, ride.Id)).toEqual(['hold 2400', 'cancellation_fee 500', 'release 1900']);
  });

  it('a cash rider cancelling late with an empty wallet owes the fee', async () => {
    const owner = await riderWith(0);
    const its = await driver(t);
    const ride = await book(owner, { PaymentMethod: 2 });
    await ok(its.api, 'AcceptRide', { Id: ride.Id });
    await acceptedMinutesAgo(t, ride.Id, 10);
    const cancelled = await ok(owner.api, 'CancelRide', { Id: ride.Id, Reason: 'Too slow' });
    expect(cancelled).toMatchObject({ PaymentStatusName: 'Owed', OwedAmount: 500 });
  });

  it('within the grace, or by the driver, or by the pending-ride job: the whole hold released', async () => {
    const early = await accepted(5000);
    await ok(early.owner.api, 'CancelRide', { Id: early.ride.Id, Reason: 'Oops' });
    expect(await nairaOf(t, early.owner)).toEqual({ wallet: 5000, hold: 0 });

    const byDriver = await accepted(5000);
    await acceptedMinutesAgo(t, byDriver.ride.Id, 10);
    const cancelled = await ok(byDriver.its.api, 'CancelRide', { Id: byDriver.ride.Id, Reason: 'Flat tyre' });
    expect(cancelled.PaymentStatusName).toBe('Released');
    expect(await nairaOf(t, byDriver.owner)).toEqual({ wallet: 5000, hold: 0 });

    const code = await promoCode(t, 'JOBBED');
    const waiting = await riderWith(5000);
    const pending: Ride = await book(waiting, { PromoCode: 'JOBBED' });
    await cancelUnacceptedRides(t.db, { now: new Date(Date.now() + 3_600_000), pendingMinutes: 10 });
    expect(await nairaOf(t, waiting)).toEqual({ wallet: 5000, hold: 0 });
    expect(await movementsOf(t, pending.Id)).toEqual(['hold 2160', 'release 2160']);
    expect(await usedCountOf(t, code.id)).toBe(0);
  });
});
