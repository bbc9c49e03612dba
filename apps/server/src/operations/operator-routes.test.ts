import { access, allCalls, defineArea, PROBLEM_CONTENT_TYPE, reply } from '@wayfare/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildApp } from '../app.ts';
import { type Config, readConfig, testConfig } from '../config.ts';
import { connectDatabase } from '../db/client.ts';
import { handlersFor } from '../http/register-calls.ts';
import { apiModules } from '../modules/index.ts';
import { createJobRegistry } from '../modules/jobs/job-registry.ts';
import { runDueJobs, scheduleJobs } from '../modules/jobs/jobs.runner.ts';
import { outboxMessages } from '../modules/outbox/outbox.table.ts';
import { addressOf, openStream } from '../test/event-stream-client.ts';
import { createUser, TEST_JWT_SECRET, TEST_TWO_FACTOR_KEY, tokenFor } from '../test/test-app.ts';
import { createTestDatabase, type TestDatabase } from '../test/test-database.ts';
import { createMetrics } from './metrics.ts';
import { operatorTexts } from './operator-routes.ts';
import { countPayment } from './payment-outcomes.ts';

/** Issue 29 §4: the operator's endpoints, on an app of the test's own (its database is closed below). */

const METRICS_TOKEN = 'metrics-token-0123456789abcdef';
const onPostgres = process.env.TEST_DATABASE === 'postgres';

// A stream call only this test declares: the metrics count the streams open, whichever call they are.
const testStreams = defineArea('TestOnly', {
  Ticks: { method: 'GET', access: access.signedIn, reply: reply.stream(z.object({ Count: z.number() })) },
});
const tickHandlers = handlersFor(testStreams, () => ({ Ticks: () => () => () => {} }));

async function startApp(database: TestDatabase, overrides: Partial<Config> = {}) {
  const app = await buildApp({
    config: testConfig({ OUTBOX_POLL_MS: 60_000, WEB_DIST_DIR: '/nonexistent', ...overrides }),
    db: database.db,
    listen: database.listen,
    databasePool: database.poolStats,
    jwtSecret: TEST_JWT_SECRET,
    twoFactorKey: TEST_TWO_FACTOR_KEY,
    senders: { Email: async () => {}, SMS: async () => {} },
    logger: false,
    calls: [...allCalls, testStreams.Ticks],
    modules: [...apiModules, () => ({ handlers: [tickHandlers(undefined)] })],
  });
  await app.ready();
  return app;
}

const expectProblem = (response: {
  statusCode: number;
  headers: Record<string, unknown>;
  json: () => unknown;
}) => {
  expect(response.headers['content-type']).toContain(PROBLEM_CONTENT_TYPE);
  return response.json() as { title: string; status: number };
};

