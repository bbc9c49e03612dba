/**
 * Sign-in and the authenticated hot path, on PGlite and on PostgreSQL, against a bare baseline.
 *
 * - GET /api/Settings/GetMyAdminEndPoints as a signed-in administrator: every authenticated call
 *   pays what this one pays (token check, the guard's principal query, hooks, logging, serialising).
 * - POST /api/Account/Authenticate: bounded by argon2id (19 MiB, 2 passes: tens of sign-ins a second
 *   per core), not by the server. The sign-in limiter counts failed sign-ins only, so correct ones
 *   are never throttled; the bench still rotates over many distinct accounts, as real traffic does.
 * - GET /api/Endpoint/GetFullEndPoints as a sub-admin whose role holds only view on Account, the call's
 *   endpoint (issue 14 §6): an admin call that reads nothing beyond the guard's query, so it measures
 *   the guard judging a role's rights, not a list.
 * - The baseline (support/auth-baseline-server.ts): bare Fastify verifying the same token with jose and
 *   running the same principal query with node-postgres. Target: the product's GETs reach at least
 *   75 % of the baseline's requests per second on PostgreSQL.
 */
import path from 'node:path';
import { Endpoint } from '@wayfare/contracts';
import pg from 'pg';
import type { BenchContext } from './run.ts';
import type { LoadResult } from './support/load.ts';
import type { ProductServer } from './support/product.ts';

const SIGN_IN_ACCOUNTS = 20;
const PASSWORD = 'B3nch!Rider-password';
const TARGET_RATIO = 0.75;
const ROUNDS = 5;
const RUN_SECONDS = 4;

async function registerAccounts(server: ProductServer, count: number) {
  const emails = Array.from({ length: count }, (_, i) => `rider${i}@bench.example.ng`);
  // A few at a time: each registration hashes a password.
  for (let i = 0; i < emails.length; i += 4) {
    await Promise.all(
      emails.slice(i, i + 4).map(async (email) => {
        const response = await fetch(`${server.url}/api/Account/Register`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            EmailAddress: email,
            PhoneNumber: '0803 123 4567',
            Surname: 'Bench',
            Firstname: 'Rider',
            Password: PASSWORD,
            ConfirmPassword: PASSWORD,
          }),
        });
        if (!response.ok)
          throw new Error(`registering ${email}: ${response.status} ${await response.text()}`);
      }),
    );
  }
  return emails;
}

const failuresNote = (results: LoadResult[]) => {
  const failures = results.reduce((sum, result) => sum + result.failures, 0);
  return failures > 0
    ? `${failures} failed replies: ${JSON.stringify(results.map((r) => r.statusCounts))}`
    : '';
};

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

const signedInGet = (server: ProductServer, token: string) => ({
  url: `${server.url}/api/Settings/GetMyAdminEndPoints`,
  headers: { authorization: `Bearer ${token}` },
});

const subAdminGet = (server: ProductServer, token: string) => ({
  url: `${server.url}/api/Endpoint/GetFullEndPoints`,
  headers: { authorization: `Bearer ${token}` },
});

/**
 * A sub-admin whose role holds only view on Account, made as an administrator makes one: the role
 * through the Roles Center's call, the person through CreateUserAccount with that role. Their password
 * (which a person would choose from the e-mailed link) is set in the database to the bench admin's, so
 * the bench signs in without reading e-mail, and without Register (limited per address).
 */
