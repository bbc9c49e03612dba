import { Endpoint, type RideMoney, type RideMoneyChangeReply, rideChargeTexts } from '@wayfare/contracts';
import { eq, sql } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type ApiClient, apiAs, problemOf } from '../../test/api-client.ts';
import { createTestApp, createUser, type TestApp, tokenFor } from '../../test/test-app.ts';
import { expectLedgerSound } from '../wallet/ledger.test-support.ts';
import {
  completedWalletRide,
  messagesAbout,
  movementsOf,
  nairaOf,
  ongoing,
  rideMoneyWrites,
  setTipMax,
  walletRide,
} from './ride-money.test-support.ts';
import { rides } from './rides.table.ts';
import { driver, ok, type Person, rideRequest, rider } from './rides.test-support.ts';

/**
 * issue 30, after the ride: the rider's tips, the ride's money view (rider, driver, Ride view), its PDF
 * receipt, and the receipt message queued at completion. The first settings: a 10 km ride is ₦2,000,
 * ₦2,400 held; VAT_PERCENT 7.5 (₦139.53 of ₦2,000).
 */
let t: TestApp;
let rideViewer: ApiClient;
beforeAll(async () => {
  t = await createTestApp({ OUTBOX_POLL_MS: 60_000 });
  const viewer = await createUser(t.db, { password: null, rights: { [Endpoint.Ride]: { view: true } } });
  rideViewer = apiAs(t, await tokenFor(viewer));
});
afterEach(() => expectLedgerSound(t.db));
afterAll(() => t.close());

const tip = (person: Person, body: object) => person.api.post('/api/Ride/TipDriver', body);
const moneyOf = async (api: ApiClient, rideId: number) => {
  const response = await api.get('/api/Ride/GetRideMoney', { rideId });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as RideMoney;
};

describe('TipDriver', () => {
  it("moves the tip whole from the rider's wallet to the driver's, and counts it against the limit", async () => {
    const { ride, rider: owner, driver: wheel } = await completedWalletRide(t);
    const before = { rider: await nairaOf(t, owner), driver: await nairaOf(t, wheel) };
    const response = await tip(owner, { RideId: ride.Id, Amount: 500 });
    expect(response.statusCode, response.body).toBe(200);
    const reply = response.json() as RideMoneyChangeReply;
    expect(reply.Message).toBe(rideChargeTexts.tipped(500, ride.Id));
    expect(reply.Money).toMatchObject({ Tips: 500, TipAllowance: 9500, FinalAmount: 2000 });
    expect(await nairaOf(t, owner)).toEqual({ wallet: before.rider.wallet - 500, hold: 0 });
    expect((await nairaOf(t, wheel)).wallet).toBe(before.driver.wallet + 500);
    expect(await movementsOf(t, ride.Id)).toEqual(['hold 2400', 'capture 2000', 'release 400', 'tip 500']);
  });

  it('tips once for a retried Idempotency-Key, answering the same reply', async () => {
    const { ride, rider: owner } = await completedWalletRide(t);
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/Ride/TipDriver',
        headers: { ...owner.api.headers, 'idempotency-key': `tip-${ride.Id}` },
        payload: { RideId: ride.Id, Amount: 250 },
      });
    const first = await send();
    expect(first.statusCode, first.body).toBe(200);
    const second = await send();
    expect(second.json()).toEqual(first.json());
    expect(await movementsOf(t, ride.Id)).toEqual(['hold 2400', 'capture 2000', 'release 400', 'tip 250']);
  });

  it('keeps all tips of a ride within TipMaxAmount, naming what is left (409, nothing written)', async () => {
    await setTipMax(t, 1000);
    try {
      const { ride, rider: owner } = await completedWalletRide(t);
      await ok(owner.api, 'TipDriver', { RideId: ride.Id, Amount: 600 });
      const before = await rideMoneyWrites(t);
      const over = problemOf(await tip(owner, { RideId: ride.Id, Amount: 500 }), 409);
      expect(over.title).toBe(rideChargeTexts.tipOverLimit(400));
      expect(await rideMoneyWrites(t)).toBe(before);
      await ok(owner.api, 'TipDriver', { RideId: ride.Id, Amount: 400 });
      const full = problemOf(await tip(owner, { RideId: ride.Id, Amount: 1 }), 409);
      expect(full.title).toBe(rideChargeTexts.tipOverLimit(0));
    } finally {
      await setTipMax(t, 10_000);
    }
  });

  it('refuses the driver (403), a ride not completed or ended over 24 hours ago and a short wallet (409), writing nothing', async () => {
    const { ride, rider: owner, driver: wheel } = await completedWalletRide(t);
    const before = await rideMoneyWrites(t);
    expect(problemOf(await tip(wheel, { RideId: ride.Id, Amount: 100 }), 403).title).toBe(
      rideChargeTexts.notYourRideToTip,
    );
    // ₦5,000 funded, ₦2,000 paid: ₦3,000 left.
    expect(problemOf(await tip(owner, { RideId: ride.Id, Amount: 3500 }), 409).title).toBe(
      rideChargeTexts.tipWalletTooLow(3000, 3500),
    );
    expect(await rideMoneyWrites(t)).toBe(before);

    await t.db
      .update(rides)
      .set({ completedAt: sql`now() - interval '25 hours'` })
      .where(eq(rides.id, ride.Id));
    expect(problemOf(await tip(owner, { RideId: ride.Id, Amount: 100 }), 409).title).toBe(
      rideChargeTexts.tipWindowOver(ride.Id),
    );

    const other = await completedWalletRide(t);
    const booked = await ok(other.rider.api, 'RequestRide', rideRequest(walletRide()));
    const unfinished = await ongoing(await driver(t), booked);
    const writes = await rideMoneyWrites(t);
    expect(problemOf(await tip(other.rider, { RideId: unfinished.Id, Amount: 100 }), 409).title).toBe(
      rideChargeTexts.notCompleted(unfinished.Id, 'Ongoing'),
    );
    expect(problemOf(await tip(owner, { RideId: 999_999, Amount: 100 }), 404).title).toContain('999999');
    expect(problemOf(await tip(owner, { RideId: ride.Id, Amount: 0 }), 400).errors?.Amount).toBeDefined();
    expect(await rideMoneyWrites(t)).toBe(writes);
  });
});

