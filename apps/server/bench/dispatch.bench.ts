/**
 * Issue 31, on PostgreSQL: dispatch under load, 10 000 drivers online (DISPATCH_BENCH_DRIVERS).
 *
 * - (c) the baseline: a bare node-postgres loop upserting a driver's position (its H3 cell computed as
 *   the product computes it) into a copy of driver_positions (same columns and indexes), 50 clients on
 *   10 connections, 10 s: what the database takes at most.
 * - (a) `POST Ride/UpdateMyLocation` over HTTP to the built server, every driver every 5 s for 30 s
 *   (2 000 updates/s offered; autocannon's overall rate), each as its driver: the updates/s answered as
 *   a share of (c), their p99 and failures.
 * - (m) the same calls as fast as they are answered (100 at once, 10 s): their rate as a share of (c).
 * - (g) `GET Ride/GetMyDriverStatus` at 100/s for 10 s, alone and again in the middle of (a): its p99.
 * - (n) `nearestIdleDrivers` (the search an offer runs) timed in this process against the same database,
 *   1 000 pick-ups across the city within DISPATCH_RADIUS_KM (5): its p99 (target 10 ms).
 * - (o) 50 RequestRide/s for 10 s, each pick-up at a listening driver's place: from sending the request
 *   to the offer arriving on that driver's `Ride/MyDriverUpdates` stream, p99 (target 1 s). Each request
 *   carries its pick-up's and destination's coordinates, so RequestRide offers the ride as it commits.
 */
import { cpus, loadavg } from 'node:os';
import pg from 'pg';
import { createTokenService } from '../src/auth/tokens.ts';
import { connectPostgres } from '../src/db/client.ts';
import { dispatchCell } from '../src/geo.ts';
import { nearestIdleDrivers } from '../src/modules/dispatch/nearest-drivers.ts';
import { givePackageToDrive } from '../src/modules/packages/packages.test-support.ts';
import type { BenchContext } from './run.ts';
import { loop } from './support/bare-ledger-loop.ts';
import { equipDrivers, nudged, placeInLagos, putOnline } from './support/dispatch-data.ts';
import { firstOffers } from './support/dispatch-offers.ts';
import { fillPeople } from './support/rides-data.ts';
import { ms, percentile } from './support/timings.ts';

const DRIVERS = Number(process.env.DISPATCH_BENCH_DRIVERS ?? 10_000);
const UPDATE_EVERY_S = 5;
const UPDATE_SECONDS = 30;
const GET_RATE = 100;
const SEARCHES = 1_000;
const RADIUS_KM = 5;
const REQUESTS_PER_S = 50;
const REQUEST_SECONDS = 10;
const RIDES = REQUESTS_PER_S * REQUEST_SECONDS;
const TARGETS = { nearestP99Ms: 10, firstOfferP99Ms: 1000 };

const UPSERT = `INSERT INTO bench_positions (driver_id, online, latitude, longitude, cell, heading, speed,
    accuracy, seen_at) VALUES ($1, true, $2, $3, $4, $5, $6, $7, now())
  ON CONFLICT (driver_id) DO UPDATE SET latitude = excluded.latitude, longitude = excluded.longitude,
    cell = excluded.cell, heading = excluded.heading, speed = excluded.speed, accuracy = excluded.accuracy,
    seen_at = excluded.seen_at`;

