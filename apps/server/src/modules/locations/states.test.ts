import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs, listOf, names, problemOf } from '../../test/api-client.ts';
import { createTestApp, signInAsFirstAdmin, type TestApp } from '../../test/test-app.ts';
import { nigerianStateId, seedLocations } from './locations.seed.ts';

let t: TestApp;
let admin: ReturnType<typeof apiAs>;
let nigeriaId: number;
let ghanaId: number;

async function countryId(name: string) {
  const { rows } = listOf<{ Id: number; Name: string }>(
    await admin.get('/api/Country/GetCountries', { keyword: name }),
  );
  return rows.find((row) => row.Name === name)!.Id;
}

beforeAll(async () => {
  t = await createTestApp();
  await seedLocations(t.db);
  admin = apiAs(t, await signInAsFirstAdmin(t));
  nigeriaId = await countryId('Nigeria');
  ghanaId = await countryId('Ghana');
});
afterAll(() => t.close());

describe('GetStates', () => {
  it("lists a country's states 20 at a time in name order, naming the country, with the total", async () => {
    const first = listOf(await admin.get('/api/Country/GetStates', { countryId: nigeriaId }));
    expect(first.total).toBe(37);
    expect(first.rows).toHaveLength(20);
    expect(first.rows[0]).toEqual({
      Id: expect.any(Number),
      Name: 'Abia',
      CountryId: nigeriaId,
      CountryName: 'Nigeria',
      Enable: true,
    });
    const last = listOf(await admin.get('/api/Country/GetStates', { countryId: nigeriaId, page: 1 }));
    expect(last.rows).toHaveLength(17);
    expect(names(last.rows).at(-1)).toBe('Zamfara');
    expect(names([...first.rows, ...last.rows])).toContain('Federal Capital Territory');
  });

  it('filters by keyword, whatever its case', async () => {
    const { rows, total } = listOf(
      await admin.get('/api/Country/GetStates', { countryId: nigeriaId, keyword: 'RIVER' }),
    );
    expect(names(rows)).toEqual(['Cross River', 'Rivers']);
    expect(total).toBe(2);
  });

  it('answers under the State area too, and treats an empty country filter as none', async () => {
    const viaState = listOf(await admin.get('/api/State/GetStates', { countryId: nigeriaId, pageSize: 50 }));
    expect(viaState.total).toBe(37);
    const unfiltered = listOf(await admin.get('/api/State/GetStates', { countryId: '', keyword: 'kano' }));
    expect(names(unfiltered.rows)).toEqual(['Kano']);
  });

  it('refuses a country filter that is not a number', async () => {
    const problem = problemOf(await admin.get('/api/Country/GetStates', { countryId: 'NG' }), 400);
    expect(problem.errors).toEqual({ countryId: ['countryId must be a number'] });
  });
});

describe('GetActiveStates', () => {
  it('answers anyone with the enabled states of an enabled country', async () => {
    const { rows } = listOf(await apiAs(t).get('/api/Country/GetActiveStates', { countryId: nigeriaId }));
    expect(rows).toHaveLength(37);
    expect(rows[0]).toEqual({ Id: expect.any(Number), Name: 'Abia', CountryId: nigeriaId, Enable: true });
  });

  it('offers nothing for a disabled country, even if it has enabled states', async () => {
    await admin.post('/api/Country/CreateState', { Id: 0, Name: 'Ashanti', CountryId: ghanaId });
    expect(listOf(await apiAs(t).get('/api/State/GetActiveStates', { countryId: ghanaId })).rows).toEqual([]);
    await admin.post('/api/Country/EnableCountry', { Id: ghanaId });
    const enabled = listOf(await apiAs(t).get('/api/State/GetActiveStates', { countryId: ghanaId }));
    expect(names(enabled.rows)).toEqual(['Ashanti']);
    await admin.post('/api/Country/DisableCountry', { Id: ghanaId });
  });

  it('needs the country', async () => {
    const problem = problemOf(await apiAs(t).get('/api/Country/GetActiveStates'), 400);
    expect(problem.errors).toEqual({ countryId: ['countryId is required'] });
  });
});

describe('CreateState', () => {
  it('saves a state in a country and replies with it', async () => {
    const response = await admin.post('/api/State/CreateState', { Id: 0, Name: 'Volta', CountryId: ghanaId });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      Id: expect.any(Number),
      Name: 'Volta',
      CountryId: ghanaId,
      Enable: true,
    });
  });

  it('needs a country and a name, each with its own message', async () => {
    const problem = problemOf(await admin.post('/api/Country/CreateState', { Id: 0, Name: '' }), 400);
    expect(problem.errors).toEqual({ Name: ['Name is required'], CountryId: ['CountryId is required'] });
  });

  it('refuses a country that does not exist', async () => {
    const problem = problemOf(
      await admin.post('/api/Country/CreateState', { Id: 0, Name: 'Atlantis', CountryId: 999999 }),
      400,
    );
    expect(problem.errors).toEqual({ CountryId: ['There is no country with Id 999999'] });
  });

  it('refuses a second state of the same name in a country, whatever its case, but not in another', async () => {
    const problem = problemOf(
      await admin.post('/api/Country/CreateState', { Id: 0, Name: 'lagos', CountryId: nigeriaId }),
      409,
    );
    expect(problem.title).toBe('A state named lagos already exists in Nigeria');
    expect(problem.errors).toEqual({ Name: ['A state named lagos already exists in Nigeria'] });
    const elsewhere = await admin.post('/api/Country/CreateState', {
      Id: 0,
      Name: 'Lagos',
      CountryId: ghanaId,
    });
    expect(elsewhere.statusCode).toBe(200);
  });
});

