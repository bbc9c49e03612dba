import { Endpoint, type LiveMap, type LiveMapEvent, OfferStatus } from '@wayfare/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../app.ts';
import { testConfig } from '../../config.ts';
import { connectPostgres, type DatabaseConnection } from '../../db/client.ts';
import { type ApiClient, apiAs } from '../../test/api-client.ts';
import { addressOf, openStream } from '../../test/event-stream-client.ts';
import {
  createTestApp,
  createUser,
  TEST_JWT_SECRET,
  TEST_TWO_FACTOR_KEY,
  type TestApp,
  tokenFor,
} from '../../test/test-app.ts';
import { rides } from '../rides/rides.table.ts';
import { driver, ok, requested, rider } from '../rides/rides.test-support.ts';
import { driverPositions, rideOffers } from './dispatch.table.ts';
import { createLiveMapUpdates } from './live-map-updates.ts';

/**
 * issue 31: the operator's live map. Ride/GetLiveMap's snapshot (drivers by state, rides on the way,
 * demand by cell, cities) and Ride/LiveMapUpdates, whose poller reads every LIVE_MAP_POLL_MS (tiny
 * here). Positions and offers go straight into dispatch's tables; each test keeps to its own place in
 * Nigeria, so the rows of the others (one database for the file) stay out of its cells and cities.
 */

const POLL_MS = 40;
let t: TestApp;
let viewer: ApiClient;
let viewerToken: string;
beforeAll(async () => {
  t = await createTestApp({ OUTBOX_POLL_MS: 60_000, LIVE_MAP_POLL_MS: POLL_MS, DRIVER_STALE_SECONDS: 60 });
  const admin = await createUser(t.db, { password: null, rights: { [Endpoint.Ride]: { view: true } } });
  viewerToken = await tokenFor(admin);
  viewer = apiAs(t, viewerToken);
});
afterAll(() => t?.close());

type Place = { latitude: number; longitude: number; city: string };
const ABUJA: Place = { latitude: 9.0579, longitude: 7.4951, city: 'Abuja' };
const KANO: Place = { latitude: 12.0022, longitude: 8.592, city: 'Kano' };
const IBADAN: Place = { latitude: 7.3775, longitude: 3.947, city: 'Ibadan' };
const ENUGU: Place = { latitude: 6.4584, longitude: 7.5464, city: 'Enugu' };
const near = (place: Place, northKm: number, eastKm = 0): Place => ({
  ...place,
  latitude: place.latitude + northKm / 111,
  longitude: place.longitude + eastKm / 111,
});

/** A driver online at a place (heard from `secondsAgo`), straight into the positions table. */
async function online(
  place: Place,
  options: { secondsAgo?: number; isOnline?: boolean; surname?: string } = {},
) {
  const person = await driver(t, { names: { Firstname: 'Tunde', Surname: options.surname ?? 'Bakare' } });
  await t.db.insert(driverPositions).values({
    driverId: person.id,
    online: options.isOnline ?? true,
    latitude: place.latitude,
    longitude: place.longitude,
    heading: 90,
    seenAt: new Date(Date.now() - (options.secondsAgo ?? 0) * 1000),
  });
  return person;
}

/** A rider's ride requested at a place (to a place 3 km north), its coordinates set as the rider's app gives them. */
async function requestedAt(place: Place, options: { minutesAgo?: number } = {}) {
  const owner = await rider(t, { Firstname: 'Ngozi', Surname: 'Eze' });
  const ride = await requested(owner, { CurrentCity: place.city });
  await t.db
    .update(rides)
    .set({
      pickupLatitude: place.latitude,
      pickupLongitude: place.longitude,
      destinationLatitude: place.latitude + 0.03,
      destinationLongitude: place.longitude,
      createdAt: new Date(Date.now() - (options.minutesAgo ?? 0) * 60_000),
    })
    .where(eq(rides.id, ride.Id));
  return { ...ride, owner };
}

