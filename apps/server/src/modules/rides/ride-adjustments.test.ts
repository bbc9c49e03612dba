import { Endpoint, type RideMoneyChangeReply, rideChargeTexts, rideMoneyTexts } from '@wayfare/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type ApiClient, apiAs, problemOf } from '../../test/api-client.ts';
import { createTestApp, createUser, type TestApp, tokenFor } from '../../test/test-app.ts';
import { adminActivities } from '../activity/activity.table.ts';
import { creditWallet, expectLedgerSound } from '../wallet/ledger.test-support.ts';
import {
  completedWalletRide,
  debitWallet,
  messagesAbout,
  movementsOf,
  nairaOf,
  ongoing,
  rideMoneyWrites,
  setCommissionPercent,
  walletRide,
} from './ride-money.test-support.ts';
import { driver, ok, rideRequest } from './rides.test-support.ts';

/**
 * issue 30: an administrator's fee and refund on a ride (Ride edit). A completed 10 km Wallet ride of
 * a rider funded with ₦5,000 leaves them ₦3,000 and its driver ₦2,000 (less any commission).
 */
let t: TestApp;
let admin: ApiClient;
let adminId: string;
let viewerOnly: ApiClient;
beforeAll(async () => {
  t = await createTestApp({ OUTBOX_POLL_MS: 60_000 });
  const editor = await createUser(t.db, {
    password: null,
    rights: { [Endpoint.Ride]: { view: true, edit: true } },
  });
  adminId = editor.id;
  admin = apiAs(t, await tokenFor(editor));
  const viewer = await createUser(t.db, { password: null, rights: { [Endpoint.Ride]: { view: true } } });
  viewerOnly = apiAs(t, await tokenFor(viewer));
});
afterEach(() => expectLedgerSound(t.db));
afterAll(() => t.close());

const fee = (api: ApiClient, body: object) => api.post('/api/Ride/ChargeRideFee', body);
const refund = (api: ApiClient, body: object) => api.post('/api/Ride/RefundRide', body);
const done = async (response: Awaited<ReturnType<ApiClient['post']>>) => {
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as RideMoneyChangeReply;
};
const logOf = (action: string, rideId: number) =>
  t.db
    .select()
    .from(adminActivities)
    .where(and(eq(adminActivities.action, action), eq(adminActivities.recordId, String(rideId))));

describe('ChargeRideFee', () => {
  it("takes a verified fee from the rider's wallet to the driver, logs it and e-mails the rider", async () => {
    const { ride, rider, driver: wheel } = await completedWalletRide(t);
    const driverBefore = (await nairaOf(t, wheel)).wallet;
    const reply = await done(
      await fee(admin, { RideId: ride.Id, Amount: 1000, Reason: 'Seat cleaning, verified by photos' }),
    );
    expect(reply.Message).toBe(rideChargeTexts.feeCharged(1000, 0));
    expect(reply.Money).toMatchObject({ Fees: 1000, Owed: 0, PaymentStatusName: 'Paid', Refundable: 3000 });
    expect(await nairaOf(t, rider)).toEqual({ wallet: 2000, hold: 0 });
    expect((await nairaOf(t, wheel)).wallet).toBe(driverBefore + 1000);
    expect(await movementsOf(t, ride.Id)).toEqual(['hold 2400', 'capture 2000', 'release 400', 'fee 1000']);

    const [entry, ...more] = await logOf('ChargeRideFee', ride.Id);
    expect(more).toEqual([]);
    expect(entry).toMatchObject({ userId: adminId, area: 'Ride' });
    expect(entry!.changes).toContainEqual({
      Field: 'Reason',
      Before: null,
      After: 'Seat cleaning, verified by photos',
    });
    const [email, ...others] = await messagesAbout(t, 'Ride Fee', ride.Id);
    expect(others).toEqual([]);
    expect(email?.subject).toBe(`A fee of ₦1,000 on your ride #${ride.Id}`);
    expect(email?.body).toContain('Seat cleaning, verified by photos');
  });

  it('leaves what the wallet cannot pay owed: new rides wait until PayOwedFare pays the driver', async () => {
    const { ride, rider, driver: wheel } = await completedWalletRide(t);
    const driverBefore = (await nairaOf(t, wheel)).wallet;
    const reply = await done(await fee(admin, { RideId: ride.Id, Amount: 5000, Reason: 'Broken window' }));
    expect(reply.Message).toBe(rideChargeTexts.feeCharged(5000, 2000));
    expect(reply.Money).toMatchObject({ Fees: 5000, Owed: 2000, PaymentStatusName: 'Owed' });
    expect(await nairaOf(t, rider)).toEqual({ wallet: 0, hold: 0 });
    expect((await messagesAbout(t, 'Ride Fee', ride.Id))[0]?.body).toContain('₦2,000 is still owed');

    const refused = problemOf(await rider.api.post('/api/Ride/RequestRide', rideRequest(walletRide())), 409);
    expect(refused.title).toBe(rideMoneyTexts.owesMoney(2000));
    await creditWallet(t.db, rider.id, 200_000);
    await ok(rider.api, 'PayOwedFare', { RideId: ride.Id });
    expect((await nairaOf(t, wheel)).wallet).toBe(driverBefore + 5000);
    expect(await movementsOf(t, ride.Id)).toEqual([
      'hold 2400',
      'capture 2000',
      'release 400',
      'fee 3000',
      'owed_payment 2000',
    ]);
  });

  it('refuses a ride not completed (409 naming its state), Ride view only and a rider (403), a missing reason (400), writing nothing', async () => {
    const { rider } = await completedWalletRide(t);
    const booked = await ok(rider.api, 'RequestRide', rideRequest(walletRide()));
    const unfinished = await ongoing(await driver(t), booked);
    const before = await rideMoneyWrites(t);
    const body = { RideId: unfinished.Id, Amount: 100, Reason: 'Cleaning' };
    expect(problemOf(await fee(admin, body), 409).title).toBe(
      rideChargeTexts.notCompleted(unfinished.Id, 'Ongoing'),
    );
    problemOf(await fee(viewerOnly, body), 403);
    problemOf(await fee(rider.api, body), 403);
    const missing = problemOf(await fee(admin, { RideId: unfinished.Id, Amount: 100 }), 400);
    expect(missing.errors?.Reason).toBeDefined();
    expect(await rideMoneyWrites(t)).toBe(before);
  });
});

