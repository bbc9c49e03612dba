import { Writable } from 'node:stream';
import { access } from '@wayfare/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { testConfig } from '../config.ts';
import { TEST_JWT_SECRET, TEST_TWO_FACTOR_KEY } from '../test/test-app.ts';
import { createTestDatabase } from '../test/test-database.ts';

type LogLine = { level: number; reqId?: string; msg?: string; err?: { message?: string } };
const ERROR = 50;

let lines: LogLine[];
let app: Awaited<ReturnType<typeof buildApp>>;
let closeDatabase: () => Promise<void>;
beforeAll(async () => {
  lines = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const text of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(text));
      done();
    },
  });
  const connection = await createTestDatabase();
  closeDatabase = connection.close;
  app = await buildApp({
    config: testConfig({ WEB_DIST_DIR: '/nonexistent' }),
    db: connection.db,
    listen: connection.listen,
    jwtSecret: TEST_JWT_SECRET,
    twoFactorKey: TEST_TWO_FACTOR_KEY,
    senders: { Email: async () => {}, SMS: async () => {} },
    logger: { level: 'info', stream },
  });
  // Three ways a route can end in a 5xx: it throws, it replies one itself, its error cannot be described.
  const publicRoute = { config: { access: access.public } };
  app.get('/api/Test/Throws', publicRoute, async () => {
    throw new Error('the disk is on fire');
  });
  app.get('/api/Test/RepliesUnavailable', publicRoute, async (_request, reply) =>
    reply.code(503).send({ title: 'Try again in a minute', status: 503 }),
  );
  app.get('/api/Test/ThrowsOddly', publicRoute, async () => {
    // An error whose properties throw when read: describing it fails too.
    throw new Proxy(new Error('odd'), {
      get(target, property) {
        if (property === 'code' || property === 'statusCode') throw new Error('unreadable');
        return Reflect.get(target, property);
      },
    });
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await closeDatabase();
});

const errorLinesOf = (requestId: string) =>
  lines.filter((line) => line.level >= ERROR && line.reqId === requestId);

describe('every 5xx is logged at error level with its request id', () => {
  it('a route that throws: a 500 problem quoting the id, and the error logged with it', async () => {
    const response = await app.inject({
      url: '/api/Test/Throws',
      headers: { 'x-request-id': 'req-throws-1' },
    });
    expect(response.statusCode).toBe(500);
    expect(response.headers['content-type']).toContain('application/problem+json');
    expect(response.json()).toMatchObject({ status: 500, instance: 'req-throws-1' });
    expect(response.body).not.toContain('the disk is on fire');
    expect(errorLinesOf('req-throws-1')).toContainEqual(
      expect.objectContaining({ err: expect.objectContaining({ message: 'the disk is on fire' }) }),
    );
  });

  it('a route that replies a 5xx without throwing', async () => {
    const response = await app.inject({
      url: '/api/Test/RepliesUnavailable',
      headers: { 'x-request-id': 'req-503-1' },
    });
    expect(response.statusCode).toBe(503);
    expect(errorLinesOf('req-503-1')).not.toEqual([]);
  });

  it('an error that cannot even be described: still a problem, never a bare 500, and logged', async () => {
    const response = await app.inject({
      url: '/api/Test/ThrowsOddly',
      headers: { 'x-request-id': 'req-odd-1' },
    });
    expect(response.statusCode).toBe(500);
    expect(response.headers['content-type']).toContain('application/problem+json');
    expect(response.json()).toMatchObject({ status: 500, instance: 'req-odd-1' });
    expect(errorLinesOf('req-odd-1')).not.toEqual([]);
  });

  it('a client error is not logged as an error', async () => {
    const response = await app.inject({
      url: '/api/Country/GetCountries?keyword=%00',
      headers: { 'x-request-id': 'req-400-1' },
    });
    expect(response.statusCode).toBeLessThan(500);
    expect(errorLinesOf('req-400-1')).toEqual([]);
    expect(lines.filter((line) => line.reqId === 'req-400-1')).not.toEqual([]);
  });
});