/** The driver takes a ride with a pick-up place as dispatch has it taken: by an offer made to them. */
async function takeByOffer(taker: { id: string; api: ApiClient }, rideId: number) {
  const [offer] = await t.db
    .insert(rideOffers)
    .values({
      rideId,
      driverId: taker.id,
      status: OfferStatus.Open,
      distanceToPickupMetres: 1000,
      expiresAt: new Date(Date.now() + 60_000),
    })
    .returning();
  const response = await taker.api.post('/api/Ride/AcceptOffer', { Id: offer!.id });
  expect(response.statusCode, response.body).toBe(200);
}

async function liveMap(query: Record<string, string> = {}) {
  const response = await viewer.get('/api/Ride/GetLiveMap', query);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as LiveMap;
}

describe('Ride/GetLiveMap', () => {
  it('shows online drivers by state (Idle, Offered, On a ride) with name, ride and car; not stale or offline ones', async () => {
    const idle = await online(ABUJA, { surname: 'Idle' });
    const offered = await online(near(ABUJA, 1), { surname: 'Offered' });
    const onRide = await online(near(ABUJA, 2), { surname: 'Driving' });
    const stale = await online(near(ABUJA, 3), { secondsAgo: 120 });
    const offline = await online(near(ABUJA, 4), { isOnline: false });
    const pending = await requestedAt(near(ABUJA, 5));
    await t.db.insert(rideOffers).values({
      rideId: pending.Id,
      driverId: offered.id,
      status: OfferStatus.Open,
      distanceToPickupMetres: 4000,
      expiresAt: new Date(Date.now() + 60_000),
    });
    const taken = await requestedAt(near(ABUJA, 6));
    await takeByOffer(onRide, taken.Id);

    const map = await liveMap();
    const byId = new Map(map.Drivers.map((one) => [one.DriverId, one]));
    expect(byId.get(idle.id)).toMatchObject({
      Name: 'Tunde Idle',
      Latitude: ABUJA.latitude,
      Longitude: ABUJA.longitude,
      Heading: 90,
      State: 1,
      StateName: 'Idle',
      RideId: null,
      CarDetailId: null,
    });
    expect(byId.get(offered.id)).toMatchObject({ State: 2, StateName: 'Offered', RideId: null });
    expect(byId.get(onRide.id)).toMatchObject({
      State: 3,
      StateName: 'On a ride',
      RideId: taken.Id,
      CarDetailId: onRide.car!.id,
    });
    expect(byId.has(stale.id)).toBe(false);
    expect(byId.has(offline.id)).toBe(false);
    expect(map.Rides.find((ride) => ride.Id === pending.Id)).toMatchObject({
      RideStatusName: 'Pending',
      CustomerName: 'Ngozi Eze',
      DriverId: null,
      CurrentCity: 'Abuja',
      PickupLatitude: near(ABUJA, 5).latitude,
      DestinationLatitude: near(ABUJA, 5).latitude + 0.03,
    });
    expect(map.Rides.find((ride) => ride.Id === taken.Id)).toMatchObject({
      RideStatusName: 'Accepted',
      DriverId: onRide.id,
    });
  });

  it('leaves out a request without a pick-up place, and finished rides', async () => {
    const owner = await rider(t);
    const placeless = await requested(owner);
    const cancelled = await requestedAt(near(ABUJA, 8));
    await ok(cancelled.owner.api, 'CancelRide', { Id: cancelled.Id, Reason: 'Plans changed' });
    const ids = (await liveMap()).Rides.map((ride) => ride.Id);
    expect(ids).not.toContain(placeless.Id);
    expect(ids).not.toContain(cancelled.Id);
  });

  it('counts demand by H3 cell: the last 15 minutes of requests against the idle drivers there now', async () => {
    await online(near(KANO, 0.2));
    const offered = await online(near(KANO, 0.3));
    const [first] = [
      await requestedAt(KANO),
      await requestedAt(near(KANO, 0.1)),
      await requestedAt(near(KANO, 0.2)),
    ];
    await t.db.insert(rideOffers).values({
      rideId: first!.Id,
      driverId: offered.id,
      status: OfferStatus.Open,
      distanceToPickupMetres: 300,
      expiresAt: new Date(Date.now() + 60_000),
    });
    // Older than 15 minutes: no longer demand.
    await requestedAt(near(KANO, 0.1), { minutesAgo: 20 });

    const demand = (await liveMap()).Demand.filter(
      (cell) =>
        Math.abs(cell.Latitude - KANO.latitude) < 0.05 && Math.abs(cell.Longitude - KANO.longitude) < 0.05,
    );
    expect(demand).toHaveLength(1);
    expect(demand[0]).toMatchObject({ Requests: 3, IdleDrivers: 1 });
    expect(demand[0]!.Cell).toMatch(/^87/); // resolution 7
    expect(demand[0]!.Boundary).toHaveLength(6);
  });

  it('lists the cities with rides, and filtered by one shows its rides and the drivers around them', async () => {
    const inIbadan = await requestedAt(IBADAN);
    const nearIbadan = await online(near(IBADAN, 1));
    const farFromIbadan = await online(near(IBADAN, 40));
    const inEnugu = await requestedAt(ENUGU);

    const all = await liveMap();
    expect(all.Cities).toEqual(expect.arrayContaining(['Abuja', 'Enugu', 'Ibadan', 'Kano']));
    expect(all.Cities).toEqual([...all.Cities].sort());

    const ibadan = await liveMap({ city: 'ibadan' });
    expect(ibadan.Rides.map((ride) => ride.Id)).toEqual([inIbadan.Id]);
    const drivers = ibadan.Drivers.map((one) => one.DriverId);
    expect(drivers).toContain(nearIbadan.id);
    expect(drivers).not.toContain(farFromIbadan.id);
    expect(ibadan.Rides.map((ride) => ride.Id)).not.toContain(inEnugu.Id);
    expect(ibadan.Cities).toEqual(all.Cities);
  });

  it("draws on OpenStreetMap's tiles by default: the web app is told them, and the page's policy allows their host", async () => {
    const settings = (await t.app.inject({ url: '/api/Settings/GetSiteSettings' })).json();
    expect(settings).toMatchObject({
      MapTileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      MapTileAttribution: expect.stringContaining('OpenStreetMap'),
    });
    const page = await t.app.inject({ url: '/admin/livemap' });
    const imgSrc = String(page.headers['content-security-policy'])
      .split(';')
      .find((directive) => directive.trim().startsWith('img-src'));
    expect(imgSrc).toContain('https://tile.openstreetmap.org');
  });

  it('is for administrators with Ride view only', async () => {
    const aRider = apiAs(t, await tokenFor(await createUser(t.db, { password: null })));
    expect((await aRider.get('/api/Ride/GetLiveMap')).statusCode).toBe(403);
    expect((await apiAs(t).get('/api/Ride/GetLiveMap')).statusCode).toBe(401);
  });
});