describe('GetRideMoney', () => {
  it("shows the rider the breakdown, VAT included, and their ledger lines with the transactions' ids", async () => {
    const { ride, rider: owner } = await completedWalletRide(t);
    const money = await moneyOf(owner.api, ride.Id);
    expect(money).toMatchObject({
      RideId: ride.Id,
      RideStatusName: 'Completed',
      Distance: 10,
      UnitPrice: 200,
      SharedDiscount: 0,
      PromoCode: null,
      PromoDiscount: 0,
      VatPercent: 7.5,
      Vat: 139.53,
      FinalAmount: 2000,
      Held: 2400,
      Captured: 2000,
      Released: 400,
      CancellationFee: 0,
      Tips: 0,
      Fees: 0,
      Refunds: 0,
      Refundable: 2000,
      TipAllowance: 10_000,
      Owed: 0,
      PaymentMethodName: 'Wallet',
      PaymentStatusName: 'Paid',
    });
    expect(money.Lines.map((line) => [line.Kind, line.Amount, line.Who, line.Direction])).toEqual([
      ['Hold', 2400, 'Rider', 'Out'],
      ['Fare', 2000, 'Rider', 'Out'],
      ['Release', 400, 'Rider', 'In'],
    ]);
    expect(money.Lines.every((line) => typeof line.TransactionId === 'number')).toBe(true);
  });

  it("shows the driver the fare without the rider's own wallet lines or ids; Ride view sees all; anyone else 403", async () => {
    const { ride, rider: owner, driver: wheel } = await completedWalletRide(t);
    await ok(owner.api, 'TipDriver', { RideId: ride.Id, Amount: 300 });
    const seen = await moneyOf(wheel.api, ride.Id);
    expect(seen).toMatchObject({ FinalAmount: 2000, Tips: 300 });
    expect(seen.Lines.map((line) => [line.Kind, line.TransactionId])).toEqual([
      ['Fare', null],
      ['Tip', null],
    ]);
    const admin = await moneyOf(rideViewer, ride.Id);
    expect(admin.Lines.map((line) => line.Kind)).toEqual(['Hold', 'Fare', 'Release', 'Tip']);
    expect(admin.Lines.every((line) => typeof line.TransactionId === 'number')).toBe(true);

    const stranger = await rider(t);
    const refused = problemOf(await stranger.api.get('/api/Ride/GetRideMoney', { rideId: ride.Id }), 403);
    expect(refused.title).toBe(rideChargeTexts.notYourRideMoney);
    problemOf(await owner.api.get('/api/Ride/GetRideMoney', { rideId: 999_999 }), 404);
  });

  it('charges and shows the distance covered; before completion the estimate, nothing final', async () => {
    const owner = (await completedWalletRide(t)).rider;
    const wheel = await driver(t);
    const booked = await ok(owner.api, 'RequestRide', rideRequest(walletRide()));
    await ongoing(wheel, booked);
    expect(await moneyOf(owner.api, booked.Id)).toMatchObject({
      Distance: 10,
      UnitPrice: 200,
      FinalAmount: null,
      Vat: 0,
      Held: 2400,
      Captured: 0,
      PaymentStatusName: 'Held',
      TipAllowance: 0,
    });
    await ok(wheel.api, 'CompleteRide', { Id: booked.Id, DistanceCovered: 12 });
    expect(await moneyOf(owner.api, booked.Id)).toMatchObject({
      Distance: 12,
      UnitPrice: 200,
      FinalAmount: 2400,
      Captured: 2400,
      Released: 0,
    });
  });
});

