import { accountTexts, texts } from '@wayfare/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs } from '../../test/api-client.ts';
import {
  authenticate,
  bearer,
  createTestApp,
  signedInUser,
  type TestApp,
  userRow,
} from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const changePassword = (token: string | undefined, payload: object) =>
  apiAs(t, token).post('/api/Account/ChangePassword', payload);

describe('Account/ChangePassword', () => {
  it('sets the new password, clears RequireNewPassword and returns a fresh token', async () => {
    const admin = await signedInUser(t, { allowAllEndpoints: true, requireNewPassword: true });
    const response = await changePassword(admin.token, { Password: 'Ch0sen!ByMe' });
    expect(response.statusCode).toBe(200);
    const reply = response.json();
    expect(reply).toEqual({ Message: accountTexts.passwordChanged, Token: expect.any(String) });
    expect(reply.Token).not.toBe(admin.token);
    expect((await userRow(t.db, admin.id))?.requireNewPassword).toBe(false);

    const fresh = await t.app.inject({
      url: '/api/Settings/GetMyAdminEndPoints',
      headers: bearer(reply.Token),
    });
    expect(fresh.statusCode).toBe(200);
    expect(fresh.json()).toHaveLength(18);

    const signIn = await authenticate(t.app, admin.email, 'Ch0sen!ByMe');
    expect(signIn.json().RequireNewPassword).toBe(false);
    expect((await authenticate(t.app, admin.email, admin.password)).statusCode).toBe(401);
  });

  it('needs the person to be signed in', async () => {
    const response = await changePassword(undefined, { Password: 'Ch0sen!ByMe' });
    expect(response.statusCode).toBe(401);
  });

  it("holds the new password to the spec's rule, up to 128 characters", async () => {
    const user = await signedInUser(t);
    const weak = await changePassword(user.token, { Password: 'password1' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().errors).toEqual({ Password: [texts.passwordRule] });
    const tooLong = await changePassword(user.token, { Password: `Aa1!${'x'.repeat(125)}` });
    expect(tooLong.statusCode).toBe(400);
    // Refusals change nothing: the token still works.
    const long = `Aa1!${'y'.repeat(60)}`;
    expect((await changePassword(user.token, { Password: long })).statusCode).toBe(200);
    expect((await authenticate(t.app, user.email, long)).statusCode).toBe(200);
  });
});
