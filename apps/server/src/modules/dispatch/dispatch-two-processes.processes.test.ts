import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { OfferStatus, RideStatus } from '@wayfare/contracts';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dispatchCell, type GeoPoint } from '../../geo.ts';
import { freePort, type RunningProcess, serverEnv, startServerProcess } from '../../test/processes.ts';
import { FIRST_ADMIN, TEST_JWT_SECRET, tokenFor } from '../../test/test-app.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { users } from '../accounts/accounts.table.ts';
import { carFor } from '../cars/test-support.ts';
import { givePackageToDrive } from '../packages/packages.test-support.ts';
import { rides } from '../rides/rides.table.ts';
import { rideRequest } from '../rides/rides.test-support.ts';
import { driverPositions, type RideOfferRow, rideOffers } from './dispatch.table.ts';
import { coordinatesOf } from './dispatch.test-support.ts';

/**
 * Issue 31 §proof: two server processes (src/main.ts) on one PostgreSQL database, 300 drivers online,
 * 200 rides requested through both. Drivers answer their offers through both processes (most accept,
 * some decline, some let the offer run out); one process is killed with SIGKILL while offers are open
 * and started again. Read from the rows: a ride never had two open offers at once (OFFERS_AT_ONCE 1),
 * each ride was accepted once, by the driver whose offer it was, no driver is on two rides, and the
 * offers open at the kill expired and their rides went to other drivers.
 */

const serverDir = path.resolve(import.meta.dirname, '../../..');
const onPostgres = process.env.TEST_DATABASE === 'postgres';
const DRIVERS = 300;
const RIDES = 200;
/** The drivers and pick-ups share a few kilometres of Lagos Island: every idle driver is a candidate. */
const ORIGIN: GeoPoint = { latitude: 6.45, longitude: 3.39 };
const gridPoint = (i: number, step: number): GeoPoint => ({
  latitude: ORIGIN.latitude + (i % 20) * step,
  longitude: ORIGIN.longitude + Math.floor(i / 20) * step,
});
/** Short offers, so the ones left unanswered run out within the test; a sweep each second expires them. */
const DISPATCH_ENV = {
  OFFER_SECONDS: '2',
  OFFERS_AT_ONCE: '1',
  DISPATCH_RADIUS_KM: '10',
  DRIVER_STALE_SECONDS: '600',
};

/** What a driver does with an offer, by its id: most accept, one in ten declines, one in ten waits it out. */
const answerTo = (offerId: number) =>
  offerId % 10 === 3 ? 'leave' : offerId % 10 === 7 ? 'DeclineOffer' : 'AcceptOffer';

type Server = { url: string; process: RunningProcess };

