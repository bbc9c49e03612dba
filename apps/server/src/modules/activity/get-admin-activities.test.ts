import { Endpoint } from '@wayfare/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiClient, apiAs, listOf, problemOf } from '../../test/api-client.ts';
import { createTestApp, signedInAdmin, type TestApp } from '../../test/test-app.ts';
import { adminActivities } from './activity.table.ts';

let t: TestApp;
let admin: ApiClient;
let adminId: string;
let countryId: number;

const URL = '/api/Activity/GetAdminActivities';
const country = { Name: 'Activityland', ThreeLetterIsoCode: 'ACT', TwoLetterIsoCode: 'AC' };

beforeAll(async () => {
  t = await createTestApp();
  const signedIn = await signedInAdmin(t);
  adminId = signedIn.id;
  admin = apiAs(t, signedIn.token);
  const created = await admin.post('/api/Country/CreateCountry', { Id: 0, ...country });
  countryId = created.json().Id;
  await admin.post('/api/Country/DisableCountry', { Id: countryId });
});
afterAll(() => t.close());

describe('Activity/GetAdminActivities', () => {
  it('lists the changes newest first, naming the administrator, with before and after and the total', async () => {
    const { rows, total } = listOf(await admin.get(URL));
    expect(total).toBe(2);
    expect(rows.map((row) => row.Action)).toEqual(['DisableCountry', 'CreateCountry']);
    const [disabled, created] = rows;
    expect(disabled).toEqual({
      Id: expect.any(Number),
      UserId: adminId,
      UserFullName: expect.any(String),
      Area: 'Country',
      Action: 'DisableCountry',
      RecordId: String(countryId),
      Changes: [{ Field: 'Enable', Before: true, After: false }],
      CreatedDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
    });
    expect(created!.Changes).toContainEqual({ Field: 'Name', Before: null, After: 'Activityland' });
  });

  it('filters by person, area and dates, a date-only to including that whole day', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const count = async (query: Record<string, string>) => listOf(await admin.get(URL, query)).total;
    expect(await count({ userId: adminId })).toBe(2);
    expect(await count({ userId: '00000000-0000-4000-8000-000000000000' })).toBe(0);
    expect(await count({ area: 'country' })).toBe(2);
    expect(await count({ area: 'City' })).toBe(0);
    expect(await count({ from: today, to: today })).toBe(2);
    expect(await count({ to: '2000-01-01' })).toBe(0);
    expect(await count({ from: '2999-01-01' })).toBe(0);
  });

  it('pages the list', async () => {
    const second = listOf(await admin.get(URL, { page: 1, pageSize: 1 }));
    expect(second.total).toBe(2);
    expect(second.rows.map((row) => row.Action)).toEqual(['CreateCountry']);
  });

  it('refuses an administrator whose role grants the Account view but not every endpoint, and a rider', async () => {
    const subAdmin = await signedInAdmin(t, { [Endpoint.Account]: { view: true } });
    problemOf(await apiAs(t, subAdmin.token).get(URL), 403);
    const noToken = await apiAs(t).get(URL);
    expect(noToken.statusCode).toBe(401);
  });

  it('answers hostile queries with 400: bad dates, a huge page or page size, a malformed person', async () => {
    const hostile: Record<string, string>[] = [
      { from: 'yesterday' },
      { to: '2026-13-45' },
      { to: "2026-01-01'; drop table admin_activities;--" },
      { page: '99999999999999' },
      { pageSize: '100000' },
      { page: '-1' },
      { userId: 'not-an-id' },
      { area: 'x'.repeat(10_000) },
    ];
    for (const query of hostile) {
      const response = await admin.get(URL, query);
      expect(response.statusCode, JSON.stringify(query)).toBe(400);
    }
    expect(await t.db.$count(adminActivities)).toBe(2);
  });

  it('writes no entry for a refused change', async () => {
    const clash = await admin.post('/api/Country/CreateCountry', { Id: 0, ...country });
    expect(clash.statusCode).toBe(409);
    const missing = await admin.post('/api/Country/EnableCountry', { Id: 999_999 });
    expect(missing.statusCode).toBe(404);
    expect(await t.db.$count(adminActivities)).toBe(2);
  });
});