async function signedInSubAdmin(server: ProductServer, adminToken: string) {
  const post = async (call: string, body: unknown) => {
    const response = await fetch(`${server.url}/api/Account/${call}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${adminToken}` },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${call}: ${response.status} ${await response.text()}`);
    return response.json() as Promise<{ Id: number | string }>;
  };
  const role = await post('CreateSubAdminRole', {
    Id: 0,
    Name: 'Bench viewers',
    AdminRoleEndpoints: [{ EndPoint: Endpoint.Account, CanView: true }],
  });
  const email = 'subadmin@bench.example.ng';
  await post('CreateUserAccount', {
    Surname: 'Bench',
    Firstname: 'Viewer',
    EmailAddress: email,
    PhoneNumber: '0803 123 4567',
    Address: '1 Bench Road, Lagos',
    IsAdmin: true,
    RequireWebsiteRole: true,
    AdminRoleId: role.Id,
  });
  const client = new pg.Client({ connectionString: server.databaseUrl });
  await client.connect();
  try {
    await client.query(
      `UPDATE users SET password_hash = (SELECT password_hash FROM users WHERE email_address = $1)
       WHERE email_address = $2`,
      [server.admin.email, email],
    );
  } finally {
    await client.end();
  }
  return server.signIn(email, server.admin.password);
}

async function measureSignIn(ctx: BenchContext, server: ProductServer) {
  const emails = await registerAccounts(server, SIGN_IN_ACCOUNTS);
  let next = 0;
  const result = await ctx.measureLoad({
    url: `${server.url}/api/Account/Authenticate`,
    connections: 8,
    warmupSeconds: 2,
    requests: [
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        setupRequest: (request) => {
          next = (next + 1) % emails.length;
          return { ...request, body: JSON.stringify({ EmailAddress: emails[next], Password: PASSWORD }) };
        },
      },
    ],
  });
  ctx.report({
    case: `POST Account/Authenticate (${SIGN_IN_ACCOUNTS} accounts)`,
    database: server.database,
    rps: result.rps,
    p99Ms: result.p99Ms,
    value: failuresNote([result]),
  });
}

async function startBaseline(ctx: BenchContext, server: ProductServer) {
  const port = await ctx.freePort();
  const baseline = ctx.startProcess({
    name: 'auth-baseline',
    command: process.execPath,
    args: ['--import', 'tsx', path.join(import.meta.dirname, 'support', 'auth-baseline-server.ts')],
    env: {
      PATH: process.env.PATH,
      PORT: String(port),
      DATABASE_URL: server.databaseUrl,
      JWT_SECRET: server.jwtSecret,
    },
  });
  await ctx.waitUntilHealthy(`http://127.0.0.1:${port}/health`, baseline);
  return { url: `http://127.0.0.1:${port}/baseline`, stop: baseline.stop };
}

export default async function authBench(ctx: BenchContext) {
  const pglite = await ctx.startProduct({ database: 'pglite' });
  const pgliteToken = await pglite.signIn(pglite.admin.email, pglite.admin.password);
  const pgliteGet = await ctx.measureLoad(signedInGet(pglite, pgliteToken));
  ctx.report({
    case: 'GET Settings/GetMyAdminEndPoints',
    database: 'pglite',
    rps: pgliteGet.rps,
    p99Ms: pgliteGet.p99Ms,
    value: failuresNote([pgliteGet]),
  });
  await measureSignIn(ctx, pglite);
  await pglite.stop();

  // On PostgreSQL the product's two GETs and the baseline take turns, run by run, so load from elsewhere
  // on the machine falls on all alike; the medians of the runs are reported.
  const server = await ctx.startProduct({ database: 'postgres' });
  const token = await server.signIn(server.admin.email, server.admin.password);
  const subAdminToken = await signedInSubAdmin(server, token);
  const baseline = await startBaseline(ctx, server);
  const product: LoadResult[] = [];
  const subAdmin: LoadResult[] = [];
  const bare: LoadResult[] = [];
  const run = { duration: RUN_SECONDS, warmupSeconds: 1 };
  for (let round = 0; round < ROUNDS; round++) {
    product.push(await ctx.measureLoad({ ...signedInGet(server, token), ...run }));
    subAdmin.push(await ctx.measureLoad({ ...subAdminGet(server, subAdminToken), ...run }));
    bare.push(
      await ctx.measureLoad({ url: baseline.url, headers: { authorization: `Bearer ${token}` }, ...run }),
    );
  }
  await baseline.stop();
  const rounds = `median of ${ROUNDS} alternating ${RUN_SECONDS} s runs`;
  const reportRuns = (name: string, runs: LoadResult[]) =>
    ctx.report({
      case: name,
      database: 'postgres',
      rps: median(runs.map((run) => run.rps)),
      p99Ms: median(runs.map((run) => run.p99Ms)),
      value: [rounds, failuresNote(runs)].filter(Boolean).join('; '),
    });
  reportRuns('GET Settings/GetMyAdminEndPoints', product);
  reportRuns('GET Endpoint/GetFullEndPoints as a sub-admin (Account view)', subAdmin);
  reportRuns('baseline: bare Fastify + jose + the principal query', bare);
  await measureSignIn(ctx, server);

  for (const [name, runs] of [
    ['authenticated GET', product],
    ["sub-admin's GET", subAdmin],
  ] as const) {
    const ratios = runs.map((run, i) => run.rps / bare[i]!.rps);
    const ratio = median(ratios);
    ctx.note(
      `${name} on PostgreSQL reaches ${(ratio * 100).toFixed(0)} % of the baseline in the same run ` +
        `(median of the per-run ratios ${ratios.map((value) => value.toFixed(2)).join(', ')}; ` +
        `target ${TARGET_RATIO * 100} %): ${ratio >= TARGET_RATIO ? 'met' : 'MISSED'}`,
    );
  }
  ctx.note(
    'Authenticate is bounded by argon2id hashing; the sign-in limiter counts only failed sign-ins, so it does not throttle this run.',
  );
}
