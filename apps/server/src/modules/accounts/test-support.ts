import type { CreateUserAccountRequest } from '@wayfare/contracts';
import { count } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import type { Config } from '../../config.ts';
import { type ApiClient, apiAs, problemOf } from '../../test/api-client.ts';
import { createTestApp, signedInAdmin, type TestApp } from '../../test/test-app.ts';
import { adminActivities } from '../activity/activity.table.ts';
import { users } from './accounts.table.ts';

let people = 0;

/** A valid User form for a new person (a rider unless told otherwise), with an address of its own. */
export function personForm(overrides: Partial<CreateUserAccountRequest> = {}): CreateUserAccountRequest {
  people += 1;
  return {
    Surname: 'Okafor',
    Firstname: `Ada${people}`,
    EmailAddress: `ada.${people}.${Date.now()}@example.ng`,
    PhoneNumber: '0803 123 4567',
    Address: '12 Marina Road, Lagos',
    ...overrides,
  };
}

/** A driver's form: a licence picture and an expiry date in the future. */
export const driverForm = (overrides: Partial<CreateUserAccountRequest> = {}) =>
  personForm({
    IsDriver: true,
    DriverLicense: '/uploads/licences/ada.png',
    LicenseExpiryDate: '2099-12-31',
    ...overrides,
  });

/** Makes a person through CreateUserAccount as the given caller; resolves with the saved User. */
export async function createdPerson(api: ApiClient, form: CreateUserAccountRequest = personForm()) {
  const response = await api.post('/api/Account/CreateUserAccount', form);
  if (response.statusCode !== 200) throw new Error(`CreateUserAccount failed: ${response.body}`);
  return response.json() as { Id: string; Firstname: string; Surname: string; EmailAddress: string };
}

/** A full administrator, signed in, with their API client. */
export async function fullAdministrator(t: TestApp) {
  const admin = await signedInAdmin(t);
  return { ...admin, api: apiAs(t, admin.token) };
}

/** How many accounts and activity entries there are: a refused request changes neither. */
export async function writtenRows(t: TestApp) {
  const [people] = await t.db.select({ n: count() }).from(users);
  const [entries] = await t.db.select({ n: count() }).from(adminActivities);
  return { users: people!.n, activities: entries!.n };
}

/** Sends a request that must be refused with `status`, and proves it wrote no account and no log entry. */
export type ApiRequest = () => Promise<LightMyRequestResponse>;

export async function refusedWithoutWriting(t: TestApp, request: ApiRequest, status: number) {
  const before = await writtenRows(t);
  const problem = problemOf(await request(), status);
  expect(await writtenRows(t)).toEqual(before);
  return problem;
}

export type FullAdministrator = Awaited<ReturnType<typeof fullAdministrator>>;

/** A test file's app and a full administrator signed in to it, made before its tests and closed after. */
export function accountsTestApp(overrides: Partial<Config> = {}) {
  const suite = {} as { t: TestApp; admin: FullAdministrator };
  beforeAll(async () => {
    suite.t = await createTestApp(overrides);
    suite.admin = await fullAdministrator(suite.t);
  });
  afterAll(() => suite.t.close());
  return suite;
}