const isDriver =
  (id: string, check: (event: Extract<LiveMapEvent, { Type: 'Driver' }>) => boolean = () => true) =>
  (event: unknown) => {
    const e = event as LiveMapEvent;
    return e.Type === 'Driver' && e.Driver.DriverId === id && check(e);
  };

describe('Ride/LiveMapUpdates', () => {
  it('sends the whole map on joining, then drivers moving and going offline, rides appearing, changing and ending', async () => {
    const moving = await online(ENUGU);
    const stream = await openStream(`${await addressOf(t.app)}/api/Ride/LiveMapUpdates`, viewerToken);
    expect(stream.status).toBe(200);
    try {
      await stream.nextEvent(isDriver(moving.id), 2000);

      await t.db
        .update(driverPositions)
        .set({ latitude: ENUGU.latitude + 0.01, seenAt: new Date() })
        .where(eq(driverPositions.driverId, moving.id));
      expect(
        await stream.nextEvent(
          isDriver(moving.id, (e) => e.Driver.Latitude === ENUGU.latitude + 0.01),
          2000,
        ),
      ).toMatchObject({ Driver: { State: 1, StateName: 'Idle' } });

      const ride = await requestedAt(near(ENUGU, 2));
      await stream.nextEvent((event) => {
        const e = event as LiveMapEvent;
        return e.Type === 'Ride' && e.Ride.Id === ride.Id && e.Ride.RideStatusName === 'Pending';
      }, 2000);
      const taker = await online(near(ENUGU, 1));
      await takeByOffer(taker, ride.Id);
      await stream.nextEvent(
        isDriver(taker.id, (e) => e.Driver.StateName === 'On a ride' && e.Driver.RideId === ride.Id),
        2000,
      );
      await ok(taker.api, 'ArriveRide', { Id: ride.Id });
      await stream.nextEvent((event) => {
        const e = event as LiveMapEvent;
        return e.Type === 'Ride' && e.Ride.Id === ride.Id && e.Ride.RideStatusName === 'Arrived';
      }, 2000);
      await ok(ride.owner.api, 'CancelRide', { Id: ride.Id, Reason: 'Plans changed' });
      const ended = await stream.nextEvent((event) => {
        const e = event as LiveMapEvent;
        return e.Type === 'RideEnded' && e.Id === ride.Id;
      }, 2000);
      expect(ended).toEqual({ Type: 'RideEnded', Id: ride.Id, RideStatus: 6 });

      await t.db
        .update(driverPositions)
        .set({ online: false })
        .where(eq(driverPositions.driverId, moving.id));
      expect(
        await stream.nextEvent((event) => (event as LiveMapEvent).Type === 'DriverOffline', 2000),
      ).toEqual({ Type: 'DriverOffline', DriverId: moving.id });
    } finally {
      stream.close();
    }
  });
});