/** The text of a PDF reply, pages joined, whitespace squeezed. */
async function textOf(body: Buffer) {
  const document = await getDocumentProxy(new Uint8Array(body));
  const { text } = await extractText(document, { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

describe('the receipt', () => {
  it('is queued at completion: an e-mail and an SMS to the rider with the breakdown', async () => {
    const { ride } = await completedWalletRide(t);
    const [email, ...moreEmails] = await messagesAbout(t, 'Ride Receipt', ride.Id).then((all) =>
      all.filter((message) => message.channel === 'Email'),
    );
    expect(moreEmails).toEqual([]);
    expect(email?.subject).toBe(`Your receipt for ride #${ride.Id}`);
    expect(email?.body).toContain('₦2,000');
    expect(email?.body).toContain('₦139.53');
    expect(email?.body).toContain('10 km');
    const sms = (await messagesAbout(t, 'Ride Receipt', ride.Id)).filter((m) => m.channel === 'SMS');
    expect(sms.map((message) => message.body)).toEqual([
      `Wayfare: ride #${ride.Id} ended. You paid ₦2,000 by Wallet (VAT ₦139.53 included).`,
    ]);
    expect(sms[0]?.recipient).toBe('+2348031234567');
  });

  it('is a PDF for the rider, the driver and Ride view with the fare, VAT and people; 409 before completion, 403 for others', async () => {
    const { ride, rider: owner, driver: wheel } = await completedWalletRide(t);
    for (const api of [owner.api, wheel.api, rideViewer]) {
      const response = await api.get('/api/Ride/Receipt', { rideId: ride.Id });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['content-disposition']).toBe(
        `attachment; filename="receipt-ride-${ride.Id}.pdf"`,
      );
    }
    const text = await textOf((await owner.api.get('/api/Ride/Receipt', { rideId: ride.Id })).rawPayload);
    for (const part of [
      'RECEIPT',
      `Ride #${ride.Id}`,
      'Payment: Wallet (Paid)',
      'Rider: Chidi Okafor',
      'Driver: Chidi Okafor',
      '10 km',
      'NGN 200.00',
      'You paid NGN 2,000.00',
      'VAT included (7.5%) NGN 139.53',
    ])
      expect(text).toContain(part);

    const stranger = await rider(t);
    problemOf(await stranger.api.get('/api/Ride/Receipt', { rideId: ride.Id }), 403);
    const booked = await ok(owner.api, 'RequestRide', rideRequest(walletRide()));
    expect(problemOf(await owner.api.get('/api/Ride/Receipt', { rideId: booked.Id }), 409).title).toBe(
      rideChargeTexts.notCompleted(booked.Id, 'Pending'),
    );
  });
});
