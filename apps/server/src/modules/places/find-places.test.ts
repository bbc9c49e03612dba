import { placeSearchTexts } from '@wayfare/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type FakeNominatim,
  startFakeNominatim,
} from '../../adapters/geocoding/fake-nominatim/start-fake-nominatim.ts';
import { apiAs, listOf, problemOf } from '../../test/api-client.ts';
import { createTestApp, signedInUser, type TestApp } from '../../test/test-app.ts';

const METRICS_TOKEN = 'geocoder-metrics-token-0123456789';

// issue 33: one app whose GEOCODER_URL is the fake Nominatim; its outage stands for a geocoder that
// cannot be reached (the shipped list without GEOCODER_URL: adapters/geocoding tests it).
describe('Ride/FindPlaces (issue 33)', () => {
  let t: TestApp;
  let nominatim: FakeNominatim;
  let token: string;
  beforeAll(async () => {
    nominatim = await startFakeNominatim();
    t = await createTestApp({ OUTBOX_POLL_MS: 60_000, GEOCODER_URL: `${nominatim.baseUrl}/`, METRICS_TOKEN });
    ({ token } = await signedInUser(t));
  });
  afterAll(async () => {
    await t.close();
    await nominatim.close();
  });

  const find = (q: string) => apiAs(t, token).get('/api/Ride/FindPlaces', { q });

  it("answers Nominatim's places in Nigeria: name, address and coordinates, asked as its usage policy wants", async () => {
    nominatim.outage = undefined;
    nominatim.requests.length = 0;
    const { rows, total } = listOf(await find(' lekki '));
    expect(rows).toEqual([
      {
        Name: 'Lekki Phase 1',
        Address: 'Lekki Phase 1, Eti-Osa, Lagos State, 106104, Nigeria',
        Latitude: 6.4474,
        Longitude: 3.4723,
      },
      {
        Name: 'Lekki Market',
        Address: 'Lekki Market, Lekki-Epe Expressway, Eti-Osa, Lagos State, Nigeria',
        Latitude: 6.4391,
        Longitude: 3.5183,
      },
    ]);
    expect(total).toBe(2);
    expect(nominatim.requests).toHaveLength(1);
    const asked = new URL(nominatim.requests[0]!.path, 'http://x');
    expect(asked.pathname).toBe('/search');
    expect(Object.fromEntries(asked.searchParams)).toEqual({
      q: 'lekki',
      format: 'jsonv2',
      limit: '8',
      countrycodes: 'ng',
    });
    expect(nominatim.requests[0]!.userAgent).toMatch(/^Wayfare\//);
  });

  it('when Nominatim is out: the shipped Lagos places by name, a warning counted', async () => {
    nominatim.outage = 502;
    try {
      const { rows } = listOf(await find('Ikeja'));
      expect(rows.map((row) => row.Name)).toEqual(['Ikeja City Mall']);
      expect(rows[0]).toMatchObject({
        Address: expect.stringContaining('Obafemi Awolowo Way'),
        Latitude: 6.6142,
      });
      const metrics = await t.app.inject({
        url: '/metrics',
        headers: { authorization: `Bearer ${METRICS_TOKEN}` },
      });
      expect(metrics.body).toMatch(/^wayfare_geocoder_fallbacks_total\{reason="unreachable"\} [1-9]/m);
    } finally {
      nominatim.outage = undefined;
    }
  });

  it('refuses a query shorter than 2 or longer than 100 characters, or none, with 400 in words', async () => {
    nominatim.requests.length = 0;
    for (const q of ['a', '  b  ', 'x'.repeat(101)]) {
      const problem = problemOf(await find(q), 400);
      expect(problem.errors?.q, q).toEqual([placeSearchTexts.queryLength]);
    }
    const none = problemOf(await apiAs(t, token).get('/api/Ride/FindPlaces'), 400);
    expect(none.errors?.q).toEqual([placeSearchTexts.queryLength]);
    expect(nominatim.requests).toEqual([]);
  });

  it('is for signed-in people only', async () => {
    expect((await apiAs(t).get('/api/Ride/FindPlaces', { q: 'lekki' })).statusCode).toBe(401);
  });
});
