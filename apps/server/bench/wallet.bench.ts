/**
 * Issue 18 §7, on PostgreSQL: transfers per second into one hot wallet, 50 clients at once, three ways
 * in the same run, each writing the same movement (a 1-naira Completed Credit from the adjustments
 * account: lock the wallet's account FOR UPDATE, insert the wallet transaction and its two entries,
 * update the cached balance):
 *
 * - (c) the baseline: a bare node-postgres loop sending those statements itself;
 * - (a) the ledger service (`lockAccounts` and `postMovement`, drizzle) from this process;
 * - (b) `POST Wallet/FundClientWallet` over HTTP to the built server, as a signed-in administrator,
 *   a new Idempotency-Key on every request (so each one is a transfer: the key's row, the guard, the
 *   wallet's lookup and the activity-log entry come on top).
 *
 * (a) and (c) hold 10 connections, as the server's pool does; 50 clients queue for them, as 50
 * autocannon connections queue for the server's. Each mode runs WALLET_BENCH_SECONDS (15) after a
 * 2 s warm-up, in the order c, a, b, WALLET_BENCH_ROUNDS (1) times; (a) and (b) are reported as
 * ratios to (c) of the same round. Afterwards the ledger is checked: every cached balance equals the
 * sum of its entries, every movement's entries sum to zero, no balance is below zero, and each mode
 * wrote exactly the transfers it counted. Any anomaly fails the module.
 */
import { randomUUID } from 'node:crypto';
import { cpus, loadavg } from 'node:os';
import pg from 'pg';
import { connectPostgres } from '../src/db/client.ts';
import { lockAccounts, postMovement } from '../src/modules/wallet/ledger.service.ts';
import type { BenchContext } from './run.ts';
import {
  AMOUNT_KOBO,
  bareTransfer,
  Completed,
  Credit,
  type Hot,
  hotWallet,
  type LedgerDb,
  ledgerAnomalies,
  loop,
} from './support/bare-ledger-loop.ts';

const CLIENTS = 50;
const POOL = 10;
const SECONDS = Number(process.env.WALLET_BENCH_SECONDS ?? 15);
const ROUNDS = Number(process.env.WALLET_BENCH_ROUNDS ?? 1);
const WARMUP_SECONDS = 2;
/** (a) The ledger service: FundClientWallet's movement without the HTTP, the lookup and the log. */
const ledgerTransfer = (db: LedgerDb, hot: Hot, message: string) => async () => {
  await db.transaction(async (tx) => {
    await lockAccounts(tx, [hot.walletAccountId]);
    await postMovement(tx, {
      transaction: {
        userId: hot.userId,
        amountKobo: AMOUNT_KOBO,
        type: Credit,
        status: Completed,
        message,
        creditedBy: hot.adminId,
        completedAt: new Date(),
      },
      legs: [
        { accountId: hot.adjustments, amountKobo: -AMOUNT_KOBO },
        { accountId: hot.walletAccountId, amountKobo: AMOUNT_KOBO },
      ],
    });
  });
};

/** The ledger's soundness after the run, as the daily reconciliation checks it, and the counts. */
async function anomalies(client: pg.Client, hot: Hot, counted: Map<string, number>) {
  const found = await ledgerAnomalies(client);
  const { rows: written } = await client.query<{ message: string; n: number; entries: number }>(
    `SELECT t.message, count(DISTINCT t.id)::int AS n, count(e.id)::int AS entries
     FROM wallet_transactions t LEFT JOIN ledger_entries e ON e.transaction_id = t.id
     WHERE t.user_id = $1 GROUP BY t.message`,
    [hot.userId],
  );
  for (const [message, count] of counted) {
    const row = written.find((candidate) => candidate.message === message);
    const n = row?.n ?? 0;
    // autocannon stops at its deadline without counting the replies still on their way, whose
    // transfers the server completes all the same: over HTTP up to one more per connection.
    const inFlight = message.includes('http') ? CLIENTS : 0;
    if (n < count || n > count + inFlight || (row?.entries ?? 0) !== 2 * n) {
      found.push(`${message}: ${count} counted, ${row?.n ?? 0} written with ${row?.entries ?? 0} entries`);
    }
  }
  const { rows: balance } = await client.query<{ balance: string; total: string }>(
    `SELECT a.balance_kobo AS balance,
       (SELECT coalesce(sum(amount_kobo), 0) FROM wallet_transactions WHERE user_id = $1 AND status = 2) AS total
     FROM ledger_accounts a WHERE a.id = $2`,
    [hot.userId, hot.walletAccountId],
  );
  if (balance[0]!.balance !== balance[0]!.total) {
    found.push(`hot wallet: balance ${balance[0]!.balance}, its credits ${balance[0]!.total}`);
  }
  return found;
}

