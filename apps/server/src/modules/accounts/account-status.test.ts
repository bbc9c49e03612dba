import { accountTexts, Endpoint, userTexts } from '@wayfare/contracts';
import { describe, expect, it } from 'vitest';
import { loadPrincipal } from '../../auth/principal.ts';
import { type ApiClient, apiAs, problemOf } from '../../test/api-client.ts';
import { authenticate, createTestApp, signedInAdmin, signedInUser, userRow } from '../../test/test-app.ts';
import { suspendUserAccount } from './account-status.service.ts';
import { deleteUserAccount } from './delete-user-account.service.ts';
import {
  type ApiRequest,
  accountsTestApp,
  fullAdministrator,
  refusedWithoutWriting,
} from './test-support.ts';

const suite = accountsTestApp();

const suspend = (Id: string, api: ApiClient = suite.admin.api) =>
  api.post('/api/Account/SuspendUserAccount', { Id });
const activate = (Id: string, api: ApiClient = suite.admin.api) =>
  api.post('/api/Account/ActivateUserAccount', { Id });

const refused = (request: ApiRequest, status: number) => refusedWithoutWriting(suite.t, request, status);

describe('Account/SuspendUserAccount and ActivateUserAccount', () => {
  it("refuses a suspended person's next call and their sign-in; activated, they sign in again", async () => {
    const rider = await signedInUser(suite.t);
    const riderApi = apiAs(suite.t, rider.token);
    expect((await riderApi.get('/api/Account/GetSexes')).statusCode).toBe(200);

    const response = await suspend(rider.id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ Message: userTexts.suspended('Chidi Okafor') });
    expect((await riderApi.get('/api/Account/GetSexes')).statusCode).toBe(401);
    const signIn = problemOf(await authenticate(suite.t.app, rider.email, rider.password), 401);
    expect(signIn.title).toBe(accountTexts.accountSuspended);

    const again = await refused(() => suspend(rider.id), 409);
    expect(again.title).toBe(userTexts.alreadySuspended('Chidi Okafor'));

    const activated = await activate(rider.id);
    expect(activated.json()).toEqual({ Message: userTexts.activated('Chidi Okafor') });
    expect((await authenticate(suite.t.app, rider.email, rider.password)).statusCode).toBe(200);
    const twice = await refused(() => activate(rider.id), 409);
    expect(twice.title).toBe(userTexts.alreadyActive('Chidi Okafor'));
  });

  it('refuses suspending oneself', async () => {
    expect((await refused(() => suspend(suite.admin.id), 409)).title).toBe(userTexts.notYourself);
  });

  it('keeps the last active full administrator, even against a request that passed the guard before its caller was suspended', async () => {
    const local = await createTestApp();
    try {
      const first = await fullAdministrator(local);
      const second = await fullAdministrator(local);
      // second's request was let in while second was still active; first suspends second meanwhile.
      const secondAsLetIn = (await loadPrincipal(local.db, second.id))!;
      expect((await first.api.post('/api/Account/SuspendUserAccount', { Id: second.id })).statusCode).toBe(
        200,
      );
      await expect(
        suspendUserAccount(local.db, { caller: secondAsLetIn, Id: first.id }),
      ).rejects.toMatchObject({
        status: 409,
        message: userTexts.lastFullAdministrator,
      });
      await expect(
        deleteUserAccount(local.db, { caller: secondAsLetIn, Id: first.id }),
      ).rejects.toMatchObject({
        status: 409,
        message: userTexts.lastFullAdministrator,
      });
      expect((await userRow(local.db, first.id))?.isActive).toBe(true);
    } finally {
      await local.close();
    }
  });

  it("lets a sub-admin with Account edit suspend a rider but not an administrator's account", async () => {
    const editor = await signedInAdmin(suite.t, { [Endpoint.Account]: { edit: true } });
    const editorApi = apiAs(suite.t, editor.token);
    const rider = await signedInUser(suite.t);
    expect((await suspend(rider.id, editorApi)).statusCode).toBe(200);
    const problem = await refused(() => suspend(suite.admin.id, editorApi), 403);
    expect(problem.title).toBe(userTexts.fullAdministratorsOnly);
    expect((await userRow(suite.t.db, suite.admin.id))?.isActive).toBe(true);
  });

  it('answers 404 for an unknown account and 400 for a malformed id or unknown property', async () => {
    expect((await refused(() => suspend('00000000-0000-4000-8000-000000000000'), 404)).title).toBe(
      userTexts.noUser,
    );
    expect((await refused(() => suspend("1' or '1'='1"), 400)).errors?.Id).toEqual([
      'Id must be an account id',
    ]);
    await refused(
      () => suite.admin.api.post('/api/Account/SuspendUserAccount', { Id: suite.admin.id, IsActive: false }),
      400,
    );
  });
});
