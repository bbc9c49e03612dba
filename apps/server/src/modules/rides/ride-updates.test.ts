import { accountTexts, Endpoint } from '@wayfare/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { createTokenService } from '../../auth/tokens.ts';
import { testConfig } from '../../config.ts';
import { connectPostgres, type DatabaseConnection } from '../../db/client.ts';
import { addressOf, openStream } from '../../test/event-stream-client.ts';
import {
  createTestApp,
  createUser,
  TEST_JWT_SECRET,
  TEST_TWO_FACTOR_KEY,
  type TestApp,
  tokenFor,
} from '../../test/test-app.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { users } from '../accounts/accounts.table.ts';
import { bumpTokenVersion } from '../accounts/users.repository.ts';
import { createRideUpdates } from './ride-updates.ts';
import { driver, ok, requested, rider } from './rides.test-support.ts';

/**
 * issue 16 §3 and §6: Ride/RideUpdates, the live stream of ride changes, as a client reads it over
 * HTTP: each change's `{Id, RideStatus, RideStatusName}`, heartbeats, the end of the stream with the
 * session; and, on PostgreSQL, a change made through one app instance heard on another's stream.
 */

const HEARTBEAT_MS = 150;
const PATH = '/api/Ride/RideUpdates';

let t: TestApp;
let url: string;
/** An administrator whose role holds only Ride view. */
let rideViewer: { id: string; token: string };
beforeAll(async () => {
  t = await createTestApp({ OUTBOX_POLL_MS: 60_000, STREAM_HEARTBEAT_MS: HEARTBEAT_MS });
  url = `${await addressOf(t.app)}${PATH}`;
  const user = await createUser(t.db, { password: null, rights: { [Endpoint.Ride]: { view: true } } });
  rideViewer = { id: user.id, token: await tokenFor(user) };
});
afterAll(() => t?.close());

const isChange = (id: number, status: string) => (event: unknown) =>
  (event as { Id: number }).Id === id && (event as { RideStatusName: string }).RideStatusName === status;