export default async function dispatchBench(ctx: BenchContext) {
  // Offers outlive the bench and drivers never go stale during it.
  const server = await ctx.startProduct({
    database: 'postgres',
    env: { OFFER_SECONDS: '120', DRIVER_STALE_SECONDS: '3600', DISPATCH_RADIUS_KM: String(RADIUS_KM) },
  });
  const client = new pg.Client({ connectionString: server.databaseUrl });
  await client.connect();
  const pool = new pg.Pool({ connectionString: server.databaseUrl, max: 10 });
  const search = await connectPostgres(server.databaseUrl!, 2);
  const tokens = createTokenService(server.jwtSecret, 1);
  try {
    const started = Date.now();
    await fillPeople(client, { drivers: DRIVERS, riders: RIDES, passwordHash: 'no sign-in' });
    const { rows: people } = await client.query<{ id: string; is_driver: boolean }>(
      `SELECT id, is_driver FROM users WHERE email_address LIKE 'rides-bench-%' ORDER BY email_address`,
    );
    const drivers = people.filter((person) => person.is_driver).map((person) => person.id);
    const riders = people.filter((person) => !person.is_driver).map((person) => person.id);
    await equipDrivers(client, await givePackageToDrive(search.db, drivers[0]!));
    const places = await putOnline(client, 'driver_positions', drivers);
    await client.query('CREATE TABLE bench_positions (LIKE driver_positions INCLUDING ALL)');
    await putOnline(client, 'bench_positions', drivers);
    await client.query('VACUUM ANALYZE');
    const driverTokens = await Promise.all(drivers.map((userId) => tokens.issue({ userId, version: 0 })));
    ctx.log(`${drivers.length} drivers online, ${riders.length} riders, in ${Date.now() - started} ms`);

    ctx.log('(c) the bare upsert loop, 10 s');
    let upserts = 0;
    const baseline = await loop(50, 10, async () => {
      const i = upserts++ % DRIVERS;
      const at = nudged(places[i]!, upserts);
      await pool.query(UPSERT, [drivers[i], at.latitude, at.longitude, dispatchCell(at), 90, 8, 5]);
    });
    const baselineRps = baseline.transfers / baseline.seconds;

    /** Every driver in turn sends a position a little off their last: each driver every DRIVERS updates. */
    let sent = 0;
    const locationUpdates = () => ({
      url: server.url,
      connections: 100,
      requests: [
        {
          method: 'POST' as const,
          path: '/api/Ride/UpdateMyLocation',
          setupRequest: (request: object) => {
            const i = sent++ % DRIVERS;
            const at = nudged(places[i]!, sent);
            return {
              ...request,
              headers: { authorization: `Bearer ${driverTokens[i]}`, 'content-type': 'application/json' },
              body: JSON.stringify({ Latitude: at.latitude, Longitude: at.longitude, Heading: 90, Speed: 8 }),
            };
          },
        },
      ],
    });
    const statusGet = {
      url: `${server.url}/api/Ride/GetMyDriverStatus`,
      headers: { authorization: `Bearer ${driverTokens[0]}` },
      connections: 10,
      overallRate: GET_RATE,
      duration: 10,
    };
    ctx.log('(g) GetMyDriverStatus alone, 10 s');
    const getAlone = await ctx.measureLoad({ ...statusGet, warmupSeconds: 2 });

    ctx.log(`(a) UpdateMyLocation, ${DRIVERS / UPDATE_EVERY_S}/s for ${UPDATE_SECONDS} s, (g) in its middle`);
    const updating = ctx.measureLoad({
      ...locationUpdates(),
      overallRate: DRIVERS / UPDATE_EVERY_S,
      duration: UPDATE_SECONDS,
      warmupSeconds: 0,
    });
    await new Promise((resolve) => setTimeout(resolve, ((UPDATE_SECONDS - 10) / 2) * 1000));
    const getLoaded = await ctx.measureLoad({ ...statusGet, warmupSeconds: 0 });
    const updates = await updating;
    ctx.log('(m) UpdateMyLocation as fast as it answers, 10 s');
    const fastest = await ctx.measureLoad({ ...locationUpdates(), duration: 10, warmupSeconds: 0 });

    ctx.log(`(n) nearestIdleDrivers, ${SEARCHES} pick-ups`);
    const searchTimes: number[] = [];
    let found = 0;
    for (let k = -50; k < SEARCHES; k++) {
      const at = placeInLagos(DRIVERS + 1000 + k);
      const begun = performance.now();
      const near = await nearestIdleDrivers(search.db, {
        pickup: { ...at, cell: dispatchCell(at) },
        radiusKm: RADIUS_KM,
        rideId: 0,
        riders: [],
        now: new Date(),
        staleSeconds: 3600,
      });
      // The first 50 warm the connection and the plans.
      if (k >= 0) {
        searchTimes.push(performance.now() - begun);
        found += near.length;
      }
    }

    ctx.log(`(o) ${REQUESTS_PER_S} RequestRide/s for ${REQUEST_SECONDS} s, each to a listening driver`);
    // Where the listening drivers are now ((a) moved them a little): each pick-up exactly there.
    const { rows: listening } = await client.query<{
      driver_id: string;
      latitude: number;
      longitude: number;
    }>('SELECT driver_id, latitude, longitude FROM driver_positions WHERE driver_id = ANY($1)', [
      drivers.slice(0, RIDES),
    ]);
    const placeOf = new Map(listening.map((row) => [row.driver_id, row]));
    const offers = await firstOffers({
      url: server.url,
      client,
      riders: riders.slice(0, RIDES).map((id, k) => ({
        id,
        driverToken: driverTokens[k]!,
        pickup: placeOf.get(drivers[k]!)!,
      })),
      riderToken: (userId) => tokens.issue({ userId, version: 0 }),
      perSecond: REQUESTS_PER_S,
    });

    const share = (rps: number) => `${(100 * (rps / baselineRps)).toFixed(0)} % of (c)`;
    const failed = (count: number) => (count > 0 ? `; ${count} FAILED` : '');
    const nearestP99 = percentile(searchTimes, 99);
    ctx.report({
      case: '(c) bare node-postgres upsert of a position; 50 clients, 10 conn.',
      database: 'postgres',
      rps: baselineRps,
      p99Ms: baseline.p99Ms,
      value: `upserts/s into a copy of driver_positions${failed(baseline.failures)}`,
    });
    ctx.report({
      case: `(a) POST Ride/UpdateMyLocation, ${DRIVERS} drivers every ${UPDATE_EVERY_S} s`,
      database: 'postgres',
      rps: updates.rps,
      p99Ms: updates.p99Ms,
      value: `${(100 * (updates.rps / (DRIVERS / UPDATE_EVERY_S))).toFixed(0)} % of the ${DRIVERS / UPDATE_EVERY_S}/s offered; ${share(updates.rps)}${failed(updates.failures)} ${JSON.stringify(updates.statusCounts)}`,
    });
    ctx.report({
      case: '(m) POST Ride/UpdateMyLocation as fast as it answers; 100 at once',
      database: 'postgres',
      rps: fastest.rps,
      p99Ms: fastest.p99Ms,
      value: `${share(fastest.rps)}${failed(fastest.failures)} ${JSON.stringify(fastest.statusCounts)}`,
    });
    ctx.report({
      case: `(g) GET Ride/GetMyDriverStatus at ${GET_RATE}/s, alone`,
      database: 'postgres',
      rps: getAlone.rps,
      p99Ms: getAlone.p99Ms,
      value: `p50 ${getAlone.p50Ms} ms${failed(getAlone.failures)}`,
    });
    ctx.report({
      case: `(g) GET Ride/GetMyDriverStatus at ${GET_RATE}/s, during (a)`,
      database: 'postgres',
      rps: getLoaded.rps,
      p99Ms: getLoaded.p99Ms,
      value: `p50 ${getLoaded.p50Ms} ms${failed(getLoaded.failures)}`,
    });
    ctx.report({
      case: `(n) nearestIdleDrivers in process, ${DRIVERS} online, ${RADIUS_KM} km`,
      database: 'postgres',
      p99Ms: nearestP99,
      value: `median ${ms(percentile(searchTimes, 50))}; ${(found / SEARCHES).toFixed(0)} drivers found on average; target p99 ≤ ${TARGETS.nearestP99Ms} ms: ${nearestP99 <= TARGETS.nearestP99Ms ? 'met' : 'MISSED'}`,
    });
    const offerP99 = offers.times.length > 0 ? percentile(offers.times, 99) : Number.NaN;
    ctx.report({
      case: `(o) RequestRide → first offer on MyDriverUpdates, ${REQUESTS_PER_S}/s`,
      database: 'postgres',
      rps: offers.times.length / REQUEST_SECONDS,
      p99Ms: offerP99,
      value: `median ${offers.times.length > 0 ? ms(percentile(offers.times, 50)) : '-'}; ${offers.times.length}/${RIDES} offers seen${failed(offers.failures.length)}; target p99 ≤ ${TARGETS.firstOfferP99Ms} ms: ${offerP99 <= TARGETS.firstOfferP99Ms ? 'met' : 'MISSED'}`,
    });
    const [load1] = loadavg();
    ctx.note(
      `${cpus().length} CPUs at load average ${load1!.toFixed(1)}; the load (autocannon) runs in the bench's own process, on the same cores as the server and PostgreSQL. (a) is the updates answered per second while 2 000/s were offered, as a share of what the bare loop upserts at most; (g) the same GET's p99 without and with that load; (n) the search alone, without HTTP; (o) from sending RequestRide to the offer's event arriving on the driver's stream.`,
    );
    if (offers.failures.length > 0)
      ctx.note(`dispatch: first failures: ${offers.failures.slice(0, 3).join('; ')}`);
  } finally {
    await search.close();
    await pool.end();
    await client.end();
  }
}
