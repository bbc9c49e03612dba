import {
  access,
  accountTexts,
  Endpoint,
  type EndpointId,
  grantableEndpoints,
  type PermissionAction,
} from '@wayfare/contracts';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, createUser, type TestApp, tokenFor } from '../test/test-app.ts';
import { type RegisteredRoute, registerRouteTable } from './route-table.ts';

/**
 * A route only this test registers, on a grantable endpoint, so the per-endpoint check is proven
 * even while every real admin route is open to all administrators (Endpoint.AllowForAll).
 */
const TEST_ONLY_ROUTE = { method: 'POST', url: '/api/TestOnly/EditPayment' };

/**
 * Calls the guard lets through on their declared endpoint and action, whose service then asks for
 * AllowAllEndPoints (a right no role grants): a role holding just the action gets the service's 403.
 */
const FULL_ADMINS_ONLY = new Set(['/api/Activity/GetAdminActivities']);

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp(
    { OUTBOX_POLL_MS: 60_000 },
    {
      extend: (app) =>
        app.post(TEST_ONLY_ROUTE.url, {
          config: { access: access.admin(Endpoint.Payment, 'edit') },
          handler: async () => ({ Message: 'done' }),
        }),
    },
  );
});
afterAll(() => t.close());

type Rights = Partial<Record<PermissionAction, boolean>>;

/** A user straight in the database with a token (no password: signing in is not under test here). */
async function tokenOf(options: Parameters<typeof createUser>[1]) {
  return tokenFor(await createUser(t.db, { ...options, password: null }));
}

const allRights: Rights = { view: true, create: true, edit: true, delete: true };

/** Every right on every endpoint except the one action on the one endpoint. */
const everythingBut = (endpoint: EndpointId, action: PermissionAction) =>
  Object.fromEntries(
    grantableEndpoints.map((id) => [id, id === endpoint ? { ...allRights, [action]: false } : allRights]),
  );

const call = (route: RegisteredRoute, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: route.method as 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: route.url.replace(/:(\w+)/g, '00000000-0000-0000-0000-000000000000'),
    headers,
    ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }),
  });

const adminRoutes = () => t.app.apiRoutes.filter((route) => route.access.kind === 'admin');
const realAdminRoutes = () => adminRoutes().filter((route) => route.url !== TEST_ONLY_ROUTE.url);

describe('the registered route table', () => {
  it('records every /api route with its declared access', () => {
    const urls = t.app.apiRoutes.map((route) => `${route.method} ${route.url}`);
    expect(urls).toContain('POST /api/Account/Authenticate');
    expect(urls).toContain('GET /api/Settings/GetMyAdminEndPoints');
    for (const route of t.app.apiRoutes) {
      expect(['public', 'signedIn', 'admin'], route.url).toContain(route.access.kind);
    }
  });

  it('has admin routes besides the one this test adds', () => {
    expect(realAdminRoutes().length).toBeGreaterThan(0);
  });

  it('refuses to start when an /api route declares no access', async () => {
    const bare = Fastify();
    registerRouteTable(bare);
    expect(() => bare.get('/api/Open/ToAll', async () => 'hi')).toThrow(/must declare its access/);
    await bare.close();
  });
});

describe('every admin route, walked from the route table', () => {
  it('refuses a caller without a token with 401', async () => {
    for (const route of adminRoutes()) {
      const response = await call(route);
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(401);
      expect(response.headers['content-type']).toContain('application/problem+json');
    }
  });

  it('refuses a signed-in person who is not an administrator with 403, whatever their stale role grants', async () => {
    const customer = await tokenOf({ isAdmin: false });
    const demoted = await tokenOf({
      isAdmin: false,
      rights: Object.fromEntries(grantableEndpoints.map((id) => [id, allRights])),
    });
    for (const route of adminRoutes()) {
      for (const token of [customer, demoted]) {
        const response = await call(route, bearer(token));
        expect(response.statusCode, `${route.method} ${route.url}`).toBe(403);
        expect(response.json().status).toBe(403);
      }
    }
  });

  it('refuses an administrator who must first choose a new password', async () => {
    const token = await tokenOf({ isAdmin: true, allowAllEndpoints: true, requireNewPassword: true });
    for (const route of adminRoutes()) {
      const response = await call(route, bearer(token));
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(403);
      expect(response.json().title).toBe(accountTexts.chooseNewPasswordFirst);
    }
  });

  it('refuses an administrator whose role lacks exactly that endpoint and action with 403', async () => {
    let checked = 0;
    for (const route of adminRoutes()) {
      if (route.access.kind !== 'admin' || route.access.endpoint === Endpoint.AllowForAll) continue;
      const token = await tokenOf({
        isAdmin: true,
        rights: everythingBut(route.access.endpoint, route.access.action),
      });
      const response = await call(route, bearer(token));
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(403);
      checked += 1;
    }
    expect(checked).toBeGreaterThan(0);
  });

  it('lets through an administrator whose role has exactly that endpoint and action, or every endpoint', async () => {
    const everyEndpoint = await tokenOf({ isAdmin: true, allowAllEndpoints: true });
    for (const route of adminRoutes()) {
      if (route.access.kind !== 'admin') continue;
      const { endpoint, action } = route.access;
      // An endpoint open to all administrators needs no grant: an empty role is enough.
      const rights = endpoint === Endpoint.AllowForAll ? {} : { [endpoint]: { [action]: true } };
      const exactly = await tokenOf({ isAdmin: true, rights });
      for (const token of [exactly, everyEndpoint]) {
        const response = await call(route, bearer(token));
        const name = `${route.method} ${route.url}: ${response.body.slice(0, 200)}`;
        if (token === exactly && FULL_ADMINS_ONLY.has(route.url)) {
          expect(response.statusCode, name).toBe(403);
          continue;
        }
        expect([401, 403], name).not.toContain(response.statusCode);
        expect(response.statusCode, name).toBeLessThan(500);
      }
    }
  });
});
