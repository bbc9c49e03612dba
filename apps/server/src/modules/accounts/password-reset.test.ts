import { accountTexts, texts } from '@wayfare/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { hashPassword } from '../../auth/passwords.ts';
import {
  bearer,
  codeIn,
  createUser,
  signedInUser,
  signIn,
  type TestApp,
  userRow,
  waitForMessage,
} from '../../test/test-app.ts';
import { outboxMessages } from '../outbox/outbox.table.ts';
import { users } from './accounts.table.ts';
import { CODE_LIFETIME_MINUTES, MAX_FAILED_ATTEMPTS } from './verification-codes.service.ts';
import { verificationCodes } from './verification-codes.table.ts';

// Wrapped, to count how often a request makes the server hash a password.
vi.mock('../../auth/passwords.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../auth/passwords.ts')>();
  return { ...original, hashPassword: vi.fn(original.hashPassword) };
});

let t: TestApp;
beforeAll(async () => {
  // The test files of a worker share their modules: the app is loaded afresh here, so that it hashes
  // through the wrapped function.
  vi.resetModules();
  const fresh: typeof import('../../test/test-app.ts') = await import('../../test/test-app.ts');
  t = await fresh.createTestApp();
});
afterAll(() => t.close());

const NEW_PASSWORD = 'N3w!Password';
// Each test asks from its own address, so the per-caller limit on codes never joins in by accident.
let addressCounter = 0;
const nextAddress = () => `10.1.0.${++addressCounter}`;

const requestReset = (email: string, remoteAddress = nextAddress()) =>
  t.app.inject({
    method: 'POST',
    url: '/api/Account/ResetPassword',
    payload: { EmailAddress: email },
    remoteAddress,
  });

const completeReset = (email: string, code: string, password = NEW_PASSWORD) =>
  t.app.inject({
    method: 'POST',
    url: '/api/Account/CompletePasswordReset',
    payload: { EmailAddress: email, VerificationCode: code, Password: password, ConfirmPassword: password },
  });

/** Asks for a reset code and returns the code the e-mail carried. */
async function resetCodeFor(email: string) {
  const earlier = new Set(t.sent);
  expect((await requestReset(email)).statusCode).toBe(200);
  const message = await waitForMessage(
    t.sent,
    (sent) =>
      !earlier.has(sent) && sent.recipient === email && sent.subject === 'Your code to set a new password',
  );
  return codeIn(message.body);
}

const outboxCount = async () => t.db.$count(outboxMessages);

function expectInvalidCode(response: Awaited<ReturnType<typeof completeReset>>) {
  expect(response.statusCode).toBe(400);
  expect(response.json().errors).toEqual({ VerificationCode: [accountTexts.invalidCode] });
}

