import { rideTexts } from '@wayfare/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { rideStatusUpdates, rides } from './rides.table.ts';
import { driver, requested, rider } from './rides.test-support.ts';

/**
 * issue 16 §6: drivers racing. On PostgreSQL the requests really overlap (a pool of connections); on
 * PGlite they queue, and the same answers must come out.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ OUTBOX_POLL_MS: 60_000 });
});
afterAll(() => t.close());

describe('drivers racing', () => {
  it('50 drivers accepting one ride: exactly one 200, 49 × 409 naming the state; one history entry', async () => {
    const ride = await requested(await rider(t));
    const drivers = await Promise.all(Array.from({ length: 50 }, () => driver(t)));
    const answers = await Promise.all(
      drivers.map((person) => person.api.post('/api/Ride/AcceptRide', { Id: ride.Id })),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(49);
    for (const answer of answers.filter((one) => one.statusCode === 409))
      expect(answer.json().title).toBe('This ride is Accepted; it cannot be accepted.');
    const winner = drivers[statuses.indexOf(200)]!;
    const [row] = await t.db.select().from(rides).where(eq(rides.id, ride.Id));
    expect(row).toMatchObject({ status: 2, driverId: winner.id });
    const accepted = await t.db.select().from(rideStatusUpdates).where(eq(rideStatusUpdates.rideId, ride.Id));
    expect(accepted.map((update) => update.status)).toEqual([1, 2]);
  });

  it('a driver taking two rides at once gets one; the other stays Pending', async () => {
    for (let round = 0; round < 5; round++) {
      const first = await requested(await rider(t));
      const second = await requested(await rider(t));
      const its = await driver(t);
      const answers = await Promise.all(
        [first, second].map((ride) => its.api.post('/api/Ride/AcceptRide', { Id: ride.Id })),
      );
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
      const refused = answers.find((answer) => answer.statusCode === 409)!;
      expect(refused.json().title).toBe(rideTexts.inProgress('Accepted'));
      const taken = await t.db.$count(rides, eq(rides.driverId, its.id));
      expect(taken).toBe(1);
    }
  });

  it('a rider asking twice at once gets one ride', async () => {
    const owner = await rider(t);
    const answers = await Promise.all(
      [1, 2, 3].map(() => owner.api.post('/api/Ride/RequestRide', { ...rideBody() })),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409]);
    expect(await t.db.$count(rides, eq(rides.customerId, owner.id))).toBe(1);
  });
});

const rideBody = () => ({
  DistanceToCover: 3,
  DestinationAddress: 'Ikeja City Mall',
  CurrentStreet: '1 Obafemi Awolowo Way',
  CurrentCity: 'Ikeja',
});

/** Listens on a channel through the test database's own client (PGlite, or a pooled pg connection). */
async function listenTo(db: TestApp['db'], channel: string, heard: string[]) {
  const client = (db as unknown as { $client: unknown }).$client as {
    listen?: (channel: string, callback: (payload: string) => void) => Promise<() => Promise<void>>;
    connect?: () => Promise<{
      query: (text: string) => Promise<unknown>;
      on: (event: 'notification', callback: (message: { payload?: string }) => void) => void;
      release: () => void;
    }>;
  };
  if (client.listen) return client.listen(channel, (payload) => heard.push(payload));
  const connection = await client.connect!();
  connection.on('notification', (message) => heard.push(message.payload ?? ''));
  await connection.query(`LISTEN ${channel}`);
  return async () => {
    await connection.query(`UNLISTEN ${channel}`);
    connection.release();
  };
}

describe('the ride changes announced', () => {
  it('announces each change once it commits, with Id, RideStatus and RideStatusName; a refused one is not', async () => {
    const heard: string[] = [];
    const stop = await listenTo(t.db, 'ride_updates', heard);
    try {
      const ride = await requested(await rider(t));
      const its = await driver(t);
      await its.api.post('/api/Ride/AcceptRide', { Id: ride.Id });
      await (await driver(t)).api.post('/api/Ride/AcceptRide', { Id: ride.Id });
      for (let wait = 0; wait < 50 && heard.length < 2; wait++) await new Promise((r) => setTimeout(r, 20));
      await new Promise((r) => setTimeout(r, 100));
      expect(heard.map((payload) => JSON.parse(payload))).toEqual([
        { Id: ride.Id, RideStatus: 1, RideStatusName: 'Pending' },
        { Id: ride.Id, RideStatus: 2, RideStatusName: 'Accepted' },
      ]);
    } finally {
      await stop();
    }
  });
});
