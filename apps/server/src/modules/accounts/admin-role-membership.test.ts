import { Endpoint, type User, userTexts } from '@wayfare/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiAs } from '../../test/api-client.ts';
import { signedInAdmin, signedInUser, userRow } from '../../test/test-app.ts';
import { adminRoles } from '../admin-roles/admin-roles.table.ts';
import { type ApiRequest, accountsTestApp, refusedWithoutWriting } from './test-support.ts';

let supportRoleId: number;

const suite = accountsTestApp();
beforeAll(async () => {
  const [role] = await suite.t.db.insert(adminRoles).values({ name: 'Support' }).returning();
  supportRoleId = role!.id;
});

const add = (body: object, api = suite.admin.api) => api.post('/api/Account/AddUserToAdminRole', body);
const removeRole = (Id: string, api = suite.admin.api) =>
  api.post('/api/Account/RemoveUserFromAdminRole', { Id });
const userById = async (id: string) =>
  (await suite.admin.api.get('/api/Account/GetUserById', { id })).json() as User;

const refused = (request: ApiRequest, status: number) => refusedWithoutWriting(suite.t, request, status);

describe('Account/AddUserToAdminRole and RemoveUserFromAdminRole', () => {
  it('makes a full administrator, changes them to a role, and takes the role away', async () => {
    const person = await signedInUser(suite.t);
    const full = await add({ Id: person.id, RequireWebsiteRole: false });
    expect(full.json()).toEqual({ Message: userTexts.madeAdministrator('Chidi Okafor') });
    expect(await userRow(suite.t.db, person.id)).toMatchObject({ isAdmin: true, allowAllEndpoints: true });
    // Their next request has every right.
    expect((await apiAs(suite.t, person.token).get('/api/Account/GetAdmins')).statusCode).toBe(200);

    const limited = await add({ Id: person.id, RequireWebsiteRole: true, AdminRoleId: supportRoleId });
    expect(limited.json()).toEqual({ Message: userTexts.givenRole('Chidi Okafor', 'Support') });
    expect(await userById(person.id)).toMatchObject({
      IsAdmin: true,
      RequireWebsiteRole: true,
      AdminRoleId: supportRoleId,
      AdminRoleName: 'Support',
    });
    expect((await apiAs(suite.t, person.token).get('/api/Account/GetAdmins')).statusCode).toBe(403);

    const removed = await removeRole(person.id);
    expect(removed.json()).toEqual({ Message: userTexts.adminRoleRemoved('Chidi Okafor') });
    expect(await userRow(suite.t.db, person.id)).toMatchObject({
      isAdmin: false,
      allowAllEndpoints: false,
      adminRoleId: null,
    });
    expect((await refused(() => removeRole(person.id), 409)).title).toBe(
      userTexts.notAnAdministrator('Chidi Okafor'),
    );
  });

  it('refuses an unknown or missing role with 400', async () => {
    const person = await signedInUser(suite.t);
    const unknown = await refused(
      () => add({ Id: person.id, RequireWebsiteRole: true, AdminRoleId: 424_242 }),
      400,
    );
    expect(unknown.errors?.AdminRoleId).toEqual([userTexts.noRole(424_242)]);
    const missing = await refused(() => add({ Id: person.id, RequireWebsiteRole: true }), 400);
    expect(missing.errors?.AdminRoleId).toEqual(['AdminRoleId is required']);
    await refused(() => add({ Id: person.id, RequireWebsiteRole: true, AdminRoleId: 'Support' }), 400);
  });

  it('refuses demoting or changing oneself with 409', async () => {
    expect((await refused(() => removeRole(suite.admin.id), 409)).title).toBe(userTexts.notYourself);
    const self = await refused(
      () => add({ Id: suite.admin.id, RequireWebsiteRole: true, AdminRoleId: supportRoleId }),
      409,
    );
    expect(self.title).toBe(userTexts.notYourself);
  });

  it('is for full administrators only: a sub-admin with Account edit gets 403, even for themselves', async () => {
    const editor = await signedInAdmin(suite.t, { [Endpoint.Account]: { view: true, edit: true } });
    const editorApi = apiAs(suite.t, editor.token);
    const rider = await signedInUser(suite.t);
    const problem = await refused(() => add({ Id: rider.id, RequireWebsiteRole: false }, editorApi), 403);
    expect(problem.title).toBe(userTexts.fullAdministratorsOnly);
    await refused(() => add({ Id: editor.id, RequireWebsiteRole: false }, editorApi), 403);
    await refused(() => removeRole(suite.admin.id, editorApi), 403);
    await refused(() => removeRole(rider.id, editorApi), 403);
    expect(await userRow(suite.t.db, editor.id)).toMatchObject({ allowAllEndpoints: false });
  });
});
