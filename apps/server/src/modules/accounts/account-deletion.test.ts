import { accountTexts } from '@wayfare/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  authenticate,
  bearer,
  codeIn,
  createTestApp,
  createUser,
  STRONG_PASSWORD,
  signedInUser,
  type TestApp,
  userRow,
  waitForMessage,
} from '../../test/test-app.ts';
import { outboxMessages } from '../outbox/outbox.table.ts';
import { users } from './accounts.table.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let addressCounter = 0;
const requestCode = (email: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/Account/GenerateVerificationCodeForAccountDeletion',
    payload: { EmailAddress: email },
    remoteAddress: `10.2.0.${++addressCounter}`,
  });

const deleteAccount = (email: string, code: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/Account/DeleteMyAccount',
    payload: { EmailAddress: email, VerificationCode: code },
  });

async function deletionCodeFor(email: string) {
  const earlier = new Set(t.sent);
  expect((await requestCode(email)).statusCode).toBe(200);
  const message = await waitForMessage(
    t.sent,
    (sent) =>
      !earlier.has(sent) && sent.recipient === email && sent.subject === 'Your code to delete your account',
  );
  return codeIn(message.body);
}

describe('Account/GenerateVerificationCodeForAccountDeletion and Account/DeleteMyAccount', () => {
  it('anonymises the personal data but keeps the row, which financial records point at', async () => {
    const user = await signedInUser(t);
    const code = await deletionCodeFor(user.email);
    const response = await deleteAccount(user.email, code);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ Message: accountTexts.accountDeleted });
    const row = await userRow(t.db, user.id);
    expect(row).toMatchObject({
      surname: 'Deleted',
      firstname: 'User',
      middleName: null,
      phoneNumber: null,
      passwordHash: null,
      address: null,
      picture: null,
      isActive: false,
      isAdmin: false,
    });
    expect(row?.emailAddress).not.toContain(user.email.split('@')[0]);
    expect(row?.deletedAt).toBeInstanceOf(Date);
  });

  it('ends the sessions: the old token gets 401 and the person can no longer sign in', async () => {
    const user = await signedInUser(t);
    expect((await deleteAccount(user.email, await deletionCodeFor(user.email))).statusCode).toBe(200);
    const old = await t.app.inject({ url: '/api/Settings/GetMyAdminEndPoints', headers: bearer(user.token) });
    expect(old.statusCode).toBe(401);
    const signIn = await authenticate(t.app, user.email, user.password);
    expect(signIn.statusCode).toBe(401);
    expect(signIn.json().title).toBe(accountTexts.wrongCredentials);
  });

  it('frees the e-mail address to register again', async () => {
    const user = await createUser(t.db);
    expect((await deleteAccount(user.email, await deletionCodeFor(user.email))).statusCode).toBe(200);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/Account/Register',
      payload: {
        EmailAddress: user.email,
        PhoneNumber: '0803 123 4567',
        Surname: 'Back',
        Firstname: 'Again',
        Password: STRONG_PASSWORD,
        ConfirmPassword: STRONG_PASSWORD,
      },
    });
    expect(again.statusCode).toBe(200);
    const signedIn = await authenticate(t.app, user.email, STRONG_PASSWORD);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().User.Id).not.toBe(user.id);
  });

  it('removes the address and code from the messages sent to the account', async () => {
    const user = await createUser(t.db);
    const code = await deletionCodeFor(user.email);
    expect((await deleteAccount(user.email, code)).statusCode).toBe(200);
    const left = await t.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, user.email));
    expect(left).toEqual([]);
  });

  it('refuses a wrong code and leaves the account as it was', async () => {
    const user = await createUser(t.db);
    const code = await deletionCodeFor(user.email);
    const response = await deleteAccount(user.email, code === '000000' ? '111111' : '000000');
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ VerificationCode: [accountTexts.invalidCode] });
    expect((await userRow(t.db, user.id))?.deletedAt).toBeNull();
    expect((await authenticate(t.app, user.email, user.password)).statusCode).toBe(200);
  });

  it('answers an unknown address exactly as a known one, and sends it nothing', async () => {
    const user = await createUser(t.db);
    const known = await requestCode(user.email);
    const before = await t.db.$count(outboxMessages);
    const unknown = await requestCode('no-such-person@example.ng');
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    expect(known.json()).toEqual({ Message: accountTexts.deletionCodeSent });
    expect(await t.db.$count(outboxMessages)).toBe(before);
    const deleting = await deleteAccount('no-such-person@example.ng', '123456');
    expect(deleting.statusCode).toBe(400);
    expect(deleting.json().errors).toEqual({ VerificationCode: [accountTexts.invalidCode] });
  });

  it('will not delete the last full administrator, but will once another exists', async () => {
    // Other tests may have left full administrators: this one starts with none but its own.
    await t.db.update(users).set({ allowAllEndpoints: false }).where(eq(users.allowAllEndpoints, true));
    const admin = await createUser(t.db, { allowAllEndpoints: true });
    const refused = await deleteAccount(admin.email, await deletionCodeFor(admin.email));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().title).toMatch(/only full administrator/);
    expect((await userRow(t.db, admin.id))?.deletedAt).toBeNull();

    await createUser(t.db, { allowAllEndpoints: true });
    expect((await deleteAccount(admin.email, await deletionCodeFor(admin.email))).statusCode).toBe(200);
  });

  it('keeps one of the last two full administrators when both delete themselves at the same moment', async () => {
    await t.db.update(users).set({ allowAllEndpoints: false }).where(eq(users.allowAllEndpoints, true));
    const first = await createUser(t.db, { allowAllEndpoints: true });
    const second = await createUser(t.db, { allowAllEndpoints: true });
    const codes = [await deletionCodeFor(first.email), await deletionCodeFor(second.email)];
    const replies = await Promise.all([
      deleteAccount(first.email, codes[0]!),
      deleteAccount(second.email, codes[1]!),
    ]);
    expect(replies.map((reply) => reply.statusCode).sort()).toEqual([200, 409]);
    const remaining = await t.db.select().from(users).where(eq(users.allowAllEndpoints, true));
    expect(remaining).toHaveLength(1);
  });

  it('lets a sub-administrator delete their account while full administrators remain', async () => {
    const subAdmin = await createUser(t.db, { rights: { 1: { view: true } } });
    expect((await deleteAccount(subAdmin.email, await deletionCodeFor(subAdmin.email))).statusCode).toBe(200);
  });
});
