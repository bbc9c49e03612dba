import { access, allCalls, defineArea, reply } from '@wayfare/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildApp } from '../app.ts';
import { testConfig } from '../config.ts';
import { apiModules } from '../modules/index.ts';
import { addressOf, openStream } from '../test/event-stream-client.ts';
import { createUser, TEST_JWT_SECRET, TEST_TWO_FACTOR_KEY, tokenFor } from '../test/test-app.ts';
import { createTestDatabase, type TestDatabase } from '../test/test-database.ts';
import { handlersFor } from './register-calls.ts';

/**
 * The stream reply kind (`reply.stream`), on a call only this test declares: what any stream call
 * gets from the registrar, whatever its events. The live ride stream's own behaviour is in
 * modules/rides/ride-updates.test.ts.
 */

const tick = z.object({ Count: z.number().int() });
const testStreams = defineArea('TestOnly', {
  Ticks: { method: 'GET', access: access.signedIn, reply: reply.stream(tick) },
});

/** The test's source of events: who follows it, and how to send or end. */
const source = {
  followers: new Set<{ send: (event: unknown) => void; end: () => void }>(),
  sendAll(event: unknown) {
    for (const follower of source.followers) follower.send(event);
  },
  endAll() {
    for (const follower of source.followers) follower.end();
  },
};
const tickHandlers = handlersFor(testStreams, () => ({
  Ticks: () => (send, end) => {
    const follower = { send: send as (event: unknown) => void, end };
    source.followers.add(follower);
    return () => source.followers.delete(follower);
  },
}));

const HEARTBEAT_MS = 100;
let database: TestDatabase;
let token: string;

async function startApp() {
  const app = await buildApp({
    config: testConfig({
      OUTBOX_POLL_MS: 60_000,
      WEB_DIST_DIR: '/nonexistent',
      STREAM_HEARTBEAT_MS: HEARTBEAT_MS,
    }),
    db: database.db,
    listen: database.listen,
    jwtSecret: TEST_JWT_SECRET,
    twoFactorKey: TEST_TWO_FACTOR_KEY,
    senders: { Email: async () => {}, SMS: async () => {} },
    logger: false,
    calls: [...allCalls, testStreams.Ticks],
    modules: [...apiModules, () => ({ handlers: [tickHandlers(undefined)] })],
  });
  return { app, url: `${await addressOf(app)}/api/TestOnly/Ticks` };
}

let app: FastifyInstance;
let url: string;
beforeAll(async () => {
  database = await createTestDatabase();
  token = await tokenFor(await createUser(database.db, { password: null }));
  ({ app, url } = await startApp());
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

const waitFor = async (check: () => boolean) => {
  for (let tries = 0; tries < 200 && !check(); tries++) await new Promise((r) => setTimeout(r, 10));
  return check();
};

describe('a stream call', () => {
  it('answers text/event-stream, uncompressed, uncached, with each event as one JSON data line', async () => {
    const stream = await openStream(url, token, { 'accept-encoding': 'gzip, br' });
    expect(stream.status).toBe(200);
    expect(stream.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(stream.headers['content-encoding']).toBeUndefined();
    expect(stream.headers['cache-control']).toBe('no-cache, no-transform');
    await stream.comment('open');
    await waitFor(() => source.followers.size === 1);
    source.sendAll({ Count: 1 });
    // Not the declared shape: logged, not sent.
    source.sendAll({ Count: 'two' });
    // Only what the schema declares is sent.
    source.sendAll({ Count: 3, Extra: 'dropped' });
    await stream.nextEvent((event) => (event as { Count: number }).Count === 3);
    expect(stream.events).toEqual([{ Count: 1 }, { Count: 3 }]);
    stream.close();
    expect(await waitFor(() => source.followers.size === 0)).toBe(true);
  });

  it('sends a heartbeat comment every interval', async () => {
    const stream = await openStream(url, token);
    await stream.comment('heartbeat', 3, 2000);
    stream.close();
  });

  it('stops following the source once the client has gone', async () => {
    const streams = await Promise.all([openStream(url, token), openStream(url, token)]);
    expect(await waitFor(() => source.followers.size === 2)).toBe(true);
    streams[0]!.close();
    expect(await waitFor(() => source.followers.size === 1)).toBe(true);
    source.sendAll({ Count: 7 });
    expect(await streams[1]!.nextEvent()).toEqual({ Count: 7 });
    streams[1]!.close();
    expect(await waitFor(() => source.followers.size === 0)).toBe(true);
  });

  it('ends when its source ends it', async () => {
    const stream = await openStream(url, token);
    await waitFor(() => source.followers.size === 1);
    source.endAll();
    await stream.ended;
    expect(await waitFor(() => source.followers.size === 0)).toBe(true);
  });

  it('is refused like any call: 401 without a token, before anything is followed', async () => {
    const stream = await openStream(url);
    expect(stream.status).toBe(401);
    expect(stream.headers['content-type']).toContain('application/problem+json');
    expect(stream.problem?.title).toBe('Kindly sign in to continue');
    expect(source.followers.size).toBe(0);
  });

  it('answers HEAD with the headers only, following nothing', async () => {
    const head = await fetch(url, { method: 'HEAD', headers: { authorization: `Bearer ${token}` } });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(source.followers.size).toBe(0);
  });

  it('ends its open streams when the app closes, and closing waits for none of them', async () => {
    const other = await startApp();
    const streams = await Promise.all([openStream(other.url, token), openStream(other.url, token)]);
    await waitFor(() => source.followers.size === 2);
    const started = Date.now();
    await other.app.close();
    expect(Date.now() - started).toBeLessThan(1500);
    await Promise.all(streams.map((stream) => stream.ended));
    expect(source.followers.size).toBe(0);
  });
});
