import { RideStatus } from '@wayfare/contracts';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { apiAs } from '../../test/api-client.ts';
import { createTestApp, signedInAdmin, type TestApp } from '../../test/test-app.ts';
import { creditWallet, expectLedgerSound } from '../wallet/ledger.test-support.ts';
import {
  acceptedMinutesAgo,
  completedWalletRide,
  movementsOf,
  ongoing,
  promoCode,
  usedCountOf,
  walletRide,
} from './ride-money.test-support.ts';
import { rides } from './rides.table.ts';
import { driver, ok, rideRequest, rider } from './rides.test-support.ts';

/**
 * issue 30: the ride's money under real concurrency (a pool of PostgreSQL connections; PGlite queues
 * every request on one, so these run on the postgres project only).
 */
const onPostgres = process.env.TEST_DATABASE === 'postgres';

let t: TestApp;
beforeAll(async () => {
  if (onPostgres) t = await createTestApp({ OUTBOX_POLL_MS: 60_000 });
});
afterEach(async () => {
  if (onPostgres) await expectLedgerSound(t.db);
});
afterAll(() => t?.close());

async function riderWith(naira: number) {
  const person = await rider(t);
  await creditWallet(t.db, person.id, naira * 100);
  return person;
}

describe.runIf(onPostgres)('the ride money racing', () => {
  it('completion against a late cancellation: one wins, the other hears the state, the money moves once', async () => {
    for (let round = 0; round < 5; round++) {
      const owner = await riderWith(5000);
      const its = await driver(t);
      const ride = await ok(owner.api, 'RequestRide', rideRequest(walletRide()));
      await ok(its.api, 'AcceptRide', { Id: ride.Id });
      await ok(its.api, 'ArriveRide', { Id: ride.Id });
      await acceptedMinutesAgo(t, ride.Id, 10);
      // An Ongoing ride cannot be cancelled: the driver starting and completing races the rider cancelling.
      const [completed, cancelled] = await Promise.all([
        its.api
          .post('/api/Ride/StartRide', { Id: ride.Id })
          .then(() => its.api.post('/api/Ride/CompleteRide', { Id: ride.Id })),
        owner.api.post('/api/Ride/CancelRide', { Id: ride.Id, Reason: 'Changed my mind' }),
      ]);
      expect([completed.statusCode, cancelled.statusCode].sort()).toEqual([200, 409]);
      const [row] = await t.db.select().from(rides).where(eq(rides.id, ride.Id));
      const kinds = (await movementsOf(t, ride.Id)).map((line) => line.split(' ')[0]);
      if (row!.status === RideStatus.Completed) expect(kinds).toEqual(['hold', 'capture', 'release']);
      else expect(kinds).toEqual(['hold', 'cancellation_fee', 'release']);
    }
  });

  it('an accepted ride cancelled late while the driver cancels too: one cancellation, one fee at most', async () => {
    const owner = await riderWith(5000);
    const its = await driver(t);
    const ride = await ok(owner.api, 'RequestRide', rideRequest(walletRide()));
    await ok(its.api, 'AcceptRide', { Id: ride.Id });
    await acceptedMinutesAgo(t, ride.Id, 10);
    const answers = await Promise.all([
      its.api.post('/api/Ride/CancelRide', { Id: ride.Id, Reason: 'Flat tyre' }),
      owner.api.post('/api/Ride/CancelRide', { Id: ride.Id, Reason: 'Too slow' }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
  });

  it('100 riders booking with a code of MaxUses 10: exactly 10 succeed', async () => {
    const code = await promoCode(t, 'TENONLY', { maxUses: 10 });
    const riders = await Promise.all(Array.from({ length: 100 }, () => riderWith(5000)));
    const answers = await Promise.all(
      riders.map((person) =>
        person.api.post('/api/Ride/RequestRide', rideRequest(walletRide({ PromoCode: 'TENONLY' }))),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(10);
    expect(statuses.filter((status) => status === 409)).toHaveLength(90);
    expect(await usedCountOf(t, code.id)).toBe(10);
  });

  it('100 concurrent completions, each with its money', async () => {
    const pairs = await Promise.all(
      Array.from({ length: 100 }, async () => {
        const owner = await riderWith(5000);
        const its = await driver(t);
        const ride = await ok(owner.api, 'RequestRide', rideRequest(walletRide()));
        await ongoing(its, ride);
        return { its, ride };
      }),
    );
    const answers = await Promise.all(
      pairs.map(({ its, ride }) =>
        its.api.post('/api/Ride/CompleteRide', { Id: ride.Id, DistanceCovered: 9 }),
      ),
    );
    expect(answers.filter((answer) => answer.statusCode !== 200).map((answer) => answer.body)).toEqual([]);
    const done = await t.db
      .select({ final: rides.finalAmountKobo })
      .from(rides)
      .where(
        inArray(
          rides.id,
          pairs.map(({ ride }) => ride.Id),
        ),
      );
    expect(done.every((row) => row.final === 180_000)).toBe(true);
  });

  it('tips racing past the limit: the ride holds, exactly as many pass as fit', async () => {
    const { ride, rider: owner } = await completedWalletRide(t, 50_000);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        owner.api.post('/api/Ride/TipDriver', { RideId: ride.Id, Amount: 2000 }),
      ),
    );
    // ₦10,000 the limit: five tips of ₦2,000.
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(5);
    expect(answers.filter((answer) => answer.statusCode === 409)).toHaveLength(5);
    expect((await movementsOf(t, ride.Id)).filter((line) => line.startsWith('tip'))).toHaveLength(5);
  });

  it('refunds racing past what was paid: never more than paid goes back', async () => {
    const { ride } = await completedWalletRide(t);
    const admin = apiAs(t, (await signedInAdmin(t)).token);
    const answers = await Promise.all(
      Array.from({ length: 4 }, () =>
        admin.post('/api/Ride/RefundRide', { RideId: ride.Id, Amount: 1500, Reason: 'Racing' }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409, 409]);
    expect((await movementsOf(t, ride.Id)).filter((line) => line.startsWith('refund'))).toEqual([
      'refund 1500',
    ]);
  });
});
