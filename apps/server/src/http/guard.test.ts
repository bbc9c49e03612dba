import { randomUUID } from 'node:crypto';
import { accountTexts, PROBLEM_CONTENT_TYPE } from '@wayfare/contracts';
import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// The tables through the schema, so the HTTP layer's tests reach into no module.
import { users } from '../db/schema.ts';
import { bearer, createTestApp, signedInUser, TEST_JWT_SECRET, type TestApp } from '../test/test-app.ts';

let t: TestApp;
let user: Awaited<ReturnType<typeof signedInUser>>;
beforeAll(async () => {
  t = await createTestApp();
  user = await signedInUser(t);
});
afterAll(() => t.close());

const SIGNED_IN_URL = '/api/Settings/GetMyAdminEndPoints';
const callWith = (headers: Record<string, string>) => t.app.inject({ url: SIGNED_IN_URL, headers });
const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const secret = (text: string) => new TextEncoder().encode(text);

/** A token as our server issues it, with any claim or header changed. */
function forge(options: { sub?: string; ver?: unknown; alg?: string; key?: string; exp?: number }) {
  const jwt = new SignJWT(options.ver === undefined ? {} : { ver: options.ver })
    .setProtectedHeader({ alg: options.alg ?? 'HS256', typ: 'JWT' })
    .setSubject(options.sub ?? user.id)
    .setIssuedAt();
  jwt.setExpirationTime(options.exp ?? Math.floor(Date.now() / 1000) + 3600);
  return jwt.sign(secret(options.key ?? TEST_JWT_SECRET));
}

async function expectUnauthorized(token: string, message: string = accountTexts.sessionExpired) {
  const response = await callWith(bearer(token));
  expect(response.statusCode).toBe(401);
  expect(response.headers['content-type']).toContain(PROBLEM_CONTENT_TYPE);
  expect(response.json()).toMatchObject({ status: 401, title: message });
}

describe('bearer tokens', () => {
  it('accepts the token the server issued, with either case of the scheme', async () => {
    expect((await callWith(bearer(user.token))).statusCode).toBe(200);
    expect((await callWith({ authorization: `bearer ${user.token}` })).statusCode).toBe(200);
  });

  it('accepts a token forged with our own secret and claims, so the refusals below are about one change', async () => {
    expect((await callWith(bearer(await forge({ ver: 0 })))).statusCode).toBe(200);
  });

  it('asks a caller without a token to sign in', async () => {
    const response = await callWith({});
    expect(response.statusCode).toBe(401);
    expect(response.json().title).toBe('Kindly sign in to continue');
  });

  it('refuses a token whose algorithm is "none"', async () => {
    const [, payload] = (await forge({ ver: 0 })).split('.');
    await expectUnauthorized(`${base64url({ alg: 'none', typ: 'JWT' })}.${payload}.`);
  });

  it('refuses a token signed with another algorithm, even with our secret', async () => {
    await expectUnauthorized(await forge({ ver: 0, alg: 'HS512' }));
  });

  it('refuses a token signed with another secret', async () => {
    await expectUnauthorized(await forge({ ver: 0, key: 'another-secret-that-is-long-enough-for-hs256!!' }));
  });

  it('refuses a token whose payload was changed after signing', async () => {
    const other = await signedInUser(t);
    const [header, payload, signature] = user.token.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    const tampered = `${header}.${base64url({ ...claims, sub: other.id })}.${signature}`;
    await expectUnauthorized(tampered);
  });

  it('refuses an expired token', async () => {
    await expectUnauthorized(await forge({ ver: 0, exp: Math.floor(Date.now() / 1000) - 60 }));
  });

  it('refuses malformed tokens and other schemes', async () => {
    for (const token of ['abc', 'a.b.c', '...', 'x'.repeat(5000), `${user.token}x`]) {
      await expectUnauthorized(token);
    }
    for (const authorization of ['Basic dXNlcjpwYXNz', 'Bearer', 'Bearer ', user.token]) {
      expect((await callWith({ authorization })).statusCode, authorization).toBe(401);
    }
  });

  it('refuses anything but exactly the scheme and one token, as it refuses a bad token', async () => {
    for (const authorization of [
      `Bearer ${user.token} junk`,
      `Bearer ${user.token} ${user.token}`,
      `Bearer ${user.token},`,
      `Bearer\t${user.token}`,
      `Bearer:${user.token}`,
      `xBearer ${user.token}`,
      `Bearer ${user.token} Bearer other`,
    ]) {
      const response = await callWith({ authorization });
      expect(response.statusCode, authorization).toBe(401);
      expect(response.headers['content-type'], authorization).toContain(PROBLEM_CONTENT_TYPE);
      expect(response.json(), authorization).toMatchObject({
        status: 401,
        title: accountTexts.sessionExpired,
      });
    }
  });

  it('refuses a token whose subject is not a user id', async () => {
    await expectUnauthorized(await forge({ ver: 0, sub: 'admin' }));
    await expectUnauthorized(await forge({ ver: 0, sub: "' or 1=1 --" }));
  });

  it('refuses a token for an account that does not exist', async () => {
    await expectUnauthorized(await forge({ ver: 0, sub: randomUUID() }));
  });

  it('refuses a token without a version, or from an older version of the account', async () => {
    await expectUnauthorized(await forge({}));
    await expectUnauthorized(await forge({ ver: '0' }));
    await expectUnauthorized(await forge({ ver: -1 }));
  });
});

describe('ending sessions', () => {
  it('stops earlier tokens at once when the password changes, and the new token works', async () => {
    const person = await signedInUser(t);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/Account/ChangePassword',
      headers: bearer(person.token),
      payload: { Password: 'An0ther!Password' },
    });
    expect(response.statusCode).toBe(200);
    await expectUnauthorized(person.token);
    expect((await callWith(bearer(response.json().Token))).statusCode).toBe(200);
  });

  it('stops earlier tokens at once when the account is suspended', async () => {
    const person = await signedInUser(t);
    await t.db.update(users).set({ isActive: false }).where(eq(users.id, person.id));
    await expectUnauthorized(person.token, accountTexts.accountSuspended);
  });
});
