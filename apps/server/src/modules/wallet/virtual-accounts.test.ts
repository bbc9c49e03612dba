import { VirtualAccountStatus, walletTexts } from '@wayfare/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAKE_ASSIGNMENT_FAILURE } from '../../adapters/payments/fake-gateway/fake-virtual-accounts.ts';
import type { FakeGateway } from '../../adapters/payments/fake-gateway/start-fake-gateway.ts';
import { Gateway, paystackSignature } from '../../adapters/payments/payment-gateway.ts';
import { createPaystackGateway } from '../../adapters/payments/paystack.ts';
import { apiAs } from '../../test/api-client.ts';
import { type AppOnFakeGateway, startAppOnFakeGateway } from '../../test/app-on-fake-gateway.ts';
import { createUser, signedInAdmin, type TestApp, tokenFor } from '../../test/test-app.ts';
import { testBvns } from './bvn.test-support.ts';
import { balanceDifferences } from './ledger.service.ts';
import { ledgerEntries, walletTransactions } from './ledger.table.ts';
import { requestVirtualAccounts } from './virtual-accounts.job.ts';
import { MAX_ATTEMPTS, requestDueVirtualAccounts } from './virtual-accounts.service.ts';
import { walletVirtualAccounts } from './wallet-accounts.table.ts';

/**
 * Issue 18 §2, §3: Paystack's dedicated virtual accounts against the fake gateway over real HTTP: the
 * job asks for them (POST /customer, POST /dedicated_account), Paystack's events tell a late assignment,
 * and each bank transfer into an account (`charge.success` on `dedicated_nuban`) credits once.
 */

const SECRET = 'sk_test_virtual_accounts_0123456789';
let t: TestApp;
let fake: FakeGateway;
let env: AppOnFakeGateway;
let webhookUrl: string;
let admin: ReturnType<typeof apiAs>;
const gateway = () =>
  createPaystackGateway({ baseUrl: fake.paystackBaseUrl, secretKey: SECRET, retryDelayMs: 5 });
const runJob = () => requestVirtualAccounts(t.db, gateway(), { now: new Date(), bvns: testBvns });

beforeAll(async () => {
  env = await startAppOnFakeGateway({ paystackSecretKey: SECRET, events: 'paystack' });
  ({ t, fake, webhookUrl } = env);
  // A live integration's bank (test mode's own is test-bank): the adapter takes the first Paystack offers.
  fake.paystack.virtualAccounts.hooks.providers = [
    { provider_slug: 'wema-bank', bank_id: 20, bank_name: 'Wema Bank', id: 2 },
  ];
  admin = apiAs(t, (await signedInAdmin(t)).token);
});
afterAll(() => env?.close());

async function person() {
  const user = await createUser(t.db, { password: null });
  return { id: user.id, api: apiAs(t, await tokenFor(user)) };
}
type Person = Awaited<ReturnType<typeof person>>;

const accountOf = async (userId: string) =>
  (await t.db.select().from(walletVirtualAccounts).where(eq(walletVirtualAccounts.userId, userId)))[0];
const myWallet = async (someone: Person) => (await someone.api.get('/api/Wallet/GetMyWallet')).json();

/** Lands a bank transfer through the fake's control address, as the test-mode page does. */
async function transferIn(AccountNumber: string, Amount: number) {
  const base = fake.paystackBaseUrl.replace(/\/paystack$/, '');
  const response = await fetch(`${base}/control/incoming-transfer`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ AccountNumber, Amount }),
  });
  return {
    status: response.status,
    body: (await response.json()) as { Reference: string; Provider: string },
  };
}

const creditsOf = (userId: string) =>
  t.db.select().from(walletTransactions).where(eq(walletTransactions.userId, userId));

const signedPost = (body: string, signature?: string) =>
  fetch(webhookUrl, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(signature === undefined ? {} : { 'x-paystack-signature': signature }),
    },
    body,
  });

/** A person with a Verified account: their number. */
async function verifiedPerson() {
  const someone = await person();
  await runJob();
  const account = await accountOf(someone.id);
  expect(account).toMatchObject({ status: VirtualAccountStatus.Verified });
  return { ...someone, number: account!.accountNumber! };
}