describe('Ride/RideUpdates', () => {
  it('sends each status change to an open stream within 2 s: {Id, RideStatus, RideStatusName}', async () => {
    const stream = await openStream(url, rideViewer.token);
    expect(stream.status).toBe(200);
    expect(stream.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    try {
      const owner = await rider(t);
      let started = Date.now();
      const ride = await requested(owner);
      expect(await stream.nextEvent(isChange(ride.Id, 'Pending'), 2000)).toEqual({
        Id: ride.Id,
        RideStatus: 1,
        RideStatusName: 'Pending',
      });
      expect(Date.now() - started).toBeLessThan(2000);
      const its = await driver(t);
      started = Date.now();
      await ok(its.api, 'AcceptRide', { Id: ride.Id });
      expect(await stream.nextEvent(isChange(ride.Id, 'Accepted'), 2000)).toEqual({
        Id: ride.Id,
        RideStatus: 2,
        RideStatusName: 'Accepted',
      });
      expect(Date.now() - started).toBeLessThan(2000);
      // A refused change (a second driver) is not announced.
      const late = await (await driver(t)).api.post('/api/Ride/AcceptRide', { Id: ride.Id });
      expect(late.statusCode).toBe(409);
      await ok(owner.api, 'CancelRide', { Id: ride.Id, Reason: 'Plans changed' });
      await stream.nextEvent(isChange(ride.Id, 'Cancelled'), 2000);
      expect(stream.events.filter((event) => (event as { Id: number }).Id === ride.Id)).toEqual([
        { Id: ride.Id, RideStatus: 1, RideStatusName: 'Pending' },
        { Id: ride.Id, RideStatus: 2, RideStatusName: 'Accepted' },
        { Id: ride.Id, RideStatus: 6, RideStatusName: 'Cancelled' },
      ]);
    } finally {
      stream.close();
    }
  });

  it('refuses nobody (401), a rider (403) and an administrator without Ride view (403)', async () => {
    const nobody = await openStream(url);
    expect(nobody.status).toBe(401);
    expect(nobody.problem?.title).toBe('Kindly sign in to continue');
    const aRider = await openStream(url, await tokenFor(await createUser(t.db, { password: null })));
    expect(aRider.status).toBe(403);
    expect(aRider.problem?.title).toBe('You do not have permission to do this');
    const otherRights = await createUser(t.db, {
      password: null,
      rights: { [Endpoint.Ride]: { edit: true }, [Endpoint.Account]: { view: true } },
    });
    const withoutView = await openStream(url, await tokenFor(otherRights));
    expect(withoutView.status).toBe(403);
  });

  it('sends a heartbeat comment every interval (25 s unless configured)', async () => {
    expect(testConfig().STREAM_HEARTBEAT_MS).toBe(25_000);
    const stream = await openStream(url, rideViewer.token);
    const started = Date.now();
    await stream.comment('heartbeat', 3, 3000);
    expect(Date.now() - started).toBeGreaterThanOrEqual(HEARTBEAT_MS * 3 - 50);
    stream.close();
  });

  it('ends when the caller’s token expires', async () => {
    const shortLived = createTokenService(TEST_JWT_SECRET, 2 / 3600);
    const token = await shortLived.issue({ userId: rideViewer.id, version: 0 });
    const stream = await openStream(url, token);
    expect(stream.status).toBe(200);
    const started = Date.now();
    await stream.ended;
    // The token's expiry is to the second: about 2 s after it was issued.
    expect(Date.now() - started).toBeGreaterThan(800);
    expect(Date.now() - started).toBeLessThan(3500);
    const again = await openStream(url, token);
    expect(again.status).toBe(401);
    expect(again.problem?.title).toBe(accountTexts.sessionExpired);
  });

  it('ends at the next heartbeat once the account is suspended (its tokens no longer honoured)', async () => {
    const user = await createUser(t.db, { password: null, rights: { [Endpoint.Ride]: { view: true } } });
    const stream = await openStream(url, await tokenFor(user));
    expect(stream.status).toBe(200);
    await t.db
      .update(users)
      .set({ isActive: false, tokenVersion: bumpTokenVersion })
      .where(eq(users.id, user.id));
    const started = Date.now();
    await stream.ended;
    expect(Date.now() - started).toBeLessThan(HEARTBEAT_MS * 2 + 500);
  });
});

describe('the ride updates of one process', () => {
  /** The hub on a listen of the test's own: `notify` plays the database. */
  async function hubWithFakeListen() {
    let notify: (payload?: string) => void = () => {};
    let lose: (error: Error) => void = () => {};
    const errors: unknown[] = [];
    const log = { error: (...args: unknown[]) => errors.push(args), warn: () => {} } as never;
    const hub = createRideUpdates({
      log,
      listen: async (_channel, onNotify, onError) => {
        notify = onNotify;
        lose = onError!;
        return async () => {};
      },
    });
    await hub.start();
    const follow = () => {
      const heard = { events: [] as unknown[], ended: false };
      hub.feed(
        (event) => heard.events.push(event),
        () => {
          heard.ended = true;
        },
      );
      return heard;
    };
    return {
      notify: (payload?: string) => notify(payload),
      lose: (error: Error) => lose(error),
      follow,
      errors,
    };
  }

  it('hands each change to every stream, and ignores (logging) a payload that is no ride change', async () => {
    const hub = await hubWithFakeListen();
    const [one, two] = [hub.follow(), hub.follow()];
    hub.notify('{"Id":7,"RideStatus":3,"RideStatusName":"Arrived"}');
    hub.notify('not json');
    hub.notify('{"Id":"7"}');
    expect(one.events).toEqual([{ Id: 7, RideStatus: 3, RideStatusName: 'Arrived' }]);
    expect(two.events).toEqual(one.events);
    expect(hub.errors).toHaveLength(2);
  });

  it('ends every stream when changes may have been missed: the connection lost, or restored', async () => {
    const hub = await hubWithFakeListen();
    const before = hub.follow();
    hub.lose(new Error('connection terminated'));
    expect(before.ended).toBe(true);
    const after = hub.follow();
    // Listening again: a notification sent meanwhile was lost, so the clients must reload.
    hub.notify();
    expect(after.ended).toBe(true);
  });
});

const onPostgres = process.env.TEST_DATABASE === 'postgres';

describe.skipIf(!onPostgres)('two app instances on one PostgreSQL database', () => {
  let database: TestDatabase;
  let second: DatabaseConnection;
  let a: FastifyInstance;
  let b: FastifyInstance;

  const start = async (connection: DatabaseConnection) => {
    const app = await buildApp({
      config: testConfig({ OUTBOX_POLL_MS: 60_000, WEB_DIST_DIR: '/nonexistent' }),
      db: connection.db,
      listen: connection.listen,
      jwtSecret: TEST_JWT_SECRET,
      twoFactorKey: TEST_TWO_FACTOR_KEY,
      senders: { Email: async () => {}, SMS: async () => {} },
      logger: false,
    });
    await app.ready();
    return app;
  };

  beforeAll(async () => {
    database = await createTestDatabase();
    second = await connectPostgres(database.url!, 5, () => {});
    a = await start(database);
    b = await start(second);
  });
  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
    await second?.close();
    await database?.close();
  });

  it('a change made through instance A reaches a stream open on instance B within 2 s', async () => {
    const viewer = await createUser(database.db, {
      password: null,
      rights: { [Endpoint.Ride]: { view: true } },
    });
    const stream = await openStream(`${await addressOf(b)}${PATH}`, await tokenFor(viewer));
    expect(stream.status).toBe(200);
    try {
      // Everything through A: its database connection, its process's notifications.
      const onA = { app: a, db: database.db, sent: [], close: async () => {} };
      const ride = await requested(await rider(onA));
      const started = Date.now();
      await ok((await driver(onA)).api, 'AcceptRide', { Id: ride.Id });
      expect(await stream.nextEvent(isChange(ride.Id, 'Accepted'), 2000)).toEqual({
        Id: ride.Id,
        RideStatus: 2,
        RideStatusName: 'Accepted',
      });
      expect(Date.now() - started).toBeLessThan(2000);
    } finally {
      stream.close();
    }
  });
});
