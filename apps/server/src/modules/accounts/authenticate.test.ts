import { accountTexts } from '@wayfare/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, createUser, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('Account/Authenticate', () => {
  it('signs an administrator in with their session fields and a working token', async () => {
    const admin = await createUser(t.db, { allowAllEndpoints: true });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/Account/Authenticate',
      payload: { EmailAddress: admin.email.toUpperCase(), Password: admin.password },
    });
    expect(response.statusCode).toBe(200);
    const reply = response.json();
    expect(reply.RequireNewPassword).toBe(false);
    expect(reply.User).toMatchObject({
      Id: admin.id,
      EmailAddress: admin.email,
      Surname: 'Okafor',
      FirstName: 'Chidi',
      HasAdminRole: true,
      AllowAllEndPoints: true,
    });
    expect(reply.User.AdminEndPoints.map((e: { Id: number }) => e.Id)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11,
    ]);
    const endpoints = await t.app.inject({
      url: '/api/settings/getmyadminendpoints',
      headers: bearer(reply.Token),
    });
    expect(endpoints.statusCode).toBe(200);
    expect(endpoints.json()).toHaveLength(11);
  });

  it('refuses a wrong password with the same message as an unknown address', async () => {
    const user = await createUser(t.db);
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/Account/Authenticate',
      payload: { EmailAddress: user.email, Password: 'Wr0ng!password' },
    });
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/Account/Authenticate',
      payload: { EmailAddress: 'nobody@example.ng', Password: 'Wr0ng!password' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.headers['content-type']).toContain('application/problem+json');
    expect(wrong.json().detail).toBe(accountTexts.wrongCredentials);
    expect(unknown.json().detail).toBe(accountTexts.wrongCredentials);
  });
});
