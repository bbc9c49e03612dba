import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs, listOf, names, problemOf } from '../../test/api-client.ts';
import { createTestApp, signInAsFirstAdmin, type TestApp } from '../../test/test-app.ts';
import { nigerianStateId, seedLocations } from './locations.seed.ts';

let t: TestApp;
let admin: ReturnType<typeof apiAs>;
let nigeriaId: number;
let lagosId: number;
let oyoId: number;
let ghanaId: number;

beforeAll(async () => {
  t = await createTestApp();
  await seedLocations(t.db);
  admin = apiAs(t, await signInAsFirstAdmin(t));
  const countries = listOf<{ Id: number; Name: string }>(
    await admin.get('/api/Country/GetCountries', { pageSize: 500 }),
  ).rows;
  nigeriaId = countries.find((row) => row.Name === 'Nigeria')!.Id;
  ghanaId = countries.find((row) => row.Name === 'Ghana')!.Id;
  lagosId = (await nigerianStateId(t.db, 'Lagos'))!;
  oyoId = (await nigerianStateId(t.db, 'Oyo'))!;
});
afterAll(() => t.close());

describe('GetCities', () => {
  it("lists a state's cities in name order, naming the state and country, with the total", async () => {
    const { rows, total } = listOf(
      await admin.get('/api/Country/GetCities', { countryId: nigeriaId, stateId: lagosId }),
    );
    expect(total).toBe(20);
    expect(rows[0]).toEqual({
      Id: expect.any(Number),
      Name: 'Agege',
      CountryId: nigeriaId,
      StateId: lagosId,
      CountryName: 'Nigeria',
      StateName: 'Lagos',
      Enable: true,
    });
    expect(names(rows).at(-1)).toBe('Yaba');
  });

  it('pages through the cities, and a page past the end is empty but still counts them all', async () => {
    const page3 = listOf(await admin.get('/api/City/GetCities', { stateId: lagosId, page: 3, pageSize: 5 }));
    expect(names(page3.rows)).toEqual(['Ojo', 'Oshodi', 'Surulere', 'Victoria Island', 'Yaba']);
    expect(page3.total).toBe(20);
    const beyond = listOf(await admin.get('/api/City/GetCities', { stateId: lagosId, page: 9, pageSize: 5 }));
    expect(beyond.rows).toEqual([]);
    expect(beyond.total).toBe(20);
  });

  it('filters by keyword within a state, or across a country', async () => {
    const inLagos = listOf(await admin.get('/api/Country/GetCities', { stateId: lagosId, keyword: 'IK' }));
    expect(names(inLagos.rows)).toEqual(['Ikeja', 'Ikorodu', 'Ikoyi']);
    expect(inLagos.total).toBe(3);
    const inNigeria = listOf(
      await admin.get('/api/Country/GetCities', { countryId: nigeriaId, keyword: 'port' }),
    );
    expect(names(inNigeria.rows)).toEqual(['Port Harcourt']);
    const nowhere = listOf(await admin.get('/api/Country/GetCities', { stateId: lagosId, keyword: 'zzz' }));
    expect(nowhere).toEqual({ rows: [], total: 0 });
  });
});