describe('Paystack virtual accounts', () => {
  it('gives every person a Pending account that the job has Paystack open: GetMyWallet shows it Verified', async () => {
    const someone = await person();
    // Making the account asked nothing of Paystack.
    expect(await accountOf(someone.id)).toBeUndefined();
    expect(await myWallet(someone)).toMatchObject({
      WalletAccountNumber: null,
      VirtualAccountStatusName: 'Pending',
    });
    const { enrolled, outcomes } = await runJob();
    expect(enrolled).toBeGreaterThan(0);
    expect(outcomes.every((outcome) => outcome === 'verified')).toBe(true);
    const account = await accountOf(someone.id);
    expect(account).toMatchObject({
      status: VirtualAccountStatus.Verified,
      gateway: Gateway.Paystack,
      bankName: 'Wema Bank',
      errorMessage: null,
      accountNumber: expect.stringMatching(/^\d{10}$/),
      providerCustomer: expect.stringMatching(/^CUS_/),
    });
    expect(await myWallet(someone)).toMatchObject({
      WalletAccountNumber: account!.accountNumber,
      VirtualAccountStatusName: 'Verified',
    });
    // A second pass asks nothing more.
    expect((await runJob()).outcomes).toEqual([]);
  });

  it("records Paystack's refusal as Failed with its sentence; ReRegisteredAccount has Paystack asked again", async () => {
    const someone = await person();
    fake.paystack.virtualAccounts.hooks.assignmentOutcomes.push('failed');
    await runJob();
    expect(await accountOf(someone.id)).toMatchObject({
      status: VirtualAccountStatus.Failed,
      errorMessage: FAKE_ASSIGNMENT_FAILURE,
      accountNumber: null,
    });
    expect((await myWallet(someone)).VirtualAccountStatusName).toBe('Failed');

    // A Verified account re-registered: Pending, then asked again; Paystack answers the same account.
    const verified = await verifiedPerson();
    const response = await admin.post('/api/Wallet/ReRegisteredAccount', {
      WalletAccountNumber: verified.number,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(await accountOf(verified.id)).toMatchObject({ status: VirtualAccountStatus.Pending, attempts: 0 });
    expect(await runJob()).toMatchObject({ outcomes: ['verified'] });
    expect(await accountOf(verified.id)).toMatchObject({
      status: VirtualAccountStatus.Verified,
      accountNumber: verified.number,
    });
  });

  it('waits for dedicatedaccount.assign.success or .failed when Paystack opens the account later', async () => {
    await runJob();
    fake.paystack.virtualAccounts.hooks.assignByEvent = true;
    const statusOf = async (userId: string) => (await accountOf(userId))?.status;
    try {
      const opened = await person();
      expect(await runJob()).toMatchObject({ outcomes: ['awaiting-event'] });
      expect(await statusOf(opened.id)).toBe(VirtualAccountStatus.Pending);
      await expect.poll(() => statusOf(opened.id)).toBe(VirtualAccountStatus.Verified);
      expect((await accountOf(opened.id))!.accountNumber).toMatch(/^\d{10}$/);

      const refused = await person();
      fake.paystack.virtualAccounts.hooks.assignmentOutcomes.push('failed');
      expect(await runJob()).toMatchObject({ outcomes: ['awaiting-event'] });
      await expect.poll(() => statusOf(refused.id)).toBe(VirtualAccountStatus.Failed);
      expect((await accountOf(refused.id))!.errorMessage).toBe(FAKE_ASSIGNMENT_FAILURE);
      await fake.paystack.webhooksSettled();
      const events = fake.paystack.webhookDeliveries.filter((delivery) =>
        delivery.event.startsWith('dedicatedaccount'),
      );
      expect(events.map((delivery) => [delivery.event, delivery.status])).toEqual([
        ['dedicatedaccount.assign.success', 200],
        ['dedicatedaccount.assign.failed', 200],
      ]);
    } finally {
      fake.paystack.virtualAccounts.hooks.assignByEvent = false;
    }
  });

  it('asks an unreachable Paystack again later, then gives up as Failed', async () => {
    const someone = await person();
    await t.db
      .update(walletVirtualAccounts)
      .set({ status: VirtualAccountStatus.Verified })
      .where(eq(walletVirtualAccounts.status, VirtualAccountStatus.Pending));
    await t.db.insert(walletVirtualAccounts).values({ userId: someone.id }).onConflictDoNothing();
    fake.paystack.hooks.failures.set('/customer', { status: 503, times: 100 });
    try {
      // A second ahead: the database's clock (the row's due time) may be a little ahead of ours.
      let now = Date.now() + 1000;
      expect(
        await requestDueVirtualAccounts(t.db, gateway(), { now: new Date(now), bvns: testBvns }),
      ).toEqual(['retry-later']);
      // Not due again at once.
      expect(
        await requestDueVirtualAccounts(t.db, gateway(), { now: new Date(now), bvns: testBvns }),
      ).toEqual([]);
      for (let attempt = 2; attempt <= MAX_ATTEMPTS; attempt++) {
        now += 7 * 3_600_000;
        await requestDueVirtualAccounts(t.db, gateway(), { now: new Date(now), bvns: testBvns });
      }
      expect(await accountOf(someone.id)).toMatchObject({
        status: VirtualAccountStatus.Failed,
        attempts: MAX_ATTEMPTS,
        errorMessage: `Paystack could not be reached to open the account after ${MAX_ATTEMPTS} attempts`,
      });
    } finally {
      fake.paystack.hooks.failures.delete('/customer');
    }
  });

  it('credits each bank transfer into the account once, whatever Paystack repeats', async () => {
    const someone = await verifiedPerson();
    const landed = await transferIn(someone.number, 7_500.25);
    expect(landed).toMatchObject({ status: 200, body: { Provider: 'Paystack' } });
    await fake.paystack.webhooksSettled();
    expect(fake.paystack.webhookDeliveries.at(-1)).toMatchObject({ event: 'charge.success', status: 200 });
    expect(await myWallet(someone)).toMatchObject({ Balance: 7500.25 });
    // The same event again, and ten at once: nothing more.
    fake.paystack.virtualAccounts.replayTransfer(landed.body.Reference);
    fake.paystack.hooks.webhookRepeats = 10;
    fake.paystack.virtualAccounts.replayTransfer(landed.body.Reference);
    await fake.paystack.webhooksSettled();
    fake.paystack.hooks.webhookRepeats = 1;
    const credits = await creditsOf(someone.id);
    expect(credits).toHaveLength(1);
    expect(credits[0]).toMatchObject({
      type: 1,
      status: 2,
      amountKobo: 750_025,
      gateway: Gateway.Paystack,
      reference: landed.body.Reference,
      message: 'Bank transfer into your Wema Bank wallet account',
    });
    const list = (
      await someone.api.get('/api/Wallet/GetMyWalletTransactions', { page: 0, pageSize: 10 })
    ).json();
    expect(JSON.stringify(list)).toContain('Completed');
    // A second transfer is a second credit.
    await transferIn(someone.number, 100);
    await fake.paystack.webhooksSettled();
    expect(await myWallet(someone)).toMatchObject({ Balance: 7600.25 });
    expect(await balanceDifferences(t.db)).toEqual([]);
  });

  it('refunds a bank-transfer credit through Paystack too', async () => {
    const someone = await verifiedPerson();
    const landed = await transferIn(someone.number, 300);
    await fake.paystack.webhooksSettled();
    const [credit] = await creditsOf(someone.id);
    const refunded = await admin.post('/api/Wallet/RefundTransaction', { Id: credit!.id });
    expect(refunded.statusCode, refunded.body).toBe(200);
    expect(fake.paystack.refunds).toContainEqual({ reference: landed.body.Reference, amount: 30_000 });
    expect(await myWallet(someone)).toMatchObject({ Balance: 0 });
  });

  it('refuses a forged event with 401 and credits nothing for a made-up or card payment claimed as a transfer', async () => {
    const someone = await verifiedPerson();
    const claim = (reference: string) =>
      JSON.stringify({
        event: 'charge.success',
        data: {
          reference,
          amount: 5_000_000,
          currency: 'NGN',
          channel: 'dedicated_nuban',
          authorization: { receiver_bank_account_number: someone.number },
        },
      });
    const before = {
      transactions: await t.db.$count(walletTransactions),
      entries: await t.db.$count(ledgerEntries),
    };
    const forged = await signedPost(
      claim('T-made-up'),
      paystackSignature(claim('T-made-up'), 'sk_test_someone_else'),
    );
    expect(forged.status).toBe(401);
    expect(((await forged.json()) as { title: string }).title).toBe(walletTexts.badSignature);
    expect((await signedPost(claim('T-made-up'))).status).toBe(401);
    // Signed but unknown to Paystack when asked: nothing.
    const unknown = await signedPost(claim('T-made-up'), paystackSignature(claim('T-made-up'), SECRET));
    expect(unknown.status).toBe(200);
    expect(await unknown.json()).toEqual({ status: 'unknown' });
    expect({
      transactions: await t.db.$count(walletTransactions),
      entries: await t.db.$count(ledgerEntries),
    }).toEqual(before);
    expect(await myWallet(someone)).toMatchObject({ Balance: 0 });
  });

  it('lands nothing on an unknown account number and refuses a bad amount', async () => {
    expect((await transferIn('0000000000', 100)).status).toBe(404);
    const someone = await verifiedPerson();
    expect((await transferIn(someone.number, 0)).status).toBe(400);
    expect((await transferIn(someone.number, 1.234)).status).toBe(400);
  });
});
