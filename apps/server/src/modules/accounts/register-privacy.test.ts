import { accountTexts } from '@wayfare/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createUser, STRONG_PASSWORD, type TestApp, waitForMessage } from '../../test/test-app.ts';
import { outboxMessages } from '../outbox/outbox.table.ts';

// Wrapped, to count the password hashes a sign-up costs (the dear part of it, which sets its time).
vi.mock('../../auth/passwords.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../auth/passwords.ts')>();
  return { ...original, hashPassword: vi.fn(original.hashPassword) };
});
const passwords = await import('../../auth/passwords.ts');

let t: TestApp;
let authenticate: typeof import('../../test/test-app.ts').authenticate;
beforeAll(async () => {
  // The test files of a worker share their modules: the app is loaded afresh so it hashes through
  // the wrapped function.
  vi.resetModules();
  const fresh: typeof import('../../test/test-app.ts') = await import('../../test/test-app.ts');
  t = await fresh.createTestApp();
  authenticate = fresh.authenticate;
});
afterAll(() => t.close());
beforeEach(() => vi.clearAllMocks());

let counter = 0;
const form = (EmailAddress: string) => ({
  EmailAddress,
  PhoneNumber: '0803 123 4567',
  Surname: 'Stranger',
  Firstname: `Someone${++counter}`,
  Password: 'An0ther!Password',
  ConfirmPassword: 'An0ther!Password',
});
const register = (payload: object) => t.app.inject({ method: 'POST', url: '/api/Account/Register', payload });
const emailsTo = (recipient: string) =>
  t.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, recipient));

// issue 29 §3: Account/Register does not tell who has an account.
describe('Account/Register for an address that already has an account', () => {
  it('answers as for a new address, after the same work: one password hash and one e-mail', async () => {
    const fresh = `new${Date.now()}@example.ng`;
    const created = await register(form(fresh));
    expect(passwords.hashPassword).toHaveBeenCalledTimes(1);
    expect(await emailsTo(fresh)).toHaveLength(1);

    vi.clearAllMocks();
    const again = await register(form(fresh.toUpperCase()));
    expect(passwords.hashPassword).toHaveBeenCalledTimes(1);
    expect(await emailsTo(fresh)).toHaveLength(2);

    expect([created.statusCode, again.statusCode]).toEqual([200, 200]);
    expect(again.headers['content-type']).toBe(created.headers['content-type']);
    expect(again.body).toBe(created.body);
    expect(created.json()).toEqual({ Message: accountTexts.registered });
  });

  it("e-mails the owner that someone tried, with links to sign in and to reset the password, and keeps the owner's password", async () => {
    const owner = await createUser(t.db);
    expect((await register(form(owner.email))).statusCode).toBe(200);
    const message = await waitForMessage(
      t.sent,
      (sent) =>
        sent.recipient === owner.email &&
        sent.subject === 'Someone tried to register with your e-mail address',
    );
    expect(message.body).toContain('/account/login');
    expect(message.body).toContain('/account/resetpassword');
    expect(message.body).toContain('no new account was made');
    expect((await authenticate(t.app, owner.email, owner.password)).statusCode).toBe(200);
    expect((await authenticate(t.app, owner.email, 'An0ther!Password')).statusCode).toBe(401);
  });

  it('welcomes a new person by e-mail with the way to sign in, as the reply asks them to check', async () => {
    const fresh = `welcome${Date.now()}@example.ng`;
    expect(
      (await register({ ...form(fresh), Password: STRONG_PASSWORD, ConfirmPassword: STRONG_PASSWORD }))
        .statusCode,
    ).toBe(200);
    const message = await waitForMessage(
      t.sent,
      (sent) => sent.recipient === fresh && sent.subject === 'Welcome to Wayfare',
    );
    expect(message.body).toContain('Your Wayfare account is ready');
    expect(message.body).toContain('/account/login');
    expect((await authenticate(t.app, fresh, STRONG_PASSWORD)).statusCode).toBe(200);
  });
});
