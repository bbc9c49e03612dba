import { Endpoint } from '@wayfare/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs, listOf } from '../../test/api-client.ts';
import { createTestApp, signedInUser, type TestApp } from '../../test/test-app.ts';
import { seedLocations } from './locations.seed.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedLocations(t.db);
});
afterAll(() => t.close());

const LOCATION_AREAS = /^\/api\/(Country|State|City)\//;
const PUBLIC_ACTIONS = ['GetActiveCountries', 'GetActiveStates', 'GetActiveCities'];

const locationRoutes = () => t.app.apiRoutes.filter((route) => LOCATION_AREAS.test(route.url));
const call = (route: { method: string; url: string }, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: route.method as 'GET' | 'POST',
    url: route.url,
    headers,
    ...(route.method === 'POST' ? { payload: { Id: 999999 } } : {}),
  });

describe('who may call the location calls', () => {
  it('registers every call of spec 001 §7 under Country/, and the state and city calls under State/ and City/', () => {
    const urls = locationRoutes().map((route) => `${route.method} ${route.url}`);
    for (const area of ['Country', 'State']) {
      for (const action of ['CreateState', 'UpdateState', 'DeleteState', 'EnableState', 'DisableState']) {
        expect(urls).toContain(`POST /api/${area}/${action}`);
      }
      expect(urls).toEqual(
        expect.arrayContaining([`GET /api/${area}/GetStates`, `GET /api/${area}/GetActiveStates`]),
      );
    }
    for (const area of ['Country', 'City']) {
      for (const action of ['CreateCity', 'UpdateCity', 'DeleteCity', 'EnableCity', 'DisableCity']) {
        expect(urls).toContain(`POST /api/${area}/${action}`);
      }
      expect(urls).toContain(`GET /api/${area}/GetCities`);
    }
    for (const action of [
      'CreateCountry',
      'UpdateCountry',
      'DeleteCountry',
      'EnableCountry',
      'DisableCountry',
    ]) {
      expect(urls).toContain(`POST /api/Country/${action}`);
    }
    expect(urls).toEqual(
      expect.arrayContaining(['GET /api/Country/GetCountries', 'GET /api/Country/GetActiveCountries']),
    );
  });

  it('lets anyone load the active lists that forms offer', async () => {
    for (const route of locationRoutes().filter((r) => PUBLIC_ACTIONS.some((a) => r.url.endsWith(a)))) {
      expect(route.access.kind, route.url).toBe('public');
    }
    expect((await apiAs(t).get('/api/Country/GetActiveCountries')).statusCode).toBe(200);
  });

  it('refuses every other location call without a token (401) and to a signed-in non-administrator (403)', async () => {
    const customer = await signedInUser(t);
    const adminOnly = locationRoutes().filter((route) => !PUBLIC_ACTIONS.some((a) => route.url.endsWith(a)));
    // spec 001 §7's 30, and since issue 32 the three lists' CSV exports and the six Enable/Disable bulk twins.
    expect(adminOnly).toHaveLength(30 + 3 + 6);
    for (const route of adminOnly) {
      expect(route.access.kind, route.url).toBe('admin');
      expect((await call(route)).statusCode, route.url).toBe(401);
      expect((await call(route, { authorization: `Bearer ${customer.token}` })).statusCode, route.url).toBe(
        403,
      );
    }
  });

  it('lets an administrator manage locations as their role grants Countries, States & Cities (issue 29 §3)', async () => {
    const nothing = apiAs(t, (await signedInUser(t, { rights: {} })).token);
    expect((await nothing.get('/api/Country/GetCountries')).statusCode).toBe(403);
    expect((await nothing.post('/api/Country/DisableCity', { Id: 999999 })).statusCode).toBe(403);
    const rights = { [Endpoint.Location]: { view: true, edit: true } };
    const subAdmin = await signedInUser(t, { rights });
    const { total } = listOf(await apiAs(t, subAdmin.token).get('/api/Country/GetCountries'));
    expect(total).toBe(250);
    const disabled = await apiAs(t, subAdmin.token).post('/api/Country/DisableCity', { Id: 999999 });
    expect(disabled.statusCode).toBe(404);
    expect((await apiAs(t, subAdmin.token).post('/api/City/DeleteCity', { Id: 999999 })).statusCode).toBe(
      403,
    );
  });

  it('documents every location call in the OpenAPI document, with the list filters', async () => {
    const document = (await t.app.inject({ url: '/api/docs/json' })).json();
    for (const route of locationRoutes()) {
      expect(document.paths[route.url]?.[route.method.toLowerCase()], route.url).toBeDefined();
    }
    const parameters = document.paths['/api/Country/GetCities'].get.parameters.map(
      (parameter: { name: string }) => parameter.name,
    );
    expect(parameters.sort()).toEqual([
      'countryId',
      'keyword',
      'order',
      'page',
      'pageSize',
      'sort',
      'stateId',
    ]);
  });
});
