import { TransactionStatus, TransactionType } from '@wayfare/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { FakeGateway } from '../../adapters/payments/fake-gateway/start-fake-gateway.ts';
import { problemOf } from '../../test/api-client.ts';
import { type AppOnFakeGateway, startAppOnFakeGateway } from '../../test/app-on-fake-gateway.ts';
import type { TestApp } from '../../test/test-app.ts';
import { walletTransactions } from '../wallet/ledger.table.ts';
import { expectLedgerSound } from '../wallet/ledger.test-support.ts';
import { movementsOf, nairaOf, ongoing, promoCode, walletRide } from './ride-money.test-support.ts';
import { driver, ok, type Person, rideRequest, rider, rideWrites } from './rides.test-support.ts';

/**
 * issue 30: a ride paid by the card on file, against the fake Paystack over real HTTP. The card is
 * charged into the wallet outside the ride's transaction, then held or paid from there.
 */
let t: TestApp;
let fake: FakeGateway;
let env: AppOnFakeGateway;

beforeAll(async () => {
  env = await startAppOnFakeGateway({
    paystackSecretKey: 'sk_test_ride_card_money_0123456789',
    events: 'paystack',
    config: { PUBLIC_URL: 'http://wayfare.test' },
  });
  ({ t, fake } = env);
});
afterEach(async () => {
  await fake.paystack.webhooksSettled();
  await expectLedgerSound(t.db);
});
afterAll(() => env?.close());

/** A rider whose card paid a top-up of `naira`, so it is on file (and the top-up is in the wallet). */
async function riderWithCard(naira: number) {
  const person = await rider(t);
  const started = await person.api.post('/api/Wallet/FundMyWallet', { Amount: naira, Message: 'Top-up' });
  expect(started.statusCode, started.body).toBe(200);
  const { Reference } = started.json() as { Reference: string };
  fake.paystack.settle(Reference, 'pay');
  await fake.paystack.webhooksSettled();
  expect((await nairaOf(t, person)).wallet).toBe(naira);
  return person;
}

const book = (person: Person, more: object) => ok(person.api, 'RequestRide', rideRequest(walletRide(more)));

describe('a ride paid by card', () => {
  it('Card as the method: the card is charged for the hold into the wallet, then held', async () => {
    const owner = await riderWithCard(100);
    const ride = await book(owner, { PaymentMethod: 3 });
    expect(ride).toMatchObject({ PaymentMethodName: 'Card', HeldAmount: 2400, PaymentStatusName: 'Held' });
    expect(await nairaOf(t, owner)).toEqual({ wallet: 100, hold: 2400 });
    expect(await movementsOf(t, ride.Id)).toEqual(['card_charge 2400', 'hold 2400']);
  });

  it('Wallet with a Card secondary: the shortfall charged; a declined card is 402 and nothing is held', async () => {
    const owner = await riderWithCard(1000);
    fake.paystack.hooks.cardChargeOutcomes = ['failed'];
    const before = await rideWrites(t);
    problemOf(
      await owner.api.post('/api/Ride/RequestRide', rideRequest(walletRide({ SecondaryPaymentMethod: 3 }))),
      402,
    );
    expect(await rideWrites(t)).toEqual(before);
    expect(await nairaOf(t, owner)).toEqual({ wallet: 1000, hold: 0 });

    const ride = await book(owner, { SecondaryPaymentMethod: 3 });
    expect(await nairaOf(t, owner)).toEqual({ wallet: 0, hold: 2400 });
    expect(await movementsOf(t, ride.Id)).toEqual(['card_charge 1400', 'hold 2400']);
  });

  it('a rider with an unfinished ride is refused before the card is charged', async () => {
    const owner = await riderWithCard(100);
    await book(owner, { PaymentMethod: 3 });
    // A second ride while the first is unfinished is refused before any charge: the wallet is unchanged.
    const refused = await owner.api.post(
      '/api/Ride/RequestRide',
      rideRequest(walletRide({ PaymentMethod: 3 })),
    );
    expect(refused.statusCode).toBe(409);
    expect(await nairaOf(t, owner)).toEqual({ wallet: 100, hold: 2400 });
  });

  it('a fare beyond the hold and the wallet is charged to the card after completion', async () => {
    const owner = await riderWithCard(100);
    const its = await driver(t);
    const ride = await book(owner, { PaymentMethod: 3 });
    await ongoing(its, ride);
    // 30 km: ₦6,000; ₦2,400 held, ₦100 in the wallet, ₦3,500 charged to the card.
    const done = await ok(its.api, 'CompleteRide', { Id: ride.Id, DistanceCovered: 30 });
    expect(done).toMatchObject({ FinalAmount: 6000, OwedAmount: 0, PaymentStatusName: 'Paid' });
    expect(await nairaOf(t, owner)).toEqual({ wallet: 0, hold: 0 });
    expect(await nairaOf(t, its)).toEqual({ wallet: 6000, hold: 0 });
    expect(await movementsOf(t, ride.Id)).toEqual([
      'card_charge 2400',
      'hold 2400',
      'capture 2500',
      'card_charge 3500',
      'owed_payment 3500',
    ]);
  });

  it('riders paying by card racing for the last use of a code: one books; a card charged for a refused booking stays in its wallet', async () => {
    await promoCode(t, 'LASTONE', { maxUses: 1 });
    const riders = await Promise.all(Array.from({ length: 4 }, () => riderWithCard(100)));
    // A slow provider: every booking has checked the code and is charging its card before any of them
    // reserves the code's use, so three bookings are refused after their card was charged.
    fake.paystack.hooks.delayMs = 300;
    const answers = await Promise.all(
      riders.map((person) =>
        person.api.post(
          '/api/Ride/RequestRide',
          rideRequest(walletRide({ PaymentMethod: 3, PromoCode: 'LASTONE' })),
        ),
      ),
    ).finally(() => {
      fake.paystack.hooks.delayMs = 0;
    });
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    for (const [index, person] of riders.entries()) {
      const credited = await t.db
        .select({ amountKobo: walletTransactions.amountKobo })
        .from(walletTransactions)
        .where(
          and(
            eq(walletTransactions.userId, person.id),
            eq(walletTransactions.type, TransactionType.Credit),
            eq(walletTransactions.status, TransactionStatus.Completed),
          ),
        );
      const { wallet, hold } = await nairaOf(t, person);
      const paidIn = credited.reduce((total, row) => total + row.amountKobo, 0) / 100;
      // Every rider's card was charged (the top-up, then the hold), the refused ones' too.
      expect(credited, `rider ${index}`).toHaveLength(2);
      expect(wallet + hold, `rider ${index}: ${answers[index]!.body}`).toBe(paidIn);
    }
  });
});
