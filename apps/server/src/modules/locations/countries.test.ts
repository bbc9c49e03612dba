import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs, listOf, names, problemOf } from '../../test/api-client.ts';
import { createTestApp, signInAsFirstAdmin, type TestApp } from '../../test/test-app.ts';
import { seedLocations } from './locations.seed.ts';

let t: TestApp;
let admin: ReturnType<typeof apiAs>;
let nigeriaId: number;

beforeAll(async () => {
  t = await createTestApp();
  await seedLocations(t.db);
  admin = apiAs(t, await signInAsFirstAdmin(t));
  const found = listOf<{ Id: number; Name: string }>(
    await admin.get('/api/Country/GetCountries', { keyword: 'Nigeria' }),
  );
  nigeriaId = found.rows.find((row) => row.Name === 'Nigeria')!.Id;
});
afterAll(() => t.close());

const newCountry = (name: string, three: string, two: string) => ({
  Id: 0,
  Name: name,
  ThreeLetterIsoCode: three,
  TwoLetterIsoCode: two,
});

describe('Country/GetCountries', () => {
  it('lists the countries a page at a time in name order, with the total in X-Total-Count', async () => {
    const first = listOf(await admin.get('/api/Country/GetCountries', { page: 0, pageSize: 3 }));
    expect(first.total).toBe(250);
    expect(first.rows).toEqual([
      {
        Id: expect.any(Number),
        Name: 'Afghanistan',
        ThreeLetterIsoCode: 'AFG',
        TwoLetterIsoCode: 'AF',
        Enable: false,
      },
      {
        Id: expect.any(Number),
        Name: 'Albania',
        ThreeLetterIsoCode: 'ALB',
        TwoLetterIsoCode: 'AL',
        Enable: false,
      },
      {
        Id: expect.any(Number),
        Name: 'Algeria',
        ThreeLetterIsoCode: 'DZA',
        TwoLetterIsoCode: 'DZ',
        Enable: false,
      },
    ]);
    const second = listOf(await admin.get('/api/Country/GetCountries', { page: 1, pageSize: 3 }));
    expect(names(second.rows)).toEqual(['American Samoa', 'Andorra', 'Angola']);
  });

  it('pages 20 at a time when no page size is given', async () => {
    const { rows, total } = listOf(await admin.get('/api/Country/GetCountries'));
    expect(rows).toHaveLength(20);
    expect(total).toBe(250);
  });

  it('finds countries whose name contains the keyword in any case, or whose ISO code it is', async () => {
    const byName = listOf(await admin.get('/api/Country/GetCountries', { keyword: 'NIGER' }));
    expect(names(byName.rows)).toEqual(['Niger', 'Nigeria']);
    expect(byName.total).toBe(2);
    const byCode = listOf(await admin.get('/api/Country/GetCountries', { keyword: 'deu' }));
    expect(names(byCode.rows)).toEqual(['Germany']);
  });

  it('searches for wildcard characters literally', async () => {
    const { rows, total } = listOf(await admin.get('/api/Country/GetCountries', { keyword: '%' }));
    expect(rows).toEqual([]);
    expect(total).toBe(0);
  });

  it('refuses a page size over the limit with a message naming it', async () => {
    const problem = problemOf(await admin.get('/api/Country/GetCountries', { pageSize: 501 }), 400);
    expect(problem.errors).toEqual({ pageSize: ['pageSize must be at most 500'] });
  });
});

describe('Country/GetActiveCountries', () => {
  it('answers anyone, signed in or not, with the enabled countries only: Nigeria after the first start', async () => {
    const response = await apiAs(t).get('/api/Country/GetActiveCountries');
    expect(listOf(response).rows).toEqual([
      { Id: nigeriaId, Name: 'Nigeria', ThreeLetterIsoCode: 'NGA', TwoLetterIsoCode: 'NG', Enable: true },
    ]);
  });
});

