/**
 * Issue 17 §7, on PostgreSQL with 100 000 cars:
 *
 * - The built product server starts on a fresh database; 100 000 drivers (with `fillPeople`) and one car
 *   each, with its creation in the history, are added with generate_series INSERTs, and the tables
 *   vacuumed and analysed. Six cars in ten are Approved; each paper's expiry falls in the two years
 *   ahead (a few already passed).
 * - `GET CarDetail/GetCarDetails` page 0 (20 rows, with the exact X-Total-Count), a keyword, 10
 *   connections: a surname's part ('okaf', a twentieth of the drivers), a model's part ('coroll', a
 *   sixteenth of the cars), a licence number's part ('kja-0004', a few hundred). Target: p99 under 20 ms.
 * - The document expiry job (`checkDocuments`, what the daily job runs) over the 100 000 cars and
 *   their drivers, run from this process on the same database: the first day (every paper within 30
 *   days reminded, every expired one told and its Approved car stopped) and the same day again (nothing
 *   left to send). Target: under 10 s.
 */
import { cpus, loadavg } from 'node:os';
import pg from 'pg';
import { hashPassword } from '../src/auth/passwords.ts';
import { connectPostgres } from '../src/db/client.ts';
import { checkDocuments } from '../src/modules/cars/document-expiry.service.ts';
import type { BenchContext } from './run.ts';
import { fillCars } from './support/cars-data.ts';
import type { LoadResult } from './support/load.ts';
import { fillPeople } from './support/rides-data.ts';

const CARS = 100_000;
const PASSWORD = 'B3nch!Driver-password';
const TIME_ZONE = 'Africa/Lagos';

const failures = (result: LoadResult) =>
  result.failures > 0 ? `; ${result.failures} FAILED replies ${JSON.stringify(result.statusCounts)}` : '';
const verdict = (value: number, target: number, unit: string) =>
  `${value} ${unit} (${value < target ? 'met' : 'MISSED'}, < ${target})`;

export default async function carsBench(ctx: BenchContext) {
  const server = await ctx.startProduct({ database: 'postgres' });
  if (!server.databaseUrl) throw new Error('the cars bench needs PostgreSQL');
  const client = new pg.Client({ connectionString: server.databaseUrl });
  const verdicts: string[] = [];
  await client.connect();
  try {
    const started = Date.now();
    await fillPeople(client, { drivers: CARS, riders: 0, passwordHash: await hashPassword(PASSWORD) });
    const cars = await fillCars(client);
    ctx.log(`inserted ${CARS} drivers and ${cars} cars in ${Date.now() - started} ms`);

    const token = await server.signIn(server.admin.email, server.admin.password);
    const headers = { authorization: `Bearer ${token}` };
    for (const [name, keyword] of [
      ["a surname's part 'okaf'", 'okaf'],
      ["a model's part 'coroll'", 'coroll'],
      ["a licence number's part 'kja-0004'", 'kja-0004'],
    ] as const) {
      const url = `${server.url}/api/CarDetail/GetCarDetails?${new URLSearchParams({ keyword, page: '0' })}`;
      const check = await fetch(url, { headers });
      if (!check.ok) throw new Error(`${url}: ${check.status} ${await check.text()}`);
      const total = check.headers.get('x-total-count');
      const rows = ((await check.json()) as unknown[]).length;
      const load = await ctx.measureLoad({ url, headers, connections: 10 });
      verdicts.push(`GetCarDetails ${keyword} p99 ${verdict(load.p99Ms, 20, 'ms')}`);
      ctx.report({
        case: `GET CarDetail/GetCarDetails ${name}, page 0, 10 conn.`,
        database: 'postgres',
        rps: load.rps,
        p99Ms: load.p99Ms,
        value: `p50 ${load.p50Ms} ms; ${rows} rows of X-Total-Count ${total}${failures(load)}`,
      });
    }

    const connection = await connectPostgres(server.databaseUrl, 2);
    try {
      for (const run of ['first run of the day', 'same day again']) {
        const began = performance.now();
        const result = await checkDocuments(connection.db, { now: new Date(), timeZone: TIME_ZONE });
        const ms = Math.round(performance.now() - began);
        verdicts.push(`expiry job (${run}) ${verdict(ms, 10_000, 'ms')}`);
        ctx.report({
          case: `Document expiry job over ${cars} cars and their drivers, ${run}`,
          database: 'postgres',
          value: `${ms} ms; ${JSON.stringify(result)}`,
        });
      }
    } finally {
      await connection.close();
    }
  } finally {
    await client.end();
  }
  const [load1] = loadavg();
  ctx.note(
    `${CARS} cars on ${cpus().length} CPUs at load average ${load1!.toFixed(1)}: ${verdicts.join('; ')}`,
  );
}