describe.skipIf(!onPostgres)('dispatch across two server processes, one killed and started again', () => {
  let database: TestDatabase;
  let workDir: string;
  const servers: (Server | undefined)[] = [undefined, undefined];
  let starts = 0;

  async function startServer(slot: number) {
    starts += 1;
    const port = await freePort();
    servers[slot] = await startServerProcess(port, {
      command: process.execPath,
      args: ['--import', 'tsx', 'src/main.ts'],
      cwd: serverDir,
      logFile: path.join(workDir, `server-${starts}.log`),
      env: {
        ...serverEnv({
          port,
          dataDir: path.join(workDir, `data-${slot}`),
          databaseUrl: database.url,
          jwtSecret: TEST_JWT_SECRET,
          admin: FIRST_ADMIN,
          logLevel: 'warn',
        }),
        ...DISPATCH_ENV,
      },
    });
  }

  const post = async (server: Server, token: string, call: string, body: object) => {
    const response = await fetch(`${server.url}/api/Ride/${call}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return { status: response.status, json: (await response.json()) as { Id: number; RideId?: number } };
  };

  /**
   * Drivers allowed to drive (licence, Approved car, package), online at `places` with fresh positions,
   * and riders: the people in one insert, their cars and packages a few dozen at a time.
   */
  async function people(places: GeoPoint[], riders: number) {
    const licence = {
      isDriver: true,
      driverLicense: '/uploads/licences/driver.png',
      licenseExpiryDate: '2099-12-31',
      licenseApprovedAt: new Date(),
    };
    const person = (i: number) => ({
      emailAddress: `dispatch-two-${i}-${Date.now()}@example.ng`,
      surname: 'Okafor',
      firstname: 'Chidi',
      phoneNumber: '+2348031234567',
      ...(i < places.length ? licence : {}),
    });
    const made = await database.db
      .insert(users)
      .values(Array.from({ length: places.length + riders }, (_, i) => person(i)))
      .returning({ id: users.id });
    const drivers = made.slice(0, places.length);
    await inBatches(drivers, 50, async (driver) => {
      await carFor(database.db, driver.id);
      await givePackageToDrive(database.db, driver.id);
    });
    const now = new Date();
    await database.db.insert(driverPositions).values(
      places.map((at, i) => ({
        driverId: drivers[i]!.id,
        online: true,
        onlineSince: now,
        seenAt: now,
        ...at,
        cell: dispatchCell(at),
      })),
    );
    const withTokens = await Promise.all(
      made.map(async (user) => ({ ...user, token: await tokenFor(user) })),
    );
    return { drivers: withTokens.slice(0, places.length), riders: withTokens.slice(places.length) };
  }

  /** Runs `task` over `items`, `atOnce` at a time. */
  async function inBatches<T, R>(items: T[], atOnce: number, task: (item: T, i: number) => Promise<R>) {
    const results: R[] = [];
    for (let start = 0; start < items.length; start += atOnce)
      results.push(
        ...(await Promise.all(items.slice(start, start + atOnce).map((item, i) => task(item, start + i)))),
      );
    return results;
  }

  const offersOf = (where?: ReturnType<typeof eq>) => database.db.select().from(rideOffers).where(where);

  beforeAll(async () => {
    workDir = mkdtempSync(path.join(tmpdir(), 'wayfare-dispatch-two-'));
    database = await createTestDatabase();
    await Promise.all([startServer(0), startServer(1)]);
  }, 120_000);
  afterAll(async () => {
    await Promise.all(servers.map((server) => server?.process.stop()));
    await database?.close();
    if (workDir) rmSync(workDir, { recursive: true, force: true });
  });

  it('offers each ride to one driver at a time, accepts it once, and loses no offer to a kill', async () => {
    const { drivers, riders } = await people(
      Array.from({ length: DRIVERS }, (_, i) => gridPoint(i, 0.002)),
      RIDES,
    );
    const tokenOf = new Map(drivers.map((driver) => [driver.id, driver.token]));
    // The drivers' phones: every new open offer answered through one of the live processes.
    const answered = new Set<number>();
    const acceptedBy = new Map<number, string>();
    const acceptsThrough = [0, 0];
    let answering = true;
    async function answer(offer: RideOfferRow) {
      const live = servers.map((server, slot) => ({ server, slot })).filter((entry) => entry.server);
      const { server, slot } = live[offer.id % live.length]!;
      const call = answerTo(offer.id);
      if (call === 'leave') return;
      const reply = await post(server!, tokenOf.get(offer.driverId)!, call, { Id: offer.id }).catch(
        () => undefined,
      );
      // A process killed mid-answer never replies; an offer that ran out meanwhile is a 409 naming it.
      if (!reply) return;
      if (reply.status === 409) return;
      expect(reply.status, `${call} ${offer.id}: ${JSON.stringify(reply.json)}`).toBe(200);
      if (call === 'AcceptOffer') {
        expect(reply.json.Id).toBe(offer.rideId);
        expect(acceptedBy.has(offer.rideId), `ride ${offer.rideId} accepted twice`).toBe(false);
        acceptedBy.set(offer.rideId, offer.driverId);
        acceptsThrough[slot] = (acceptsThrough[slot] ?? 0) + 1;
      }
    }
    let paused = false;
    let round: Promise<unknown> = Promise.resolve();
    const phones = (async () => {
      while (answering) {
        if (!paused) {
          round = offersOf(eq(rideOffers.status, OfferStatus.Open)).then((open) => {
            const fresh = open.filter((offer) => !answered.has(offer.id));
            for (const offer of fresh) answered.add(offer.id);
            return Promise.all(fresh.map(answer));
          });
          await round;
        }
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    })();

    // 200 requests with their pick-up's and destination's coordinates, alternately through each process.
    const rideIds = await inBatches(riders, 40, async (rider, i) => {
      const place = coordinatesOf(gridPoint(i, 0.0025));
      const reply = await post(servers[i % 2]!, rider.token, 'RequestRide', rideRequest(place));
      expect(reply.status, JSON.stringify(reply.json)).toBe(200);
      return reply.json.Id;
    });

    const waitFor = async (what: string, done: () => Promise<boolean>) => {
      const started = Date.now();
      while (!(await done())) {
        if (Date.now() - started > 60_000) throw new Error(`still waiting for ${what}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    };
    const acceptedCount = () => database.db.$count(rides, eq(rides.status, RideStatus.Accepted));

    // A quarter of the rides taken, offers still open: the second process dies without a word.
    await waitFor('a quarter of the rides accepted', async () => (await acceptedCount()) >= RIDES / 4);
    await waitFor(
      'an open offer',
      async () => (await database.db.$count(rideOffers, eq(rideOffers.status, OfferStatus.Open))) > 0,
    );
    // The phones stop a moment, so each offer open at the kill is one nobody is answering.
    paused = true;
    await round;
    servers[1]!.process.kill('SIGKILL');
    await servers[1]!.process.exited;
    const killed = servers[1]!;
    servers[1] = undefined;
    const openAtKill = await offersOf(eq(rideOffers.status, OfferStatus.Open));
    expect(openAtKill.length).toBeGreaterThan(0);
    // Their drivers' phones were on the dead process: nobody answers them.
    for (const offer of openAtKill) answered.add(offer.id);
    paused = false;
    await startServer(1);

    await waitFor('every ride accepted', async () => (await acceptedCount()) === RIDES);
    answering = false;
    await phones;

    const offers = await offersOf(inArray(rideOffers.rideId, rideIds));
    const rows = await database.db.select().from(rides).where(inArray(rides.id, rideIds));

    // Never two open offers of a ride at once: each offer made after the one before it ended.
    for (const rideId of rideIds) {
      const ofRide = offers
        .filter((offer) => offer.rideId === rideId)
        .sort((a, b) => a.offeredAt.getTime() - b.offeredAt.getTime() || a.id - b.id);
      for (let i = 1; i < ofRide.length; i++) {
        const before = ofRide[i - 1]!;
        expect(before.endedAt, `offer ${before.id} still open`).not.toBeNull();
        expect(ofRide[i]!.offeredAt.getTime()).toBeGreaterThanOrEqual(before.endedAt!.getTime());
      }
    }
    // Each ride accepted once, by the driver whose offer it was; no driver on two rides.
    for (const ride of rows) {
      const accepted = offers.filter(
        (offer) => offer.rideId === ride.id && offer.status === OfferStatus.Accepted,
      );
      expect(ride.status).toBe(RideStatus.Accepted);
      expect(accepted.map((offer) => offer.driverId)).toEqual([ride.driverId]);
      expect(acceptedBy.get(ride.id)).toBe(ride.driverId);
    }
    expect(new Set(rows.map((ride) => ride.driverId)).size).toBe(RIDES);
    expect(offers.filter((offer) => offer.status === OfferStatus.Open)).toEqual([]);
    // The offers open at the kill ran out, and each ride went on to a driver (through either process).
    for (const lost of openAtKill) {
      const now = offers.find((offer) => offer.id === lost.id)!;
      expect(now.status).toBe(OfferStatus.Expired);
      const taker = offers.find(
        (offer) => offer.rideId === lost.rideId && offer.status === OfferStatus.Accepted,
      )!;
      expect(taker.driverId).not.toBe(lost.driverId);
      expect(taker.offeredAt.getTime()).toBeGreaterThanOrEqual(now.endedAt!.getTime());
    }
    // Every way an offer ends happened, and both processes took acceptances.
    const statuses = new Set(offers.map((offer) => offer.status));
    expect([...statuses].sort()).toEqual(
      [OfferStatus.Accepted, OfferStatus.Declined, OfferStatus.Expired].sort(),
    );
    expect(acceptsThrough.every((count) => count > 0)).toBe(true);
    for (const server of [servers[0]!, killed, servers[1]!])
      expect(server.process.output()).not.toMatch(/"level":(50|60)/);
  }, 120_000);
});
