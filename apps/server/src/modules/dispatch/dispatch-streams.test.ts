import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { testConfig } from '../../config.ts';
import { connectPostgres, type DatabaseConnection } from '../../db/client.ts';
import { greatCircleKm } from '../../geo.ts';
import { addressOf, openStream } from '../../test/event-stream-client.ts';
import { TEST_JWT_SECRET, TEST_TWO_FACTOR_KEY, type TestApp, tokenFor } from '../../test/test-app.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { ok, rider } from '../rides/rides.test-support.ts';
import {
  letOffersRunOut,
  locate,
  neighbourhood,
  northOf,
  offersOf,
  onlineDriverAt,
  rideFrom,
  sweepNow,
} from './dispatch.test-support.ts';

/**
 * issue 31: the two streams as a client reads them over HTTP: a driver's offers and their end
 * (Ride/MyDriverUpdates), a rider's ride status and driver's position with its ETA (Ride/MyRideUpdates).
 * On PostgreSQL the streams are read from a second app instance on the same database while everything
 * happens through the first, as with two server processes.
 */

// Two drivers offered a ride at once here, so the one who does not take it hears of its withdrawal.
const config = testConfig({
  OUTBOX_POLL_MS: 60_000,
  WEB_DIST_DIR: '/nonexistent',
  DRIVER_POSITION_PUSH_MS: 100,
  OFFERS_AT_ONCE: 2,
  // Not the default (1.3): the rider's ETA is by the setting.
  ROAD_FACTOR: 1.6,
});
let database: TestDatabase;
let second: DatabaseConnection | undefined;
let t: TestApp;
/** Where the streams are read: the second instance on PostgreSQL, else the one app. */
let streams: FastifyInstance;