describe('Country/CreateCountry', () => {
  it('saves a new country, its ISO codes in capitals, and replies with the saved entity', async () => {
    const response = await admin.post('/api/Country/CreateCountry', newCountry(' Wakanda ', 'wkd', 'wk'));
    expect(response.statusCode, response.body).toBe(200);
    const saved = response.json();
    expect(saved).toEqual({
      Id: expect.any(Number),
      Name: 'Wakanda',
      ThreeLetterIsoCode: 'WKD',
      TwoLetterIsoCode: 'WK',
      Enable: true,
    });
    const listed = listOf(await admin.get('/api/Country/GetCountries', { keyword: 'wakanda' }));
    expect(listed.rows).toEqual([saved]);
    const active = listOf(await apiAs(t).get('/api/Country/GetActiveCountries'));
    expect(names(active.rows)).toEqual(['Nigeria', 'Wakanda']);
  });

  it('tells which properties are missing or malformed, one message per property', async () => {
    const missing = problemOf(await admin.post('/api/Country/CreateCountry', { Id: 0 }), 400);
    expect(missing.errors).toEqual({
      Name: ['Name is required'],
      ThreeLetterIsoCode: ['ThreeLetterIsoCode is required'],
      TwoLetterIsoCode: ['TwoLetterIsoCode is required'],
    });
    const malformed = problemOf(
      await admin.post('/api/Country/CreateCountry', newCountry('  ', 'NG', 'N1')),
      400,
    );
    expect(malformed.errors).toEqual({
      Name: ['Name is required'],
      ThreeLetterIsoCode: ['ThreeLetterIsoCode must be 3 letters, like NGA'],
      TwoLetterIsoCode: ['TwoLetterIsoCode must be 2 letters, like NG'],
    });
    expect(malformed.title).toBe(
      'Name is required, ThreeLetterIsoCode must be 3 letters, like NGA, TwoLetterIsoCode must be 2 letters, like NG',
    );
  });

  it('refuses an Id other than 0, which belongs to UpdateCountry', async () => {
    const problem = problemOf(
      await admin.post('/api/Country/CreateCountry', { ...newCountry('Zamunda', 'ZMD', 'ZD'), Id: 7 }),
      400,
    );
    expect(problem.errors).toEqual({
      Id: ['Id must be 0 for a new country; use UpdateCountry to change a saved one'],
    });
  });

  it('refuses a property the call does not have', async () => {
    const problem = problemOf(
      await admin.post('/api/Country/CreateCountry', { ...newCountry('Zamunda', 'ZMD', 'ZD'), Capital: 'X' }),
      400,
    );
    expect(problem.errors).toEqual({ Capital: ['Capital is not a property of this request'] });
  });

  it('refuses a name already used in any case and ISO codes already taken, naming each with 409', async () => {
    const problem = problemOf(
      await admin.post('/api/Country/CreateCountry', newCountry('nigeria', 'NGA', 'NG')),
      409,
    );
    expect(problem.errors).toEqual({
      Name: ['A country named nigeria already exists'],
      TwoLetterIsoCode: ['Another country already has the two-letter ISO code NG'],
      ThreeLetterIsoCode: ['Another country already has the three-letter ISO code NGA'],
    });
    const codeOnly = problemOf(
      await admin.post('/api/Country/CreateCountry', newCountry('Gold Coast', 'GCX', 'gh')),
      409,
    );
    expect(codeOnly.title).toBe('Another country already has the two-letter ISO code GH');
  });
});