describe("the live map's poller", () => {
  it('reads the map only while a stream follows it', async () => {
    let readings = 0;
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const updates = createLiveMapUpdates({
      db: t.db,
      log: t.app.log,
      pollMs: 2000,
      staleSeconds: 60,
      now: () => {
        readings += 1;
        return new Date();
      },
    });
    try {
      vi.advanceTimersByTime(60_000);
      expect(readings).toBe(0);
      const stop = updates.feed(
        () => {},
        () => {},
      );
      vi.advanceTimersByTime(1999);
      expect(readings).toBe(0);
      vi.advanceTimersByTime(1);
      expect(readings).toBe(1);
      stop();
      vi.advanceTimersByTime(60_000);
      expect(readings).toBe(1);
    } finally {
      vi.useRealTimers();
      await updates.stop();
    }
  });
});

describe.skipIf(process.env.TEST_DATABASE !== 'postgres')(
  'two server processes on one PostgreSQL database',
  () => {
    let connection: DatabaseConnection;
    let other: FastifyInstance;
    beforeAll(async () => {
      // Another process's app: its own connections, its own poller, no notifications at all.
      connection = await connectPostgres(t.url!, 2, () => {});
      other = await buildApp({
        config: testConfig({
          OUTBOX_POLL_MS: 60_000,
          LIVE_MAP_POLL_MS: POLL_MS,
          WEB_DIST_DIR: '/nonexistent',
        }),
        db: connection.db,
        jwtSecret: TEST_JWT_SECRET,
        twoFactorKey: TEST_TWO_FACTOR_KEY,
        senders: { Email: async () => {}, SMS: async () => {} },
        logger: false,
      });
      await other.ready();
    });
    afterAll(async () => {
      await other?.close();
      await connection?.close();
    });

    it('a position written through one process reaches the streams of both', async () => {
      const moving = await online(near(ABUJA, 30));
      const streams = await Promise.all(
        [t.app, other].map(async (app) =>
          openStream(`${await addressOf(app)}/api/Ride/LiveMapUpdates`, viewerToken),
        ),
      );
      try {
        for (const stream of streams) await stream.nextEvent(isDriver(moving.id), 2000);
        const north = ABUJA.latitude + 0.5;
        await t.db
          .update(driverPositions)
          .set({ latitude: north, seenAt: new Date() })
          .where(eq(driverPositions.driverId, moving.id));
        for (const stream of streams)
          await stream.nextEvent(
            isDriver(moving.id, (e) => e.Driver.Latitude === north),
            2000,
          );
      } finally {
        for (const stream of streams) stream.close();
      }
    });
  },
);
