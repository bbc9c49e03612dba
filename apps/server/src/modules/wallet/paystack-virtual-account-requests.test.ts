import { VirtualAccountStatus } from '@wayfare/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FAKE_DEDICATED_ACCOUNT_BANK } from '../../adapters/payments/fake-gateway/fake-virtual-accounts.ts';
import type { FakeGateway } from '../../adapters/payments/fake-gateway/start-fake-gateway.ts';
import { createPaystackGateway, type PaystackOptions } from '../../adapters/payments/paystack.ts';
import { apiAs, problemOf } from '../../test/api-client.ts';
import { type AppOnFakeGateway, startAppOnFakeGateway } from '../../test/app-on-fake-gateway.ts';
import { createUser, signedInAdmin, type TestApp } from '../../test/test-app.ts';
import { users } from '../accounts/accounts.table.ts';
import { testBvns } from './bvn.test-support.ts';
import { requestVirtualAccounts } from './virtual-accounts.job.ts';
import { virtualAccountTexts } from './virtual-accounts.service.ts';
import { walletVirtualAccounts } from './wallet-accounts.table.ts';

/**
 * Issue 29 §1: Paystack's dedicated accounts asked for as its definition has them: `metadata` a JSON
 * string, the bank one Paystack offers (`GET /dedicated_account/available_providers`, test mode's
 * `test-bank`) unless PAYSTACK_PREFERRED_BANK names one, and a person without a phone never sent (Paystack
 * needs a first name, last name and phone before it assigns one), told what to add and where.
 */

const SECRET = 'sk_test_account_requests_0123456789';
let t: TestApp;
let fake: FakeGateway;
let env: AppOnFakeGateway;
let admin: ReturnType<typeof apiAs>;
/** What the adapter asked of Paystack: method, path and JSON body. */
let sent: { method: string; path: string; body: unknown }[] = [];

const recordingFetch: typeof fetch = async (input, init) => {
  const url = new URL(String(input));
  sent.push({
    method: init?.method ?? 'GET',
    path: url.pathname.replace(/^\/paystack/, ''),
    body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
  });
  return fetch(input, init);
};
const gateway = (options: Partial<PaystackOptions> = {}) =>
  createPaystackGateway({
    baseUrl: fake.paystackBaseUrl,
    secretKey: SECRET,
    fetch: recordingFetch,
    ...options,
  });
const runJob = (options: Partial<PaystackOptions> = {}, now = new Date()) =>
  requestVirtualAccounts(t.db, gateway(options), { now, bvns: testBvns });

beforeAll(async () => {
  env = await startAppOnFakeGateway({ paystackSecretKey: SECRET, events: 'paystack' });
  ({ t, fake } = env);
  admin = apiAs(t, (await signedInAdmin(t)).token);
  // Everyone the app made so far has an account already: each test sees only its own person's.
  await runJob();
});
afterAll(() => env?.close());
beforeEach(() => {
  sent = [];
  fake.paystack.virtualAccounts.hooks.providers = [FAKE_DEDICATED_ACCOUNT_BANK];
});

const personOf = async (userId: string) => (await t.db.select().from(users).where(eq(users.id, userId)))[0]!;
const accountOf = async (userId: string) =>
  (await t.db.select().from(walletVirtualAccounts).where(eq(walletVirtualAccounts.userId, userId)))[0];

describe('Paystack dedicated-account requests', () => {
  it("sends the customer's metadata as a JSON string and asks for the bank Paystack offers", async () => {
    const someone = await createUser(t.db, { password: null });
    expect(await runJob()).toMatchObject({ outcomes: ['verified'] });
    const account = await accountOf(someone.id);
    expect(account).toMatchObject({ status: VirtualAccountStatus.Verified, bankName: 'Test Bank' });
    expect(sent.map((call) => `${call.method} ${call.path}`)).toEqual([
      'GET /dedicated_account/available_providers',
      'POST /customer',
      'POST /dedicated_account',
    ]);
    expect(sent[1]!.body).toMatchObject({
      phone: (await personOf(someone.id)).phoneNumber,
      metadata: JSON.stringify({ wayfare_reference: account!.reference }),
    });
    expect(sent[2]!.body).toMatchObject({ preferred_bank: 'test-bank' });
  });

  it('PAYSTACK_PREFERRED_BANK names the bank, without asking Paystack which it offers', async () => {
    const wema = { provider_slug: 'wema-bank', bank_id: 20, bank_name: 'Wema Bank', id: 2 };
    fake.paystack.virtualAccounts.hooks.providers = [FAKE_DEDICATED_ACCOUNT_BANK, wema];
    const someone = await createUser(t.db, { password: null });
    expect(await runJob({ preferredBank: 'wema-bank' })).toMatchObject({ outcomes: ['verified'] });
    expect(await accountOf(someone.id)).toMatchObject({ bankName: 'Wema Bank' });
    expect(sent.map((call) => call.path)).not.toContain('/dedicated_account/available_providers');
  });

  it('a person without a phone is never sent: Pending with what to add, then opened once it is added', async () => {
    const someone = await createUser(t.db, { password: null });
    await t.db.update(users).set({ phoneNumber: null }).where(eq(users.id, someone.id));
    expect(await runJob()).toMatchObject({ outcomes: ['awaiting-details'] });
    expect(sent).toEqual([]);
    expect(await accountOf(someone.id)).toMatchObject({
      status: VirtualAccountStatus.Pending,
      attempts: 0,
      errorMessage: virtualAccountTexts.detailsMissing('Paystack', ['PhoneNumber']),
    });
    // Nothing is asked again before the pause, however often the job runs.
    expect(await runJob()).toMatchObject({ outcomes: [] });

    await t.db.update(users).set({ phoneNumber: '+2348031112222' }).where(eq(users.id, someone.id));
    const later = new Date(Date.now() + 2 * 3_600_000);
    expect(await runJob({}, later)).toMatchObject({ outcomes: ['verified'] });
    expect(await accountOf(someone.id)).toMatchObject({ status: VirtualAccountStatus.Verified });
  });

  it('ReRegisteredAccount of a person without a phone is refused (409) naming what to add and where', async () => {
    const someone = await createUser(t.db, { password: null });
    await runJob();
    const { accountNumber } = (await accountOf(someone.id))!;
    const { firstname, surname } = await personOf(someone.id);
    await t.db.update(users).set({ phoneNumber: null }).where(eq(users.id, someone.id));
    const response = await admin.post('/api/Wallet/ReRegisteredAccount', {
      WalletAccountNumber: accountNumber,
    });
    expect(problemOf(response, 409).title).toBe(
      virtualAccountTexts.cannotReRegister(`${firstname} ${surname}`, 'Paystack', ['PhoneNumber']),
    );
    expect(await accountOf(someone.id)).toMatchObject({ status: VirtualAccountStatus.Verified });
  });
});