describe('Country/UpdateCountry', () => {
  it('saves the changes and replies with the saved entity', async () => {
    const created = (
      await admin.post('/api/Country/CreateCountry', newCountry('Genovia', 'GNV', 'GV'))
    ).json();
    const response = await admin.post('/api/Country/UpdateCountry', {
      ...created,
      Name: 'Genovia Principality',
      Enable: false,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ ...created, Name: 'Genovia Principality', Enable: false });
  });

  it("keeps a country's own name and codes, but refuses another country's", async () => {
    const created = (
      await admin.post('/api/Country/CreateCountry', newCountry('Latveria', 'LTQ', 'LQ'))
    ).json();
    expect(
      problemOf(await admin.post('/api/Country/UpdateCountry', { ...created, TwoLetterIsoCode: 'LV' }), 409)
        .title,
    ).toBe('Another country already has the two-letter ISO code LV');
    const fixed = await admin.post('/api/Country/UpdateCountry', { ...created, TwoLetterIsoCode: 'LX' });
    expect(fixed.json()).toEqual({ ...created, TwoLetterIsoCode: 'LX' });
    const again = await admin.post('/api/Country/UpdateCountry', {
      ...created,
      TwoLetterIsoCode: 'LX',
      Name: 'LATVERIA',
    });
    expect(again.json().Name).toBe('LATVERIA');
  });

  it('answers 404 for a country that does not exist, and 400 without an Id', async () => {
    const missing = problemOf(
      await admin.post('/api/Country/UpdateCountry', { ...newCountry('Nowhere', 'NWH', 'NW'), Id: 999999 }),
      404,
    );
    expect(missing.title).toBe('There is no country with Id 999999');
    const noId = problemOf(
      await admin.post('/api/Country/UpdateCountry', newCountry('Nowhere', 'NWH', 'NW')),
      400,
    );
    expect(noId.errors).toEqual({ Id: ['Id is required'] });
  });
});

describe('Country/EnableCountry and Country/DisableCountry', () => {
  it('switch a country off and on, saying so in a sentence, and the active list follows', async () => {
    const created = (
      await admin.post('/api/Country/CreateCountry', newCountry('Sokovia', 'SKV', 'SQ'))
    ).json();
    const disabled = await admin.post('/api/Country/DisableCountry', { Id: created.Id });
    expect(disabled.json()).toEqual({ Message: 'Sokovia has been disabled' });
    let active = listOf(await apiAs(t).get('/api/Country/GetActiveCountries'));
    expect(names(active.rows)).not.toContain('Sokovia');
    const enabled = await admin.post('/api/Country/EnableCountry', { Id: String(created.Id) });
    expect(enabled.json()).toEqual({ Message: 'Sokovia has been enabled' });
    active = listOf(await apiAs(t).get('/api/Country/GetActiveCountries'));
    expect(names(active.rows)).toContain('Sokovia');
  });

  it('answers 404 for a country that does not exist', async () => {
    const problem = problemOf(await admin.post('/api/Country/DisableCountry', { Id: 424242 }), 404);
    expect(problem.title).toBe('There is no country with Id 424242');
  });
});

describe('Country/DeleteCountry', () => {
  it('refuses to delete a country that still has states, saying how many', async () => {
    const problem = problemOf(await admin.post('/api/Country/DeleteCountry', { Id: nigeriaId }), 409);
    expect(problem.title).toBe('Nigeria still has 37 states. Delete or move them first');
    expect(
      listOf(await admin.get('/api/Country/GetCountries', { keyword: 'NG' })).rows.length,
    ).toBeGreaterThan(0);
  });

  it('deletes a country without states, then no longer finds it', async () => {
    const created = (
      await admin.post('/api/Country/CreateCountry', newCountry('Elbonia', 'ELB', 'EB'))
    ).json();
    const deleted = await admin.post('/api/Country/DeleteCountry', { Id: created.Id });
    expect(deleted.json()).toEqual({ Message: 'Elbonia has been deleted' });
    expect(listOf(await admin.get('/api/Country/GetCountries', { keyword: 'Elbonia' })).total).toBe(0);
    const again = problemOf(await admin.post('/api/Country/DeleteCountry', { Id: created.Id }), 404);
    expect(again.title).toBe(`There is no country with Id ${created.Id}`);
  });
});
