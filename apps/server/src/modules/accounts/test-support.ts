import type { CreateUserAccountRequest } from '@wayfare/contracts';
import { count } from 'drizzle-orm';
import { type ApiClient, apiAs } from '../../test/api-client.ts';
import { signedInAdmin, type TestApp } from '../../test/test-app.ts';
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
    DriverLicense: 'licences/ada.png',
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