describe('CreateCity', () => {
  it('saves a city in a state of its country and replies with it', async () => {
    const response = await admin.post('/api/City/CreateCity', {
      Id: 0,
      Name: 'Oyo Town Centre',
      CountryId: nigeriaId,
      StateId: oyoId,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      Id: expect.any(Number),
      Name: 'Oyo Town Centre',
      CountryId: nigeriaId,
      StateId: oyoId,
      Enable: true,
    });
  });

  it('needs a country, a state and a name, each with its own message', async () => {
    const problem = problemOf(await admin.post('/api/Country/CreateCity', { Id: 0 }), 400);
    expect(problem.errors).toEqual({
      Name: ['Name is required'],
      CountryId: ['CountryId is required'],
      StateId: ['StateId is required'],
    });
  });

  it('refuses a state that is not one of the chosen country', async () => {
    const problem = problemOf(
      await admin.post('/api/Country/CreateCity', {
        Id: 0,
        Name: 'Accra',
        CountryId: ghanaId,
        StateId: lagosId,
      }),
      400,
    );
    expect(problem.errors).toEqual({ StateId: ['Lagos is not a state of Ghana. Choose a state of Ghana'] });
  });

  it('refuses a state or country that does not exist', async () => {
    const problem = problemOf(
      await admin.post('/api/Country/CreateCity', {
        Id: 0,
        Name: 'Nowhere',
        CountryId: 999998,
        StateId: 999999,
      }),
      400,
    );
    expect(problem.errors).toEqual({
      CountryId: ['There is no country with Id 999998'],
      StateId: ['There is no state with Id 999999'],
    });
  });

  it('refuses a second city of the same name in a state, whatever its case, but not in another state', async () => {
    const problem = problemOf(
      await admin.post('/api/Country/CreateCity', {
        Id: 0,
        Name: 'IKEJA',
        CountryId: nigeriaId,
        StateId: lagosId,
      }),
      409,
    );
    expect(problem.title).toBe('A city named IKEJA already exists in Lagos');
    const elsewhere = await admin.post('/api/Country/CreateCity', {
      Id: 0,
      Name: 'Ikeja',
      CountryId: nigeriaId,
      StateId: oyoId,
    });
    expect(elsewhere.statusCode).toBe(200);
  });
});

describe('UpdateCity', () => {
  it('moves a city to another state and renames it', async () => {
    const created = (
      await admin.post('/api/Country/CreateCity', {
        Id: 0,
        Name: 'Moniya',
        CountryId: nigeriaId,
        StateId: lagosId,
      })
    ).json();
    const moved = await admin.post('/api/City/UpdateCity', {
      ...created,
      StateId: oyoId,
      Name: 'Moniya Town',
    });
    expect(moved.json()).toEqual({ ...created, StateId: oyoId, Name: 'Moniya Town' });
    const inOyo = listOf(await admin.get('/api/Country/GetCities', { stateId: oyoId, keyword: 'moniya' }));
    expect(names(inOyo.rows)).toEqual(['Moniya Town']);
  });

  it('answers 404 for a city that does not exist', async () => {
    const problem = problemOf(
      await admin.post('/api/Country/UpdateCity', {
        Id: 999999,
        Name: 'X',
        CountryId: nigeriaId,
        StateId: lagosId,
      }),
      404,
    );
    expect(problem.title).toBe('There is no city with Id 999999');
  });
});

describe('GetActiveCities, EnableCity and DisableCity', () => {
  it('offer anyone the enabled cities of a state, and the toggles say what they did', async () => {
    const before = listOf(await apiAs(t).get('/api/Country/GetActiveCities', { stateId: lagosId }));
    expect(before.rows).toHaveLength(20);
    const ikeja = before.rows.find((row) => row.Name === 'Ikeja')!;
    expect(ikeja).toEqual({
      Id: expect.any(Number),
      Name: 'Ikeja',
      CountryId: nigeriaId,
      StateId: lagosId,
      Enable: true,
    });
    const disabled = await admin.post('/api/Country/DisableCity', { Id: ikeja.Id });
    expect(disabled.json()).toEqual({ Message: 'Ikeja has been disabled' });
    const after = listOf(await apiAs(t).get('/api/City/GetActiveCities', { stateId: lagosId }));
    expect(names(after.rows)).not.toContain('Ikeja');
    const enabled = await admin.post('/api/City/EnableCity', { Id: ikeja.Id });
    expect(enabled.json()).toEqual({ Message: 'Ikeja has been enabled' });
  });
});

describe('DeleteCity', () => {
  it('deletes a city, then answers 404 for it', async () => {
    const created = (
      await admin.post('/api/Country/CreateCity', {
        Id: 0,
        Name: 'Ijede',
        CountryId: nigeriaId,
        StateId: lagosId,
      })
    ).json();
    const deleted = await admin.post('/api/Country/DeleteCity', { Id: created.Id });
    expect(deleted.json()).toEqual({ Message: 'Ijede has been deleted' });
    const again = problemOf(await admin.post('/api/City/DeleteCity', { Id: created.Id }), 404);
    expect(again.title).toBe(`There is no city with Id ${created.Id}`);
  });
});