describe('RefundRide', () => {
  it("refunds from the driver's share and the platform's commission in proportion, then the rest; never more than paid", async () => {
    await setCommissionPercent(t, 10);
    try {
      const { ride, rider, driver: wheel } = await completedWalletRide(t);
      // The driver got ₦2,000 and paid ₦200 commission.
      const driverBefore = (await nairaOf(t, wheel)).wallet;
      const first = await done(
        await refund(admin, { RideId: ride.Id, Amount: 1000, Reason: 'A longer route' }),
      );
      expect(first.Message).toBe(rideChargeTexts.refunded(1000));
      expect(first.Money).toMatchObject({ Refunds: 1000, Refundable: 1000, PaymentStatusName: 'Paid' });
      expect(await nairaOf(t, rider)).toEqual({ wallet: 4000, hold: 0 });
      // ₦100 of it is the platform's tenth; ₦900 the driver's.
      expect((await nairaOf(t, wheel)).wallet).toBe(driverBefore - 900);
      const [entry] = await logOf('RefundRide', ride.Id);
      expect(entry!.changes).toEqual(
        expect.arrayContaining([
          { Field: 'FromDriver', Before: null, After: 900 },
          { Field: 'FromPlatform', Before: null, After: 100 },
        ]),
      );
      expect((await messagesAbout(t, 'Ride Refund', ride.Id))[0]?.subject).toBe(
        `₦1,000 refunded for your ride #${ride.Id}`,
      );

      const before = await rideMoneyWrites(t);
      const over = problemOf(await refund(admin, { RideId: ride.Id, Amount: 1500, Reason: 'More' }), 409);
      expect(over.title).toBe(rideChargeTexts.refundTooLarge(1000));
      expect(await rideMoneyWrites(t)).toBe(before);

      const rest = await done(await refund(admin, { RideId: ride.Id, Amount: 1000, Reason: 'All of it' }));
      expect(rest.Money).toMatchObject({ Refunds: 2000, Refundable: 0, PaymentStatusName: 'Refunded' });
      expect(problemOf(await refund(admin, { RideId: ride.Id, Amount: 1, Reason: 'Again' }), 409).title).toBe(
        rideChargeTexts.refundTooLarge(0),
      );
      expect(await movementsOf(t, ride.Id)).toEqual([
        'hold 2400',
        'capture 2000',
        'release 400',
        'commission 200',
        'refund 1000',
        'refund 1000',
      ]);
    } finally {
      await setCommissionPercent(t, 0);
    }
  });

  it("has the platform advance what the driver's wallet no longer holds: the rider is refunded whole", async () => {
    const { ride, rider, driver: wheel } = await completedWalletRide(t);
    await debitWallet(t, wheel.id, ((await nairaOf(t, wheel)).wallet - 500) * 100);
    await done(await refund(admin, { RideId: ride.Id, Amount: 2000, Reason: 'The ride never took place' }));
    expect(await nairaOf(t, rider)).toEqual({ wallet: 5000, hold: 0 });
    expect(await nairaOf(t, wheel)).toEqual({ wallet: 0, hold: 0 });
  });

  it('refunds a cash ride up to the fare paid by hand, to the wallet', async () => {
    const { rider } = await completedWalletRide(t);
    const wheel = await driver(t);
    const booked = await ok(rider.api, 'RequestRide', rideRequest({ PaymentMethod: 2 }));
    await ongoing(wheel, booked);
    await ok(wheel.api, 'CompleteRide', { Id: booked.Id, CashCollected: 2000 });
    const reply = await done(await refund(admin, { RideId: booked.Id, Amount: 500, Reason: 'Overcharged' }));
    expect(reply.Money).toMatchObject({ FinalAmount: 2000, Captured: 0, Refunds: 500, Refundable: 1500 });
    expect(await nairaOf(t, rider)).toEqual({ wallet: 3500, hold: 0 });
    expect(
      problemOf(await refund(admin, { RideId: booked.Id, Amount: 1600, Reason: 'More' }), 409).title,
    ).toBe(rideChargeTexts.refundTooLarge(1500));
  });

  it('refuses a ride nothing was paid on (409 naming it), Ride view only (403), writing nothing', async () => {
    const { rider } = await completedWalletRide(t);
    const booked = await ok(rider.api, 'RequestRide', rideRequest(walletRide()));
    const before = await rideMoneyWrites(t);
    const body = { RideId: booked.Id, Amount: 100, Reason: 'Refund a hold?' };
    expect(problemOf(await refund(admin, body), 409).title).toBe(rideChargeTexts.refundTooLarge(0));
    problemOf(await refund(viewerOnly, body), 403);
    problemOf(await refund(admin, { ...body, RideId: 999_999 }), 404);
    expect(await rideMoneyWrites(t)).toBe(before);
  });
});