describe('the metrics', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  beforeAll(async () => {
    database = await createTestDatabase();
    app = await startApp(database, { METRICS_TOKEN });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  const scrape = async () => {
    const response = await app.inject({
      url: '/metrics',
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    return response.body;
  };
  /** The value of one series, as the text format writes it (`name{labels} value`). */
  const seriesValue = (text: string, series: string) => {
    const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
    return line === undefined ? undefined : Number(line.slice(series.length + 1));
  };

  it('answers only the bearer of METRICS_TOKEN, with a problem a person can act on', async () => {
    for (const authorization of [
      undefined,
      'Bearer wrong-token-0123456789abcdef',
      `Basic ${METRICS_TOKEN}`,
    ]) {
      const response = await app.inject({ url: '/metrics', headers: authorization ? { authorization } : {} });
      expect(response.statusCode).toBe(401);
      expect(response.headers['www-authenticate']).toBe('Bearer realm="metrics"');
      expect(expectProblem(response).title).toBe(operatorTexts.metricsToken);
    }
    expect(await scrape()).toContain('# TYPE wayfare_http_request_duration_seconds histogram');
  });

  it('times requests by method, route template and status, never by the address asked', async () => {
    await app.inject({ method: 'POST', url: '/api/Account/Authenticate', payload: {} });
    await app.inject({ url: '/api/Nothing/Here/123e4567-e89b-12d3-a456-426614174000' });
    const text = await scrape();
    expect(
      seriesValue(
        text,
        'wayfare_http_request_duration_seconds_count{method="POST",route="/api/Account/Authenticate",status="400"}',
      ),
    ).toBe(1);
    expect(text).not.toContain('123e4567');
    expect(text).not.toContain('Nothing/Here');
  });

  it('reports the outbox’s waiting messages and how long the oldest has waited, read at the scrape', async () => {
    const hourAgo = new Date(Date.now() - 3600_000);
    await database.db.insert(outboxMessages).values({
      channel: 'Email',
      recipient: 'waiting@example.ng',
      body: 'waits',
      createdAt: hourAgo,
      // Not due for a day: the worker leaves it alone while the test reads.
      nextAttemptAt: new Date(Date.now() + 86_400_000),
    });
    const text = await scrape();
    expect(seriesValue(text, 'wayfare_outbox_pending_messages')).toBeGreaterThanOrEqual(1);
    expect(seriesValue(text, 'wayfare_outbox_oldest_pending_age_seconds')).toBeGreaterThanOrEqual(3600);
  });

  it('counts the live streams open now', async () => {
    const token = await tokenFor(await createUser(database.db, { password: null }));
    const stream = await openStream(`${await addressOf(app)}/api/TestOnly/Ticks`, token);
    await stream.comment('open');
    expect(seriesValue(await scrape(), 'wayfare_live_streams_open')).toBe(1);
    stream.close();
    await expect.poll(async () => seriesValue(await scrape(), 'wayfare_live_streams_open')).toBe(0);
  });

  it('counts payments settled by kind, provider and outcome', async () => {
    const series = 'wayfare_payments_total{kind="top-up",provider="paystack",outcome="failed"}';
    const before = seriesValue(await scrape(), series) ?? 0;
    countPayment('top-up', 'Paystack', 'failed');
    // Nothing was settled now: not counted.
    countPayment('top-up', 'Paystack', 'pending');
    expect(seriesValue(await scrape(), series)).toBe(before + 1);
  });

  it('counts job runs and failures by job, as the runner reports them', async () => {
    const metrics = createMetrics({ db: database.db, openStreams: new Set(), processMetrics: false });
    const registry = createJobRegistry();
    registry.registerJob('metrics-test-works', { everyMs: 1000, run: async () => ({ done: 1 }) });
    registry.registerJob('metrics-test-fails', {
      everyMs: 1000,
      run: async () => {
        throw new Error('the provider is down');
      },
    });
    const deps = {
      db: database.db,
      registry,
      log: { info: () => {}, error: () => {} },
      onRun: metrics.recordJobRun,
    };
    const start = new Date();
    await scheduleJobs(deps, { now: start });
    await runDueJobs(deps, { now: new Date(start.getTime() + 1000) });
    await runDueJobs(deps, { now: new Date(start.getTime() + 2000) });
    const text = await metrics.registry.metrics();
    expect(seriesValue(text, 'wayfare_job_runs_total{job="metrics-test-works"}')).toBe(2);
    expect(seriesValue(text, 'wayfare_job_failures_total{job="metrics-test-works"}')).toBeUndefined();
    expect(seriesValue(text, 'wayfare_job_runs_total{job="metrics-test-fails"}')).toBe(2);
    expect(seriesValue(text, 'wayfare_job_failures_total{job="metrics-test-fails"}')).toBe(2);
  });

  it.runIf(onPostgres)(
    'reports the PostgreSQL pool: its size, the connections in use and the queries waiting',
    async () => {
      const text = await scrape();
      expect(seriesValue(text, 'wayfare_database_pool_max')).toBe(database.poolStats!().max);
      expect(seriesValue(text, 'wayfare_database_pool_in_use')).toBeGreaterThanOrEqual(0);
      expect(seriesValue(text, 'wayfare_database_pool_waiting')).toBe(0);
    },
  );

  it.skipIf(onPostgres)(
    'reports no pool on the embedded database (one connection in the process)',
    async () => {
      expect(await scrape()).not.toContain('wayfare_database_pool');
    },
  );
});

describe('the probes', () => {
  it('says the process answers on /api/health, and /api/ready only while the database does; /metrics is off without a token', async () => {
    const database = await createTestDatabase();
    const app = await startApp(database);
    try {
      const metrics = await app.inject({ url: '/metrics' });
      expect(metrics.statusCode).toBe(404);
      expect(expectProblem(metrics).title).toBe(operatorTexts.metricsOff);

      expect((await app.inject({ url: '/api/ready' })).json()).toEqual({ status: 'ready' });
      await database.close();
      const health = await app.inject({ url: '/api/health' });
      expect(health.statusCode).toBe(200);
      expect(health.json()).toEqual({ status: 'ok' });
      const ready = await app.inject({ url: '/api/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.headers['retry-after']).toBe('5');
      expect(expectProblem(ready)).toMatchObject({ status: 503, title: operatorTexts.databaseUnreachable });
    } finally {
      await app.close();
    }
  });
});

describe('DATABASE_POOL_SIZE', () => {
  it('is read as a whole number, 10 unless set, and refused below 1', () => {
    expect(readConfig({}).DATABASE_POOL_SIZE).toBe(10);
    expect(readConfig({ DATABASE_POOL_SIZE: '25' }).DATABASE_POOL_SIZE).toBe(25);
    expect(() => readConfig({ DATABASE_POOL_SIZE: '0' })).toThrow(/DATABASE_POOL_SIZE/);
  });

  it.runIf(onPostgres)('sizes the PostgreSQL pool', async () => {
    const database = await createTestDatabase();
    const connection = await connectDatabase({
      databaseUrl: database.url,
      dataDir: '/nonexistent',
      poolSize: 3,
    });
    try {
      expect(connection.poolStats?.().max).toBe(3);
    } finally {
      await connection.close();
      await database.close();
    }
  });
});
