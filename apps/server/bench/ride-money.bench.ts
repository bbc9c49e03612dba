/**
 * Issue 30, on PostgreSQL: rides completed with their money per second (the completion's transaction:
 * the ride locked, the fare captured from the hold to the driver's wallet, the rest released, the status
 * update, the package's bonus check), as a share of the wallet bench's bare node-postgres loop
 * (`support/bare-ledger-loop.ts`) in the same run:
 *
 * - (c) the baseline: the bare loop, 50 clients on 10 connections, RIDE_MONEY_BENCH_SECONDS (10);
 * - (a) `completeRide` (the service CompleteRide calls) from this process, 50 clients on 10 connections;
 * - (b) `POST Ride/CompleteRide` over HTTP to the built server, 50 at once, each as the ride's driver.
 *
 * Each of (a) and (b) completes its own RIDE_MONEY_BENCH_RIDES (1 000) Ongoing Wallet rides, made
 * beforehand through the same services a booking goes through (RequestRide holding the fare from a funded
 * wallet, AcceptRide by a driver with an Approved car and a package, ArriveRide, StartRide), one rider
 * and one driver each; the time to complete them all is measured. Afterwards the anomalies are counted:
 * the ledger's (a cached balance not the sum of its entries, a movement not summing to zero, a balance
 * below zero) and the rides' (completed without their capture, a hold not released to the kobo, a ride
 * counted as completed not Completed). Any anomaly fails the module.
 */
import { cpus, loadavg } from 'node:os';
import { RidePaymentMethod, RideStatus } from '@wayfare/contracts';
import pg from 'pg';
import type { PaymentGateway } from '../src/adapters/payments/payment-gateway.ts';
import { greatCircleRouter } from '../src/adapters/routing/great-circle-router.ts';
import { createTokenService } from '../src/auth/tokens.ts';
import { readConfig } from '../src/config.ts';
import { connectPostgres } from '../src/db/client.ts';
import { carFor } from '../src/modules/cars/test-support.ts';
import { givePackageToDrive } from '../src/modules/packages/packages.test-support.ts';
import { completeRide } from '../src/modules/rides/complete-ride.service.ts';
import { requestRide } from '../src/modules/rides/request-ride.service.ts';
import type { RideCardPayments } from '../src/modules/rides/ride-card-payments.ts';
import { acceptRide, advanceRide, steps } from '../src/modules/rides/ride-lifecycle.service.ts';
import type { CardVault } from '../src/modules/wallet/index.ts';
import {
  ensureWallet,
  lockAccounts,
  postMovement,
  systemAccountId,
} from '../src/modules/wallet/ledger.service.ts';
import { toBasisPoints } from '../src/money.ts';
import type { BenchContext } from './run.ts';
import {
  bareTransfer,
  Completed,
  Credit,
  hotWallet,
  type LedgerDb,
  ledgerAnomalies,
  loop,
} from './support/bare-ledger-loop.ts';
import { BENCH_EMAIL, fillPeople } from './support/rides-data.ts';

const CLIENTS = 50;
const POOL = 10;
const SECONDS = Number(process.env.RIDE_MONEY_BENCH_SECONDS ?? 10);
const RIDES = Number(process.env.RIDE_MONEY_BENCH_RIDES ?? 1_000);
const FUNDS_KOBO = 10_000_00;
const TIME_ZONE = 'Africa/Lagos';

/** The receipt each completion queues, worded as the product's default settings word it. */
const defaults = readConfig({});
const receipt = { vatBasisPoints: toBasisPoints(defaults.VAT_PERCENT), timeZone: defaults.TIME_ZONE };

/** The bench's rides are Wallet rides on funded wallets: no card is ever charged, so none is wired. */
const noCards: RideCardPayments = {
  gateway: new Proxy({} as PaymentGateway, {
    get: () => {
      throw new Error('the ride-money bench charges no card');
    },
  }),
  cards: new Proxy({} as CardVault, {
    get: () => {
      throw new Error('the ride-money bench keeps no card');
    },
  }),
};