describe('UpdateState', () => {
  it('renames a state, and refuses the name of another state of its country', async () => {
    const created = (
      await admin.post('/api/Country/CreateState', { Id: 0, Name: 'Northern', CountryId: ghanaId })
    ).json();
    const renamed = await admin.post('/api/Country/UpdateState', { ...created, Name: 'Northern Region' });
    expect(renamed.json()).toEqual({ ...created, Name: 'Northern Region' });
    const clash = problemOf(await admin.post('/api/Country/UpdateState', { ...created, Name: 'VOLTA' }), 409);
    expect(clash.title).toBe('A state named VOLTA already exists in Ghana');
  });

  it('moves a state to another country, taking its cities along', async () => {
    const misplaced = (
      await admin.post('/api/Country/CreateState', { Id: 0, Name: 'Western North', CountryId: nigeriaId })
    ).json();
    const city = (
      await admin.post('/api/Country/CreateCity', {
        Id: 0,
        Name: 'Sefwi Wiawso',
        CountryId: nigeriaId,
        StateId: misplaced.Id,
      })
    ).json();
    const moved = await admin.post('/api/Country/UpdateState', { ...misplaced, CountryId: ghanaId });
    expect(moved.json()).toEqual({ ...misplaced, CountryId: ghanaId });
    const { rows } = listOf(await admin.get('/api/Country/GetCities', { stateId: misplaced.Id }));
    expect(rows).toEqual([{ ...city, CountryId: ghanaId, CountryName: 'Ghana', StateName: 'Western North' }]);
  });

  it('answers 404 for a state that does not exist', async () => {
    const problem = problemOf(
      await admin.post('/api/Country/UpdateState', { Id: 999999, Name: 'Nowhere', CountryId: nigeriaId }),
      404,
    );
    expect(problem.title).toBe('There is no state with Id 999999');
  });
});

describe('EnableState and DisableState', () => {
  it('switch a state off and on with a sentence, and the active list follows', async () => {
    const kanoId = (await nigerianStateId(t.db, 'Kano'))!;
    const disabled = await admin.post('/api/Country/DisableState', { Id: kanoId });
    expect(disabled.json()).toEqual({ Message: 'Kano has been disabled' });
    let active = listOf(await apiAs(t).get('/api/Country/GetActiveStates', { countryId: nigeriaId }));
    expect(names(active.rows)).not.toContain('Kano');
    const enabled = await admin.post('/api/State/EnableState', { Id: kanoId });
    expect(enabled.json()).toEqual({ Message: 'Kano has been enabled' });
    active = listOf(await apiAs(t).get('/api/Country/GetActiveStates', { countryId: nigeriaId }));
    expect(names(active.rows)).toContain('Kano');
  });
});

describe('DeleteState', () => {
  it('refuses to delete a state that still has cities, saying how many', async () => {
    const lagosId = (await nigerianStateId(t.db, 'Lagos'))!;
    const problem = problemOf(await admin.post('/api/Country/DeleteState', { Id: lagosId }), 409);
    expect(problem.title).toBe('Lagos still has 20 cities. Delete or move them first');
  });

  it('deletes a state without cities, after which its country may be deleted', async () => {
    const country = (
      await admin.post('/api/Country/CreateCountry', {
        Id: 0,
        Name: 'Freedonia',
        ThreeLetterIsoCode: 'FDQ',
        TwoLetterIsoCode: 'FQ',
      })
    ).json();
    const created = (
      await admin.post('/api/Country/CreateState', { Id: 0, Name: 'Marxland', CountryId: country.Id })
    ).json();
    const refused = problemOf(await admin.post('/api/Country/DeleteCountry', { Id: country.Id }), 409);
    expect(refused.title).toBe('Freedonia still has 1 state. Delete or move them first');
    const deleted = await admin.post('/api/State/DeleteState', { Id: created.Id });
    expect(deleted.json()).toEqual({ Message: 'Marxland has been deleted' });
    expect((await admin.post('/api/Country/DeleteCountry', { Id: country.Id })).statusCode).toBe(200);
    const gone = problemOf(await admin.post('/api/Country/DeleteState', { Id: created.Id }), 404);
    expect(gone.title).toBe(`There is no state with Id ${created.Id}`);
  });
});
