import type { User } from '@wayfare/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs, problemOf } from '../../test/api-client.ts';
import {
  authenticate,
  createTestApp,
  STRONG_PASSWORD,
  signInAsFirstAdmin,
  type TestApp,
} from '../../test/test-app.ts';

let t: TestApp;
let admin: ReturnType<typeof apiAs>;
beforeAll(async () => {
  t = await createTestApp();
  admin = apiAs(t, await signInAsFirstAdmin(t));
});
afterAll(() => t.close());

let counter = 0;
const registration = (more: Record<string, unknown> = {}) => {
  counter += 1;
  return {
    EmailAddress: `referred${counter}@example.ng`,
    PhoneNumber: '0803 123 4567',
    Surname: 'Bello',
    Firstname: `Rider${counter}`,
    Password: STRONG_PASSWORD,
    ConfirmPassword: STRONG_PASSWORD,
    ...more,
  };
};
const register = (more: Record<string, unknown> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/Account/Register', payload: registration(more) });
/** Registers, then reads the new account as the administrators' screens show it. */
const registered = async (more: Record<string, unknown> = {}) => {
  const payload = registration(more);
  const response = await t.app.inject({ method: 'POST', url: '/api/Account/Register', payload });
  expect(response.statusCode, response.body).toBe(200);
  // Register answers without the account's id (issue 29 §3): signing in gives it.
  const { Id } = (await authenticate(t.app, payload.EmailAddress as string, STRONG_PASSWORD)).json().User;
  const user = await admin.get('/api/Account/GetUserById', { id: Id });
  expect(user.statusCode, user.body).toBe(200);
  return user.json() as User;
};

describe('registering with a referral code (issue 15 §5)', () => {
  it("records the code's owner as the referrer, whatever the case of the code and spaces around it", async () => {
    const referrer = await registered();
    expect(referrer.OtherReferralCode).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
    expect(referrer).toMatchObject({ ReferredByFullName: null, ReferredByReferralCode: null });
    const referred = await registered({ ReferralCode: `  ${referrer.OtherReferralCode.toLowerCase()} ` });
    expect(referred).toMatchObject({
      ReferredByFullName: `${referrer.Firstname} ${referrer.Surname}`,
      ReferredByReferralCode: referrer.OtherReferralCode,
    });
    // The referred person has a code of their own, which refers the next one to them.
    const next = await registered({ ReferralCode: referred.OtherReferralCode });
    expect(next.ReferredByReferralCode).toBe(referred.OtherReferralCode);
  });

  it('ignores an unknown, empty or absent code: the registration still succeeds, with no referrer', async () => {
    for (const ReferralCode of ['NOSUCH22', '', '   ', null, undefined]) {
      const person = await registered({ ReferralCode });
      expect(person, String(ReferralCode)).toMatchObject({
        ReferredByFullName: null,
        ReferredByReferralCode: null,
      });
    }
  });

  it('refuses a code longer than any code could be, or one that is not text, creating no account', async () => {
    const long = problemOf(await register({ ReferralCode: 'R'.repeat(10_000) }), 400);
    expect(long.errors).toEqual({ ReferralCode: ['ReferralCode must be at most 50 characters'] });
    const number = problemOf(await register({ ReferralCode: 12345678 }), 400);
    expect(number.errors).toEqual({ ReferralCode: ['ReferralCode must be text'] });
  });
});