export default async function walletBench(ctx: BenchContext) {
  const server = await ctx.startProduct({ database: 'postgres' });
  const client = new pg.Client({ connectionString: server.databaseUrl });
  await client.connect();
  const pool = new pg.Pool({ connectionString: server.databaseUrl, max: POOL });
  const ledger = await connectPostgres(server.databaseUrl!, POOL);
  try {
    const hot = await hotWallet(client, ledger.db, server.admin.email);
    const token = await server.signIn(server.admin.email, server.admin.password);
    const counted = new Map<string, number>();
    const count = (message: string, transfers: number) =>
      counted.set(message, (counted.get(message) ?? 0) + transfers);

    const http = async (message: string, seconds: number) => {
      const body = JSON.stringify({
        WallettIdNumber: hot.wallettIdNumber,
        Amount: AMOUNT_KOBO / 100,
        Message: message,
      });
      const load = await ctx.measureLoad({
        url: `${server.url}/api/Wallet/FundClientWallet`,
        connections: CLIENTS,
        duration: seconds,
        warmupSeconds: 0,
        requests: [
          {
            method: 'POST',
            body,
            headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
            setupRequest: (request) => ({
              ...request,
              headers: { ...request.headers, 'idempotency-key': randomUUID() },
            }),
          },
        ],
      });
      const transfers = load.statusCounts['200'] ?? 0;
      count(message, transfers);
      return {
        rps: transfers / seconds,
        p99Ms: load.p99Ms,
        failures: load.failures,
        statusCounts: load.statusCounts,
      };
    };
    const inProcess = async (message: string, seconds: number, make: (m: string) => () => Promise<void>) => {
      const outcome = await loop(CLIENTS, seconds, make(message));
      count(message, outcome.transfers);
      return { rps: outcome.transfers / outcome.seconds, p99Ms: outcome.p99Ms, failures: outcome.failures };
    };
    const bare = (message: string) => bareTransfer(pool, hot, message);
    const viaLedger = (message: string) => ledgerTransfer(ledger.db, hot, message);

    ctx.log('warming up the three ways');
    await inProcess('bench warm-up bare', WARMUP_SECONDS, bare);
    await inProcess('bench warm-up ledger', WARMUP_SECONDS, viaLedger);
    await http('bench warm-up http', WARMUP_SECONDS);

    const ratios: { ledger: number[]; http: number[] } = { ledger: [], http: [] };
    for (let round = 1; round <= ROUNDS; round++) {
      ctx.log(
        `round ${round}: bare node-postgres, ledger service, FundClientWallet over HTTP, ${SECONDS} s each`,
      );
      const baseline = await inProcess('bench bare', SECONDS, bare);
      const service = await inProcess('bench ledger', SECONDS, viaLedger);
      const overHttp = await http('bench http', SECONDS);
      ratios.ledger.push(service.rps / baseline.rps);
      ratios.http.push(overHttp.rps / baseline.rps);
      const suffix = ROUNDS > 1 ? `, round ${round}` : '';
      const failed = (failures: number, detail = '') => (failures > 0 ? `; ${failures} FAILED${detail}` : '');
      ctx.report({
        case: `(c) bare node-postgres: lock, inserts, update; ${CLIENTS} clients, ${POOL} conn.${suffix}`,
        database: 'postgres',
        rps: baseline.rps,
        p99Ms: baseline.p99Ms,
        value: `transfers/s into one wallet${failed(baseline.failures)}`,
      });
      ctx.report({
        case: `(a) ledger service (lockAccounts, postMovement); ${CLIENTS} clients, ${POOL} conn.${suffix}`,
        database: 'postgres',
        rps: service.rps,
        p99Ms: service.p99Ms,
        value: `${(100 * (service.rps / baseline.rps)).toFixed(0)} % of (c)${failed(service.failures)}`,
      });
      ctx.report({
        case: `(b) POST Wallet/FundClientWallet, new Idempotency-Key each; ${CLIENTS} conn.${suffix}`,
        database: 'postgres',
        rps: overHttp.rps,
        p99Ms: overHttp.p99Ms,
        value: `${(100 * (overHttp.rps / baseline.rps)).toFixed(0)} % of (c)${failed(overHttp.failures, ` ${JSON.stringify(overHttp.statusCounts)}`)}`,
      });
    }

    const found = await anomalies(client, hot, counted);
    const total = [...counted.values()].reduce((sum, n) => sum + n, 0);
    ctx.report({
      case: 'ledger checked after the run',
      database: 'postgres',
      value: `${found.length} anomalies over ${total} transfers${found.length ? `: ${found.join('; ')}` : ''}`,
    });
    const [load1] = loadavg();
    const percent = (values: number[]) => values.map((value) => `${(100 * value).toFixed(0)} %`).join(', ');
    ctx.note(
      `${cpus().length} CPUs at load average ${load1!.toFixed(1)}: ledger service ${percent(ratios.ledger)} and FundClientWallet over HTTP ${percent(ratios.http)} of the bare loop; ${found.length} anomalies`,
    );
    if (found.length > 0) throw new Error(`ledger anomalies: ${found.join('; ')}`);
  } finally {
    await ledger.close();
    await pool.end();
    await client.end();
  }
}
