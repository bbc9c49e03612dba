import { accountTexts, twoFactorTexts } from '@wayfare/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs, listOf, problemOf } from '../../test/api-client.ts';
import {
  authenticate,
  bearer,
  createTestApp,
  createUser,
  type TestApp,
  tokenFor,
} from '../../test/test-app.ts';
import { codeOf, enrolTwoFactor } from './two-factor.test-support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const account = (url: string) => `/api/Account/${url}`;

/** An administrator enrolled through the calls, with the secret their app holds and their recovery codes. */
async function enrolledAdmin(options: { allowAllEndpoints?: boolean } = {}) {
  const admin = await createUser(
    t.db,
    options.allowAllEndpoints ? { allowAllEndpoints: true } : { rights: { 2: { view: true } } },
  );
  const api = apiAs(t, await tokenFor(admin));
  return { ...admin, api, ...(await enrolTwoFactor(api)) };
}

const verify = (body: object) =>
  t.app.inject({ method: 'POST', url: account('VerifyTwoFactor'), payload: body });

async function challengeOf(user: { email: string; password: string }) {
  const response = await authenticate(t.app, user.email, user.password);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().ChallengeToken as string;
}

describe('enrolment', () => {
  it('shows a QR code of an otpauth URI naming Wayfare and the e-mail, and turns on with a current code', async () => {
    const admin = await createUser(t.db, { allowAllEndpoints: true });
    const api = apiAs(t, await tokenFor(admin));
    const started = (await api.call('POST', account('StartTwoFactorEnrolment'))).json();
    expect(started.Secret).toMatch(/^[A-Z2-7]{32}$/);
    const uri = new URL(started.OtpauthUri);
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.host).toBe('totp');
    expect(decodeURIComponent(uri.pathname)).toBe(`/Wayfare:${admin.email}`);
    expect(uri.searchParams.get('issuer')).toBe('Wayfare');
    expect(uri.searchParams.get('secret')).toBe(started.Secret);
    expect(started.QrCode).toMatch(/^data:image\/png;base64,/);

    // Pending until confirmed: the password alone still signs in.
    expect((await authenticate(t.app, admin.email, admin.password)).json().Token).toEqual(expect.any(String));
    const wrong = await api.post(account('ConfirmTwoFactorEnrolment'), { Code: '12345' });
    expect(problemOf(wrong, 400).errors?.Code).toBeDefined();

    const confirmed = await api.post(account('ConfirmTwoFactorEnrolment'), {
      Code: await codeOf(started.Secret),
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const codes: string[] = confirmed.json().RecoveryCodes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z0-9]{5}-[a-z0-9]{5}$/);

    const status = await api.get(account('GetTwoFactorStatus'));
    expect(status.json()).toEqual({
      Enrolled: true,
      RecoveryCodesLeft: 10,
      RequiredForAdministrators: false,
    });
    // The secret is never shown again, and it is not stored as it is.
    expect(problemOf(await api.call('POST', account('StartTwoFactorEnrolment')), 409).title).toBe(
      twoFactorTexts.alreadyEnrolled,
    );
    const stored = await t.db.execute(`select sealed_secret from two_factor_secrets`);
    expect(JSON.stringify(stored)).not.toContain(started.Secret);
  });

  it('keeps neither the secret nor the recovery codes for a retried request', async () => {
    const admin = await createUser(t.db, { allowAllEndpoints: true, password: null });
    const headers = { ...bearer(await tokenFor(admin)), 'idempotency-key': `enrol-${admin.id}` };
    const started = await t.app.inject({ method: 'POST', url: account('StartTwoFactorEnrolment'), headers });
    const confirmed = await t.app.inject({
      method: 'POST',
      url: account('ConfirmTwoFactorEnrolment'),
      headers: { ...headers, 'idempotency-key': `confirm-${admin.id}` },
      payload: { Code: await codeOf(started.json().Secret) },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const kept = JSON.stringify(await t.db.execute('select body from idempotency_keys'));
    expect(kept).not.toContain(started.json().Secret);
    expect(kept).not.toContain(confirmed.json().RecoveryCodes[0]);
  });

  it('is for administrators', async () => {
    const rider = await createUser(t.db, { password: null });
    const response = await apiAs(t, await tokenFor(rider)).call('POST', account('StartTwoFactorEnrolment'));
    expect(problemOf(response, 403).title).toBe(twoFactorTexts.administratorsOnly);
  });
});

describe('signing in with a second factor', () => {
  it('asks for the code after the password, then signs in with it; the challenge is no bearer token', async () => {
    const admin = await enrolledAdmin({ allowAllEndpoints: true });
    const first = await authenticate(t.app, admin.email, admin.password);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ TwoFactorRequired: true, ChallengeToken: expect.any(String) });
    const challenge = first.json().ChallengeToken;
    expect((await apiAs(t, challenge).get(account('GetTwoFactorStatus'))).statusCode).toBe(401);

    const signedIn = await verify({ ChallengeToken: challenge, Code: await codeOf(admin.secret, 1) });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(signedIn.json()).toMatchObject({ RequireNewPassword: false, User: { Id: admin.id } });
    // The token works, and a token is refused as a challenge.
    const token = signedIn.json().Token;
    expect((await apiAs(t, token).get('/api/Settings/GetMyAdminEndPoints')).statusCode).toBe(200);
    expect((await verify({ ChallengeToken: token, Code: await codeOf(admin.secret, 1) })).statusCode).toBe(
      401,
    );
  });

  it('refuses a code accepted once already (replay), and a wrong one', async () => {
    const admin = await enrolledAdmin();
    const code = await codeOf(admin.secret, 1);
    expect((await verify({ ChallengeToken: await challengeOf(admin), Code: code })).statusCode).toBe(200);
    const replayed = await verify({ ChallengeToken: await challengeOf(admin), Code: code });
    expect(problemOf(replayed, 401).title).toBe(twoFactorTexts.wrongCode);
    // The confirmation's code, one step older, is refused too: only later steps are accepted.
    const older = await verify({
      ChallengeToken: await challengeOf(admin),
      Code: await codeOf(admin.secret),
    });
    expect(older.statusCode).toBe(401);
  });

  it('spends a recovery code once', async () => {
    const admin = await enrolledAdmin();
    const [code] = admin.recoveryCodes;
    const first = await verify({
      ChallengeToken: await challengeOf(admin),
      RecoveryCode: code!.toUpperCase(),
    });
    expect(first.statusCode, first.body).toBe(200);
    const again = await verify({ ChallengeToken: await challengeOf(admin), RecoveryCode: code });
    expect(problemOf(again, 401).title).toBe(twoFactorTexts.wrongRecoveryCode);
    const status = await apiAs(t, first.json().Token).get(account('GetTwoFactorStatus'));
    expect(status.json().RecoveryCodesLeft).toBe(9);
  });

  it('stops wrong codes after five, even sent at once', async () => {
    const admin = await enrolledAdmin();
    const challenge = await challengeOf(admin);
    const replies = await Promise.all(
      Array.from({ length: 8 }, () => verify({ ChallengeToken: challenge, Code: '000000' })),
    );
    const statuses = replies.map((reply) => reply.statusCode).sort();
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(3);
    // Now even the right code waits.
    const right = await verify({ ChallengeToken: challenge, Code: await codeOf(admin.secret, 1) });
    expect(problemOf(right, 429).title).toBe(twoFactorTexts.tooManyCodes);
    expect(Number(right.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('signs other accounts in as before, with no new property', async () => {
    const rider = await createUser(t.db);
    const reply = (await authenticate(t.app, rider.email, rider.password)).json();
    expect(Object.keys(reply).sort()).toEqual(['RequireNewPassword', 'Token', 'User']);
  });
});

describe('turning it off and renewing the codes', () => {
  it('renews the recovery codes with the password, and turns off with it, not with a wrong one', async () => {
    const admin = await enrolledAdmin();
    const renewed = await admin.api.post(account('RegenerateRecoveryCodes'), { Password: admin.password });
    expect(renewed.statusCode, renewed.body).toBe(200);
    expect(renewed.json().RecoveryCodes).toHaveLength(10);
    const old = await verify({
      ChallengeToken: await challengeOf(admin),
      RecoveryCode: admin.recoveryCodes[0],
    });
    expect(old.statusCode).toBe(401);

    const wrong = await admin.api.post(account('DisableTwoFactor'), { Password: 'Wr0ng!password' });
    expect(problemOf(wrong, 400).errors?.Password).toEqual([twoFactorTexts.wrongPassword]);
    const off = await admin.api.post(account('DisableTwoFactor'), { Password: admin.password });
    expect(off.statusCode, off.body).toBe(200);
    expect((await authenticate(t.app, admin.email, admin.password)).json().Token).toEqual(expect.any(String));
  });
});

describe('the policy and the reset', () => {
  it('a full administrator resets another administrator’s second factor: their sessions end, and it is logged without secrets', async () => {
    const full = await createUser(t.db, { allowAllEndpoints: true, password: null });
    const fullApi = apiAs(t, await tokenFor(full));
    const admin = await enrolledAdmin();
    const signedIn = await verify({
      ChallengeToken: await challengeOf(admin),
      Code: await codeOf(admin.secret, 1),
    });

    const bySubAdmin = await admin.api.post(account('ResetTwoFactor'), { Id: full.id });
    expect(bySubAdmin.statusCode).toBe(403);
    const reset = await fullApi.post(account('ResetTwoFactor'), { Id: admin.id });
    expect(reset.statusCode, reset.body).toBe(200);
    expect((await apiAs(t, signedIn.json().Token).get(account('GetTwoFactorStatus'))).statusCode).toBe(401);
    expect((await authenticate(t.app, admin.email, admin.password)).json().Token).toEqual(expect.any(String));
    expect(problemOf(await fullApi.post(account('ResetTwoFactor'), { Id: admin.id }), 409).title).toContain(
      'has no two-factor sign-in',
    );

    const { rows } = listOf<{ Action: string; RecordId: string; Changes: unknown }>(
      await fullApi.get('/api/Activity/GetAdminActivities', { Keyword: 'ResetTwoFactor' }),
    );
    const entry = rows.find((row) => row.Action === 'ResetTwoFactor' && row.RecordId === admin.id);
    expect(entry?.Changes).toEqual([{ Field: 'TwoFactorSignIn', Before: 'On', After: 'Off' }]);
    expect(JSON.stringify(rows)).not.toContain(admin.secret);
  });

  it('required of every administrator, sends one without it to enrolment before any admin call', async () => {
    const bare = apiAs(
      t,
      await tokenFor(await createUser(t.db, { allowAllEndpoints: true, password: null })),
    );
    const notYet = await bare.post(account('UpdateTwoFactorPolicy'), { RequiredForAdministrators: true });
    expect(problemOf(notYet, 409).title).toBe(twoFactorTexts.enrolYourselfFirst);
    const fullApi = (await enrolledAdmin({ allowAllEndpoints: true })).api;
    // Account edit rights are not enough: the policy is for full administrators.
    const sub = await createUser(t.db, { rights: { 2: { view: true, edit: true } } });
    const rider = await createUser(t.db);
    const refused = await apiAs(t, await tokenFor(sub)).post(account('UpdateTwoFactorPolicy'), {
      RequiredForAdministrators: true,
    });
    expect(problemOf(refused, 403).title).toBe(twoFactorTexts.fullAdministratorsOnly);
    try {
      const on = await fullApi.post(account('UpdateTwoFactorPolicy'), { RequiredForAdministrators: true });
      expect(on.json()).toEqual({ Message: twoFactorTexts.policyOn });

      const signIn = (await authenticate(t.app, sub.email, sub.password)).json();
      expect(signIn.RequireTwoFactorEnrolment).toBe(true);
      const api = apiAs(t, signIn.Token);
      expect(problemOf(await api.get(account('GetAdmins')), 403).title).toBe(twoFactorTexts.enrolFirst);
      expect((await authenticate(t.app, rider.email, rider.password)).json()).not.toHaveProperty(
        'RequireTwoFactorEnrolment',
      );

      const { Secret } = (await api.call('POST', account('StartTwoFactorEnrolment'))).json();
      await api.post(account('ConfirmTwoFactorEnrolment'), { Code: await codeOf(Secret) });
      expect((await api.get(account('GetAdmins'))).statusCode).toBe(200);
      const off = await api.post(account('DisableTwoFactor'), { Password: sub.password });
      expect(problemOf(off, 409).title).toBe(twoFactorTexts.requiredByPolicy);
    } finally {
      await fullApi.post(account('UpdateTwoFactorPolicy'), { RequiredForAdministrators: false });
    }
  });

  it('ends a challenge when the password changes meanwhile', async () => {
    const admin = await enrolledAdmin();
    const challenge = await challengeOf(admin);
    await t.db.execute(`update users set token_version = token_version + 1 where id = '${admin.id}'`);
    const response = await verify({ ChallengeToken: challenge, Code: await codeOf(admin.secret, 1) });
    expect(problemOf(response, 401).title).toBe(twoFactorTexts.challengeExpired);
    expect(accountTexts.sessionExpired).not.toBe(twoFactorTexts.challengeExpired);
  });
});