const start = async (connection: DatabaseConnection) => {
  const app = await buildApp({
    config,
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
  const app = await start(database);
  t = { app, db: database.db, sent: [], close: async () => {} };
  if (database.url) second = await connectPostgres(database.url, 3, () => {});
  streams = second ? await start(second) : app;
});
afterAll(async () => {
  await Promise.all([t?.app.close(), streams !== t?.app ? streams?.close() : undefined]);
  await second?.close();
  await database?.close();
});

/** An event of the type about the ride (an offer's ride is the offer's). */
const ofRide = (rideId: number, type: string) => (event: unknown) => {
  const { Type, RideId, Offer } = event as { Type: string; RideId?: number; Offer?: { RideId: number } };
  return Type === type && (RideId ?? Offer?.RideId) === rideId;
};

describe('Ride/MyDriverUpdates', () => {
  it('sends the driver a new offer, and the offer’s end when it ran out unanswered', async () => {
    const pickup = neighbourhood(0);
    const its = await onlineDriverAt(t, northOf(pickup, 1));
    const stream = await openStream(
      `${await addressOf(streams)}/api/Ride/MyDriverUpdates`,
      await tokenFor({ id: its.id }),
    );
    expect(stream.status).toBe(200);
    try {
      // No sweep of the test's own: RequestRide offers it as it commits.
      const ride = await rideFrom(await rider(t), pickup);
      await expect.poll(() => offersOf(its), { timeout: 3000, interval: 50 }).toHaveLength(1);
      const [offer] = await offersOf(its);
      const offered = (await stream.nextEvent(ofRide(ride.Id, 'Offer'), 3000)) as never;
      expect(offered).toEqual({ Type: 'Offer', Offer: offer });
      await letOffersRunOut(t, ride.Id);
      await sweepNow(t, config);
      // PGlite hands its notifications over with a query's results: the driver's next look is one.
      expect(await offersOf(its)).toEqual([]);
      expect(await stream.nextEvent(ofRide(ride.Id, 'OfferEnded'), 3000)).toEqual({
        Type: 'OfferEnded',
        OfferId: offer!.Id,
        RideId: ride.Id,
        Status: 4,
        StatusName: 'Expired',
      });
      // Only the driver's own offers.
      expect(stream.events).toHaveLength(2);
    } finally {
      stream.close();
    }
  });

  it('offers OFFERS_AT_ONCE drivers together: the first to accept takes the ride, the other hears it withdrawn', async () => {
    const pickup = neighbourhood(2);
    const [first, second] = [
      await onlineDriverAt(t, northOf(pickup, 1)),
      await onlineDriverAt(t, northOf(pickup, 2)),
    ];
    const stream = await openStream(
      `${await addressOf(streams)}/api/Ride/MyDriverUpdates`,
      await tokenFor({ id: second.id }),
    );
    try {
      const ride = await rideFrom(await rider(t), pickup);
      await sweepNow(t, config);
      const [taken] = await offersOf(first);
      const [other] = await offersOf(second);
      expect([taken?.RideId, other?.RideId]).toEqual([ride.Id, ride.Id]);
      await ok(first.api, 'AcceptOffer', { Id: taken!.Id });
      expect(await offersOf(second)).toEqual([]);
      expect(await stream.nextEvent(ofRide(ride.Id, 'OfferEnded'), 3000)).toMatchObject({
        OfferId: other!.Id,
        StatusName: 'Withdrawn',
      });
    } finally {
      stream.close();
    }
  });

  it("withdraws a ride's open offer when its rider cancels, and tells the driver's other tabs of a decline", async () => {
    const pickup = neighbourhood(4);
    const its = await onlineDriverAt(t, northOf(pickup, 1));
    const stream = await openStream(
      `${await addressOf(streams)}/api/Ride/MyDriverUpdates`,
      await tokenFor({ id: its.id }),
    );
    try {
      const booker = await rider(t);
      const cancelled = await rideFrom(booker, pickup);
      await expect.poll(() => offersOf(its), { timeout: 3000, interval: 50 }).toHaveLength(1);
      const [withdrawn] = await offersOf(its);
      await ok(booker.api, 'CancelRide', { Id: cancelled.Id, Reason: 'Plans changed' });
      expect(await offersOf(its)).toEqual([]);
      expect(await stream.nextEvent(ofRide(cancelled.Id, 'OfferEnded'), 3000)).toMatchObject({
        OfferId: withdrawn!.Id,
        StatusName: 'Withdrawn',
      });

      const declined = await rideFrom(booker, pickup);
      await expect.poll(() => offersOf(its), { timeout: 3000, interval: 50 }).toHaveLength(1);
      const [offer] = await offersOf(its);
      expect((await its.api.post('/api/Ride/DeclineOffer', { Id: offer!.Id })).statusCode).toBe(200);
      expect(await stream.nextEvent(ofRide(declined.Id, 'OfferEnded'), 3000)).toMatchObject({
        OfferId: offer!.Id,
        StatusName: 'Declined',
      });
    } finally {
      stream.close();
    }
  });
});

describe('Ride/MyRideUpdates', () => {
  it('sends the rider the ride’s status and, on the way, the driver’s position with the minutes left', async () => {
    const pickup = neighbourhood(1);
    const destination = northOf(pickup, 6);
    const its = await onlineDriverAt(t, northOf(pickup, 2));
    const owner = await rider(t);
    const stranger = await rider(t);
    const url = `${await addressOf(streams)}/api/Ride/MyRideUpdates`;
    const stream = await openStream(url, await tokenFor({ id: owner.id }));
    const other = await openStream(url, await tokenFor({ id: stranger.id }));
    expect(stream.status).toBe(200);
    try {
      const ride = await rideFrom(owner, pickup, destination);
      await sweepNow(t, config);
      const [offer] = await offersOf(its);
      await ok(its.api, 'AcceptOffer', { Id: offer!.Id });
      const isStatus = (status: number) => (event: unknown) =>
        ofRide(ride.Id, 'Status')(event) && (event as { RideStatus: number }).RideStatus === status;
      expect(await stream.nextEvent(isStatus(2), 3000)).toEqual({
        Type: 'Status',
        RideId: ride.Id,
        RideStatus: 2,
        RideStatusName: 'Accepted',
      });
      const toPickup = (await stream.nextEvent(ofRide(ride.Id, 'DriverPosition'), 3000)) as Record<
        string,
        unknown
      >;
      const at = northOf(pickup, 2);
      // 2 km as the crow flies, ROAD_FACTOR (1.6) times it by road, at 20 km/h: 9.6 minutes, told as 10.
      expect(toPickup).toMatchObject({ Latitude: at.latitude, Longitude: at.longitude, EtaMinutes: 10 });
      expect(greatCircleKm(at, pickup)).toBeCloseTo(2, 3);

      await ok(its.api, 'ArriveRide', { Id: ride.Id });
      await ok(its.api, 'StartRide', { Id: ride.Id });
      await stream.nextEvent(
        (event) => ofRide(ride.Id, 'Status')(event) && (event as { RideStatus: number }).RideStatus === 4,
        3000,
      );
      await locate(t, its, northOf(pickup, 3));
      // 3 km left to the destination: 3 × 1.6 at 20 km/h is 14.4 minutes, told as 15.
      expect(
        await stream.nextEvent(
          (event) =>
            ofRide(ride.Id, 'DriverPosition')(event) && (event as { EtaMinutes: number }).EtaMinutes === 15,
          3000,
        ),
      ).toMatchObject({ Latitude: northOf(pickup, 3).latitude });
      expect(other.events).toEqual([]);
    } finally {
      stream.close();
      other.close();
    }
  });
});
