import { accountTexts } from '@wayfare/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { codeIn, createUser, type TestApp, waitForMessage } from '../../test/test-app.ts';
import { signInLimits } from './sign-in-throttle.ts';

// Wrapped, to see which requests make the server check a password (the dear part of a sign-in):
// a known address's against its hash, an unknown one's against a decoy hash, which costs the same.
vi.mock('../../auth/passwords.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../auth/passwords.ts')>();
  return {
    ...original,
    verifyPassword: vi.fn(original.verifyPassword),
    spendPasswordCheckTime: vi.fn(original.spendPasswordCheckTime),
  };
});
const passwords = await import('../../auth/passwords.ts');
const passwordChecks = () =>
  vi.mocked(passwords.verifyPassword).mock.calls.length +
  vi.mocked(passwords.spendPasswordCheckTime).mock.calls.length;

let t: TestApp;
beforeAll(async () => {
  // The test files of a worker share their modules: the app is loaded afresh so it checks passwords
  // through the wrapped functions.
  vi.resetModules();
  const fresh: typeof import('../../test/test-app.ts') = await import('../../test/test-app.ts');
  t = await fresh.createTestApp();
});
afterAll(() => t.close());
beforeEach(() => vi.clearAllMocks());

let addressCounter = 0;
const nextAddress = () => `10.29.${Math.floor(addressCounter / 250)}.${(addressCounter++ % 250) + 1}`;
const WRONG = 'Wr0ng!password';
const NEW_PASSWORD = 'N3w!Password';

const attempt = (email: string, password: string, remoteAddress = nextAddress()) =>
  t.app.inject({
    method: 'POST',
    url: '/api/Account/Authenticate',
    payload: { EmailAddress: email, Password: password },
    remoteAddress,
  });

const { max } = signInLimits.account;

describe('sign-in throttled per account', () => {
  it(`refuses an account after ${max} wrong passwords from fifteen addresses, and the right one after them`, async () => {
    const user = await createUser(t.db);
    const statuses: number[] = [];
    for (let i = 0; i < 15; i++) statuses.push((await attempt(user.email, WRONG)).statusCode);
    expect(statuses).toEqual([...Array(max).fill(401), ...Array(15 - max).fill(429)]);
    const right = await attempt(user.email, user.password);
    expect(right.statusCode).toBe(429);
    expect(right.headers['content-type']).toContain('application/problem+json');
    expect(right.json().title).toBe(accountTexts.tooManyAttempts);
    expect(Number(right.headers['retry-after'])).toBeGreaterThan(signInLimits.account.windowSeconds - 60);
  });

  it(`answers twenty wrong guesses sent at once with exactly ${max} 401s and 429 for the rest`, async () => {
    const user = await createUser(t.db);
    const replies = await Promise.all(Array.from({ length: 20 }, () => attempt(user.email, WRONG)));
    const statuses = replies.map((reply) => reply.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(max);
    expect(statuses.filter((status) => status === 429)).toHaveLength(20 - max);
    // Only the guesses let through had their password checked.
    expect(passwordChecks()).toBe(max);
  });

  it('lets the owner of a locked account in once they have set a new password with the reset e-mail', async () => {
    const user = await createUser(t.db);
    for (let i = 0; i <= max; i++) await attempt(user.email, WRONG);
    const locked = await attempt(user.email, user.password);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().title).toContain('Forgot your password?');

    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/Account/ResetPassword',
      payload: { EmailAddress: user.email },
      remoteAddress: nextAddress(),
    });
    expect(reset.statusCode).toBe(200);
    const message = await waitForMessage(
      t.sent,
      (sent) => sent.recipient === user.email && sent.subject === 'Your code to set a new password',
    );
    const completed = await t.app.inject({
      method: 'POST',
      url: '/api/Account/CompletePasswordReset',
      payload: {
        EmailAddress: user.email,
        VerificationCode: codeIn(message.body),
        Password: NEW_PASSWORD,
        ConfirmPassword: NEW_PASSWORD,
      },
    });
    expect(completed.statusCode).toBe(200);
    expect((await attempt(user.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('forgets the failures of an account once its owner signs in', async () => {
    const user = await createUser(t.db);
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < max - 1; i++) expect((await attempt(user.email, WRONG)).statusCode).toBe(401);
      expect((await attempt(user.email, user.password)).statusCode).toBe(200);
    }
  });
});

describe('an address without an account answers as one with', () => {
  it('checks a password once for a wrong password, known address or not, with the same answer', async () => {
    const user = await createUser(t.db);
    const known = await attempt(user.email, WRONG);
    expect(passwords.verifyPassword).toHaveBeenCalledTimes(1);
    const unknown = await attempt('nobody.here@example.ng', WRONG);
    expect(passwords.spendPasswordCheckTime).toHaveBeenCalledTimes(1);
    expect(passwordChecks()).toBe(2);
    expect([known.statusCode, unknown.statusCode]).toEqual([401, 401]);
    expect(unknown.body).toBe(known.body);
  });

  it('refuses a locked e-mail address the same way, checking no password, whether or not it has an account', async () => {
    const user = await createUser(t.db);
    const stranger = 'no.account@example.ng';
    for (let i = 0; i < max; i++) {
      await attempt(user.email, WRONG);
      await attempt(stranger, WRONG);
    }
    vi.clearAllMocks();
    const known = await attempt(user.email, WRONG);
    const unknown = await attempt(stranger, WRONG);
    expect(passwordChecks()).toBe(0);
    expect([known.statusCode, unknown.statusCode]).toEqual([429, 429]);
    expect(unknown.json()).toEqual(known.json());
    expect(
      Math.abs(Number(unknown.headers['retry-after']) - Number(known.headers['retry-after'])),
    ).toBeLessThan(30);
  });
});