describe('Account/ResetPassword and Account/CompletePasswordReset', () => {
  it('sends a six-digit code by e-mail that sets a new password without signing in', async () => {
    const user = await signedInUser(t, { requireNewPassword: true });
    const code = await resetCodeFor(user.email);
    expect(code).toMatch(/^\d{6}$/);
    const response = await completeReset(user.email, code);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ Message: accountTexts.passwordChanged });
    await expect(signIn(t.app, user.email, NEW_PASSWORD)).resolves.toEqual(expect.any(String));
    await expect(signIn(t.app, user.email, user.password)).rejects.toThrow();
    expect((await userRow(t.db, user.id))?.requireNewPassword).toBe(false);
    // Every earlier session ends.
    const old = await t.app.inject({ url: '/api/Settings/GetMyAdminEndPoints', headers: bearer(user.token) });
    expect(old.statusCode).toBe(401);
  });

  it('writes the message to the outbox in the same request, with a link to the set-password page', async () => {
    const user = await createUser(t.db);
    const before = await outboxCount();
    await requestReset(user.email);
    const [row] = await t.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, user.email));
    expect(await outboxCount()).toBe(before + 1);
    expect(row).toMatchObject({ channel: 'Email', typeName: 'Password Reset' });
    const sent = await waitForMessage(t.sent, (message) => message.recipient === user.email);
    expect(sent.body).toContain(`/account/setpassword?email=${encodeURIComponent(user.email)}&code=`);
    expect(sent.body).toContain(`${CODE_LIFETIME_MINUTES} minutes`);
  });

  it('keeps only a hash of the code, and the sent message without it', async () => {
    const user = await createUser(t.db);
    const code = await resetCodeFor(user.email);
    const [stored] = await t.db.select().from(verificationCodes).where(eq(verificationCodes.userId, user.id));
    expect(stored?.codeHash).not.toContain(code);
    await expect
      .poll(async () => {
        const [row] = await t.db
          .select()
          .from(outboxMessages)
          .where(eq(outboxMessages.recipient, user.email));
        return row?.status;
      })
      .toBe('Sent');
    const [row] = await t.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, user.email));
    expect(row?.body).not.toContain(code);
  });

  it('answers an unknown address exactly as a known one, and sends it nothing', async () => {
    const user = await createUser(t.db);
    const known = await requestReset(user.email);
    const before = await outboxCount();
    const unknown = await requestReset('nobody-here@example.ng');
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    expect(unknown.headers['content-type']).toBe(known.headers['content-type']);
    expect(known.json()).toEqual({ Message: accountTexts.resetCodeSent });
    expect(await outboxCount()).toBe(before);
  });

  it('sends nothing to a suspended account', async () => {
    const user = await createUser(t.db);
    await t.db.update(users).set({ isActive: false }).where(eq(users.id, user.id));
    const before = await outboxCount();
    expect((await requestReset(user.email)).statusCode).toBe(200);
    expect(await outboxCount()).toBe(before);
  });

  it('draws a different random code each time', async () => {
    const user = await createUser(t.db);
    const codes = [];
    for (let i = 0; i < 4; i++) codes.push(await resetCodeFor(user.email));
    for (const code of codes) expect(code).toMatch(/^\d{6}$/);
    expect(new Set(codes).size).toBeGreaterThan(1);
  });

  it('accepts a code only once', async () => {
    const user = await createUser(t.db);
    const code = await resetCodeFor(user.email);
    expect((await completeReset(user.email, code)).statusCode).toBe(200);
    expectInvalidCode(await completeReset(user.email, code, 'Th1rd!Password'));
    await expect(signIn(t.app, user.email, NEW_PASSWORD)).resolves.toEqual(expect.any(String));
  });

  it('kills the earlier code when a new one is sent', async () => {
    const user = await createUser(t.db);
    const first = await resetCodeFor(user.email);
    let second = await resetCodeFor(user.email);
    // On the rare draw of the same six digits, draw again so the test means something.
    while (second === first) second = await resetCodeFor(user.email);
    expectInvalidCode(await completeReset(user.email, first));
    expect((await completeReset(user.email, second)).statusCode).toBe(200);
  });

  it(`lives ${CODE_LIFETIME_MINUTES} minutes and is refused once expired`, async () => {
    const user = await createUser(t.db);
    const code = await resetCodeFor(user.email);
    const [row] = await t.db
      .select({
        minutes: sql<number>`extract(epoch from (${verificationCodes.expiresAt} - ${verificationCodes.createdAt})) / 60`,
      })
      .from(verificationCodes)
      .where(eq(verificationCodes.userId, user.id));
    expect(Number(row?.minutes)).toBeCloseTo(CODE_LIFETIME_MINUTES, 1);
    await t.db
      .update(verificationCodes)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(verificationCodes.userId, user.id));
    expectInvalidCode(await completeReset(user.email, code));
    await expect(signIn(t.app, user.email, user.password)).resolves.toEqual(expect.any(String));
  });

  it(`dies after ${MAX_FAILED_ATTEMPTS} wrong tries, even for the right code`, async () => {
    const user = await createUser(t.db);
    const code = await resetCodeFor(user.email);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < MAX_FAILED_ATTEMPTS; i++) expectInvalidCode(await completeReset(user.email, wrong));
    expectInvalidCode(await completeReset(user.email, code));
    await expect(signIn(t.app, user.email, user.password)).resolves.toEqual(expect.any(String));
  });

  it('does not accept a code sent for deleting the account', async () => {
    const user = await createUser(t.db);
    const earlier = new Set(t.sent);
    await t.app.inject({
      method: 'POST',
      url: '/api/Account/GenerateVerificationCodeForAccountDeletion',
      payload: { EmailAddress: user.email },
      remoteAddress: nextAddress(),
    });
    const message = await waitForMessage(
      t.sent,
      (sent) => !earlier.has(sent) && sent.recipient === user.email,
    );
    expectInvalidCode(await completeReset(user.email, codeIn(message.body)));
  });

  it('spends no password hashing on a wrong code or an unknown address', async () => {
    const user = await createUser(t.db);
    const code = await resetCodeFor(user.email);
    const hashes = vi.mocked(hashPassword).mock.calls.length;
    expectInvalidCode(await completeReset(user.email, code === '000000' ? '111111' : '000000'));
    expectInvalidCode(await completeReset('nobody-at-all@example.ng', code));
    expect(vi.mocked(hashPassword).mock.calls.length).toBe(hashes);
    expect((await completeReset(user.email, code)).statusCode).toBe(200);
    expect(vi.mocked(hashPassword).mock.calls.length).toBe(hashes + 1);
  });

  it("applies the spec's password rule and confirmation message to the new password", async () => {
    const user = await createUser(t.db);
    const code = await resetCodeFor(user.email);
    const weak = await completeReset(user.email, code, 'weakpassword');
    expect(weak.statusCode).toBe(400);
    expect(weak.json().errors.Password).toEqual([texts.passwordRule]);
    const mismatch = await t.app.inject({
      method: 'POST',
      url: '/api/Account/CompletePasswordReset',
      payload: {
        EmailAddress: user.email,
        VerificationCode: code,
        Password: NEW_PASSWORD,
        ConfirmPassword: 'x',
      },
    });
    expect(mismatch.json().errors).toEqual({ ConfirmPassword: [texts.passwordMismatch] });
    // Refusals by the schema never reached the code, so it still works.
    expect((await completeReset(user.email, code)).statusCode).toBe(200);
  });

  it('limits how many codes one address may ask for, the same way whether or not it has an account', async () => {
    const user = await createUser(t.db);
    for (const email of [user.email, 'nobody-limited@example.ng']) {
      for (let i = 0; i < 5; i++) expect((await requestReset(email)).statusCode).toBe(200);
      const refused = await requestReset(email);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().title).toBe(accountTexts.tooManyCodes);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    }
    const codes = await t.db
      .select()
      .from(verificationCodes)
      .where(and(eq(verificationCodes.userId, user.id), eq(verificationCodes.purpose, 'password_reset')));
    expect(codes).toHaveLength(5);
  });
});
