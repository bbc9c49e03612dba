import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { registerRouteTable } from './route-table.ts';

// What the guard answers on each admin route, for every kind of caller, is rights-matrix.test.ts.

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ OUTBOX_POLL_MS: 60_000 });
});
afterAll(() => t.close());

describe('the registered route table', () => {
  it('records every /api route with its declared access', () => {
    const urls = t.app.apiRoutes.map((route) => `${route.method} ${route.url}`);
    expect(urls).toContain('POST /api/Account/Authenticate');
    expect(urls).toContain('GET /api/Settings/GetMyAdminEndPoints');
    for (const route of t.app.apiRoutes) {
      expect(['public', 'signedIn', 'admin'], route.url).toContain(route.access.kind);
    }
  });

  it('refuses to start when an /api route declares no access', async () => {
    const bare = Fastify();
    registerRouteTable(bare);
    expect(() => bare.get('/api/Open/ToAll', async () => 'hi')).toThrow(/must declare its access/);
    await bare.close();
  });
});
