import { Endpoint, type User, userTexts } from '@wayfare/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs, problemOf } from '../../test/api-client.ts';
import { createTestApp, signedInAdmin, signedInUser, type TestApp, userRow } from '../../test/test-app.ts';
import { adminRoles } from '../admin-roles/admin-roles.table.ts';
import { fullAdministrator, writtenRows } from './test-support.ts';

let t: TestApp;
let admin: Awaited<ReturnType<typeof fullAdministrator>>;
let supportRoleId: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = await fullAdministrator(t);
  const [role] = await t.db.insert(adminRoles).values({ name: 'Support' }).returning();
  supportRoleId = role!.id;
});
afterAll(() => t.close());

const add = (body: object, api = admin.api) => api.post('/api/Account/AddUserToAdminRole', body);
const removeRole = (Id: string, api = admin.api) => api.post('/api/Account/RemoveUserFromAdminRole', { Id });
const userById = async (id: string) =>
  (await admin.api.get('/api/Account/GetUserById', { id })).json() as User;

/** Sends a refused request and proves nothing was written. */
async function refused(request: ReturnType<typeof add>, status: number) {
  const before = await writtenRows(t);
  const problem = problemOf(await request, status);
  expect(await writtenRows(t)).toEqual(before);
  return problem;
}

describe('Account/AddUserToAdminRole and RemoveUserFromAdminRole', () => {
  it('makes a full administrator, changes them to a role, and takes the role away', async () => {
    const person = await signedInUser(t);
    const full = await add({ Id: person.id, RequireWebsiteRole: false });
    expect(full.json()).toEqual({ Message: userTexts.madeAdministrator('Chidi Okafor') });
    expect(await userRow(t.db, person.id)).toMatchObject({ isAdmin: true, allowAllEndpoints: true });
    // Their next request has every right.
    expect((await apiAs(t, person.token).get('/api/Account/GetAdmins')).statusCode).toBe(200);

    const limited = await add({ Id: person.id, RequireWebsiteRole: true, AdminRoleId: supportRoleId });
    expect(limited.json()).toEqual({ Message: userTexts.givenRole('Chidi Okafor', 'Support') });
    expect(await userById(person.id)).toMatchObject({
      IsAdmin: true,
      RequireWebsiteRole: true,
      AdminRoleId: supportRoleId,
      AdminRoleName: 'Support',
    });
    expect((await apiAs(t, person.token).get('/api/Account/GetAdmins')).statusCode).toBe(403);

    const removed = await removeRole(person.id);
    expect(removed.json()).toEqual({ Message: userTexts.adminRoleRemoved('Chidi Okafor') });
    expect(await userRow(t.db, person.id)).toMatchObject({
      isAdmin: false,
      allowAllEndpoints: false,
      adminRoleId: null,
    });
    expect((await refused(removeRole(person.id), 409)).title).toBe(
      userTexts.notAnAdministrator('Chidi Okafor'),
    );
  });

  it('refuses an unknown or missing role with 400', async () => {
    const person = await signedInUser(t);
    const unknown = await refused(
      add({ Id: person.id, RequireWebsiteRole: true, AdminRoleId: 424_242 }),
      400,
    );
    expect(unknown.errors?.AdminRoleId).toEqual([userTexts.noRole(424_242)]);
    const missing = await refused(add({ Id: person.id, RequireWebsiteRole: true }), 400);
    expect(missing.errors?.AdminRoleId).toEqual(['AdminRoleId is required']);
    await refused(add({ Id: person.id, RequireWebsiteRole: true, AdminRoleId: 'Support' }), 400);
  });

  it('refuses demoting or changing oneself with 409', async () => {
    expect((await refused(removeRole(admin.id), 409)).title).toBe(userTexts.notYourself);
    const self = await refused(
      add({ Id: admin.id, RequireWebsiteRole: true, AdminRoleId: supportRoleId }),
      409,
    );
    expect(self.title).toBe(userTexts.notYourself);
  });

  it('is for full administrators only: a sub-admin with Account edit gets 403, even for themselves', async () => {
    const editor = await signedInAdmin(t, { [Endpoint.Account]: { view: true, edit: true } });
    const editorApi = apiAs(t, editor.token);
    const rider = await signedInUser(t);
    const problem = await refused(add({ Id: rider.id, RequireWebsiteRole: false }, editorApi), 403);
    expect(problem.title).toBe(userTexts.fullAdministratorsOnly);
    await refused(add({ Id: editor.id, RequireWebsiteRole: false }, editorApi), 403);
    await refused(removeRole(admin.id, editorApi), 403);
    await refused(removeRole(rider.id, editorApi), 403);
    expect(await userRow(t.db, editor.id)).toMatchObject({ allowAllEndpoints: false });
  });
});
