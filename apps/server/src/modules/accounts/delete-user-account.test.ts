import { accountTexts, Endpoint, type User, userTexts } from '@wayfare/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiAs, listOf, problemOf } from '../../test/api-client.ts';
import { authenticate, signedInAdmin, signedInUser, userRow } from '../../test/test-app.ts';
import { adminActivities } from '../activity/activity.table.ts';
import { REMOVED } from '../activity/record-admin-change.ts';
import { users } from './accounts.table.ts';
import { ANONYMISE_AFTER_DAYS, anonymiseDeletedAccounts } from './anonymise-deleted-accounts.job.ts';
import { accountsTestApp, createdPerson, personForm, writtenRows } from './test-support.ts';

const suite = accountsTestApp();

const remove = (Id: string, api = suite.admin.api) => api.post('/api/Account/DeleteUserAccount', { Id });
const DAY_MS = 24 * 60 * 60 * 1000;

describe('Account/DeleteUserAccount', () => {
  it('takes the account out of every list and GetUserById, stops its tokens and its sign-in', async () => {
    const rider = await signedInUser(suite.t);
    await suite.t.db
      .update(users)
      .set({ firstname: 'Emeka', surname: 'Nwosu' })
      .where(eq(users.id, rider.id));
    const response = await remove(rider.id);
    expect(response.json()).toEqual({ Message: userTexts.deleted('Emeka Nwosu') });
    const others = listOf<User>(
      await suite.admin.api.get('/api/Account/GetOtherUsers', { keyword: rider.email }),
    );
    expect(others).toEqual({ rows: [], total: 0 });
    expect((await suite.admin.api.get('/api/Account/GetUserById', { id: rider.id })).statusCode).toBe(404);
    expect((await apiAs(suite.t, rider.token).get('/api/Account/GetSexes')).statusCode).toBe(401);
    const signIn = problemOf(await authenticate(suite.t.app, rider.email, rider.password), 401);
    expect(signIn.title).toBe(accountTexts.wrongCredentials);
    expect((await remove(rider.id)).statusCode).toBe(404);
  });

  it('frees the e-mail address at once for a new account', async () => {
    const form = personForm();
    const first = await createdPerson(suite.admin.api, form);
    expect((await remove(first.Id)).statusCode).toBe(200);
    const again = await createdPerson(suite.admin.api, form);
    expect(again.Id).not.toBe(first.Id);
    expect(again.EmailAddress).toBe(form.EmailAddress);
  });

  it('anonymises the personal data 90 days later, in the row and in the activity log', async () => {
    const form = personForm({ Surname: 'Obi', Firstname: 'Ngozi' });
    const person = await createdPerson(suite.admin.api, form);
    await suite.admin.api.post('/api/Account/UpdateUserAccount', {
      ...form,
      Id: person.Id,
      Address: '9 Awolowo Road',
    });
    await remove(person.Id);
    const deletedAt = (await userRow(suite.t.db, person.Id))!.deletedAt!;
    // A second past: PostgreSQL keeps microseconds, a Date only milliseconds.
    const at = (days: number) => new Date(deletedAt.getTime() + days * DAY_MS + 1000);

    await anonymiseDeletedAccounts(suite.t.db, { now: at(ANONYMISE_AFTER_DAYS - 1) });
    expect(await userRow(suite.t.db, person.Id)).toMatchObject({ surname: 'Obi', anonymisedAt: null });

    // The address meanwhile belongs to someone else: their account and messages are not touched.
    const successor = await createdPerson(suite.admin.api, form);
    // The accounts deleted by the tests above are due too.
    expect(await anonymiseDeletedAccounts(suite.t.db, { now: at(ANONYMISE_AFTER_DAYS) })).toBeGreaterThan(0);
    expect(await userRow(suite.t.db, person.Id)).toMatchObject({
      surname: 'Deleted',
      firstname: 'User',
      phoneNumber: null,
      address: null,
      emailAddress: `deleted-${person.Id}@deleted.invalid`,
    });
    expect((await userRow(suite.t.db, person.Id))!.anonymisedAt).not.toBeNull();
    expect((await userRow(suite.t.db, successor.Id))!.emailAddress).toBe(form.EmailAddress);
    const entries = await suite.t.db
      .select()
      .from(adminActivities)
      .where(eq(adminActivities.recordId, person.Id));
    const values = entries.flatMap((entry) => entry.changes);
    // The update's entry: the address before and after, both removed (a created record's Before stays null).
    expect(values).toContainEqual({ Field: 'Address', Before: REMOVED, After: REMOVED });
    expect(JSON.stringify(values)).not.toContain('Ngozi');
    // A second run finds nothing left to do.
    expect(await anonymiseDeletedAccounts(suite.t.db, { now: at(ANONYMISE_AFTER_DAYS + 1) })).toBe(0);
  });

  it('refuses deleting oneself (409) and, for a sub-suite.admin, an administrator (403), writing nothing', async () => {
    const before = await writtenRows(suite.t);
    expect(problemOf(await remove(suite.admin.id), 409).title).toBe(userTexts.notYourself);
    const deleter = await signedInAdmin(suite.t, { [Endpoint.Account]: { delete: true } });
    const afterDeleter = await writtenRows(suite.t);
    expect(problemOf(await remove(suite.admin.id, apiAs(suite.t, deleter.token)), 403).title).toBe(
      userTexts.fullAdministratorsOnly,
    );
    expect(await writtenRows(suite.t)).toEqual(afterDeleter);
    expect(afterDeleter.activities).toBe(before.activities);
    const editor = await signedInAdmin(suite.t, { [Endpoint.Account]: { edit: true } });
    const rider = await signedInUser(suite.t);
    expect((await remove(rider.id, apiAs(suite.t, editor.token))).statusCode).toBe(403);
    expect((await remove(rider.id, apiAs(suite.t, deleter.token))).statusCode).toBe(200);
  });
});