/** `count` items through `work`, `clients` at a time; answers the seconds, the p99 and the failures. */
async function drain<T>(items: readonly T[], clients: number, work: (item: T) => Promise<void>) {
  const latencies: number[] = [];
  const errors: string[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (next < items.length) {
        const item = items[next++]!;
        const sent = performance.now();
        try {
          await work(item);
          latencies.push(performance.now() - sent);
        } catch (error) {
          errors.push(error instanceof Error ? error.message : String(error));
        }
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  return {
    done: latencies.length,
    errors,
    seconds: (performance.now() - started) / 1000,
    p99Ms: Math.round(latencies[Math.floor(latencies.length * 0.99)] ?? 0),
  };
}

type BenchRide = { id: number; driverId: string };

/** A credit from the adjustments account into each rider's wallet, as FundClientWallet writes one. */
async function fund(db: LedgerDb, riderIds: readonly string[]) {
  const adjustments = await systemAccountId(db, 'adjustments');
  await drain(riderIds, POOL, async (userId) => {
    const wallet = await ensureWallet(db, userId);
    await db.transaction(async (tx) => {
      await lockAccounts(tx, [wallet.walletAccountId]);
      await postMovement(tx, {
        transaction: {
          userId,
          amountKobo: FUNDS_KOBO,
          type: Credit,
          status: Completed,
          message: 'Bench funds',
        },
        legs: [
          { accountId: adjustments, amountKobo: -FUNDS_KOBO },
          { accountId: wallet.walletAccountId, amountKobo: FUNDS_KOBO },
        ],
      });
    });
  });
}

/** One Ongoing Wallet ride per pair, through the services the calls use; throws on any refusal. */
async function ongoingRides(db: LedgerDb, pairs: readonly { rider: string; driver: string }[]) {
  const made: BenchRide[] = [];
  const outcome = await drain(pairs, POOL, async ({ rider, driver }) => {
    await carFor(db, driver);
    await givePackageToDrive(db, driver);
    const now = new Date();
    const ride = await requestRide(
      db,
      {
        DistanceToCover: 10,
        IsHighTraffic: false,
        DestinationAddress: '12 Admiralty Way, Lekki',
        CurrentStreet: '3 Broad Street',
        CurrentCity: 'Lagos',
        CurrentSubregion: 'Lagos Island',
        AllowSharing: false,
        EnableCustomerPerferredAmount: false,
        PaymentMethod: RidePaymentMethod.Wallet,
        now,
        by: rider,
      },
      { payments: noCards, roads: greatCircleRouter(1.3) },
    );
    await acceptRide(db, { Id: ride.Id, now, timeZone: TIME_ZONE, by: driver });
    await advanceRide(db, { Id: ride.Id, step: steps.arrive, by: driver });
    await advanceRide(db, { Id: ride.Id, step: steps.start, by: driver });
    made.push({ id: ride.Id, driverId: driver });
  });
  if (outcome.errors.length > 0) throw new Error(`making the rides: ${outcome.errors[0]}`);
  return made;
}

/** The rides' own anomalies: every counted completion Completed with its capture and its hold released. */
async function rideAnomalies(client: pg.Client, counted: readonly number[]) {
  const { rows } = await client.query<{ id: number; status: number; problem: string }>(
    `SELECT r.id, r.status,
       CASE WHEN r.status <> $2 THEN 'not Completed'
            WHEN c.amount IS NULL THEN 'no capture'
            WHEN coalesce(c.amount, 0) + coalesce(rl.amount, 0) <> r.held_amount_kobo THEN 'hold not all settled'
            WHEN h.balance_kobo <> 0 THEN 'hold account not back to zero' END AS problem
     FROM rides r
     JOIN wallets w ON w.user_id = r.customer_id
     JOIN ledger_accounts h ON h.id = w.hold_account_id
     LEFT JOIN LATERAL (SELECT sum(amount_kobo) AS amount FROM ride_money_movements
       WHERE ride_id = r.id AND kind = 'capture') c ON true
     LEFT JOIN LATERAL (SELECT sum(amount_kobo) AS amount FROM ride_money_movements
       WHERE ride_id = r.id AND kind = 'release') rl ON true
     WHERE r.id = ANY($1) OR r.status = $2`,
    [counted, RideStatus.Completed],
  );
  const found = rows.filter((row) => row.problem !== null).map((row) => `ride ${row.id}: ${row.problem}`);
  const completed = rows.filter((row) => row.status === RideStatus.Completed).length;
  if (completed !== counted.length)
    found.push(`${counted.length} completions counted, ${completed} rides Completed`);
  return found;
}

export default async function rideMoneyBench(ctx: BenchContext) {
  const server = await ctx.startProduct({ database: 'postgres' });
  const client = new pg.Client({ connectionString: server.databaseUrl });
  await client.connect();
  const pool = new pg.Pool({ connectionString: server.databaseUrl, max: POOL });
  const ledger = await connectPostgres(server.databaseUrl!, POOL);
  const tokens = createTokenService(server.jwtSecret, 1);
  try {
    const started = Date.now();
    await fillPeople(client, { drivers: 2 * RIDES, riders: 2 * RIDES, passwordHash: 'no sign-in' });
    const { rows: people } = await client.query<{ id: string; email: string }>(
      `SELECT id, email_address AS email FROM users WHERE email_address LIKE 'rides-bench-%' ORDER BY email_address`,
    );
    const drivers = people.slice(0, 2 * RIDES).map((person) => person.id);
    const riders = people.slice(2 * RIDES).map((person) => person.id);
    if (people[0]?.email !== BENCH_EMAIL(1)) throw new Error('the bench people are not as expected');
    await fund(ledger.db, riders);
    const rides = await ongoingRides(
      ledger.db,
      riders.map((rider, k) => ({ rider, driver: drivers[k]! })),
    );
    ctx.log(`${rides.length} Ongoing Wallet rides made in ${Date.now() - started} ms`);
    const inProcess = rides.slice(0, RIDES);
    const overHttp = rides.slice(RIDES);

    const hot = await hotWallet(client, ledger.db, server.admin.email);
    ctx.log(`(c) the bare loop, ${SECONDS} s`);
    const baseline = await loop(CLIENTS, SECONDS, bareTransfer(pool, hot, 'bench bare'));
    const baselineRps = baseline.transfers / baseline.seconds;

    const counted: number[] = [];
    ctx.log(`(a) completeRide in this process, ${inProcess.length} rides`);
    const service = await drain(inProcess, CLIENTS, async (ride) => {
      await completeRide(ledger.db, { Id: ride.id, by: ride.driverId }, noCards, receipt);
      counted.push(ride.id);
    });
    ctx.log(`(b) POST Ride/CompleteRide, ${overHttp.length} rides`);
    const tokenOf = new Map(
      await Promise.all(
        overHttp.map(
          async (ride) => [ride.id, await tokens.issue({ userId: ride.driverId, version: 0 })] as const,
        ),
      ),
    );
    const http = await drain(overHttp, CLIENTS, async (ride) => {
      const response = await fetch(`${server.url}/api/Ride/CompleteRide`, {
        method: 'POST',
        headers: { authorization: `Bearer ${tokenOf.get(ride.id)}`, 'content-type': 'application/json' },
        body: JSON.stringify({ Id: ride.id }),
      });
      const text = await response.text();
      if (response.status !== 200) throw new Error(`CompleteRide answered ${response.status}: ${text}`);
      counted.push(ride.id);
    });

    const rps = (outcome: { done: number; seconds: number }) => outcome.done / outcome.seconds;
    const failed = (errors: string[]) => (errors.length > 0 ? `; ${errors.length} FAILED: ${errors[0]}` : '');
    ctx.report({
      case: `(c) bare node-postgres transfer (wallet bench's baseline); ${CLIENTS} clients, ${POOL} conn.`,
      database: 'postgres',
      rps: baselineRps,
      p99Ms: Math.round(baseline.p99Ms),
      value: `transfers/s into one wallet${baseline.failures > 0 ? `; ${baseline.failures} FAILED` : ''}`,
    });
    ctx.report({
      case: `(a) completeRide with its money, in process; ${CLIENTS} clients, ${POOL} conn.`,
      database: 'postgres',
      rps: rps(service),
      p99Ms: service.p99Ms,
      value: `${(100 * (rps(service) / baselineRps)).toFixed(0)} % of (c); ${service.done} rides${failed(service.errors)}`,
    });
    ctx.report({
      case: `(b) POST Ride/CompleteRide, each as the ride's driver; ${CLIENTS} at once`,
      database: 'postgres',
      rps: rps(http),
      p99Ms: http.p99Ms,
      value: `${(100 * (rps(http) / baselineRps)).toFixed(0)} % of (c); ${http.done} rides${failed(http.errors)}`,
    });

    const found = [...(await ledgerAnomalies(client)), ...(await rideAnomalies(client, counted))];
    ctx.report({
      case: 'ledger and rides checked after the run',
      database: 'postgres',
      value: `${found.length} anomalies over ${counted.length} completions${found.length ? `: ${found.slice(0, 5).join('; ')}` : ''}`,
    });
    const [load1] = loadavg();
    ctx.note(
      `${cpus().length} CPUs at load average ${load1!.toFixed(1)}: completions in process ${(100 * (rps(service) / baselineRps)).toFixed(0)} % and over HTTP ${(100 * (rps(http) / baselineRps)).toFixed(0)} % of the bare loop; ${found.length} anomalies`,
    );
    if (service.errors.length + http.errors.length > 0) throw new Error('some completions failed');
    if (found.length > 0) throw new Error(`anomalies: ${found.join('; ')}`);
  } finally {
    await ledger.close();
    await pool.end();
    await client.end();
  }
}
