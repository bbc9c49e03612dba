import { walletTexts } from '@wayfare/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FakeGateway } from '../../adapters/payments/fake-gateway/start-fake-gateway.ts';
import { Gateway, paystackSignature } from '../../adapters/payments/payment-gateway.ts';
import { createPaystackGateway } from '../../adapters/payments/paystack.ts';
import type { Principal } from '../../auth/principal.ts';
import { apiAs } from '../../test/api-client.ts';
import { type AppOnFakeGateway, startAppOnFakeGateway } from '../../test/app-on-fake-gateway.ts';
import { createUser, signedInAdmin, type TestApp, tokenFor } from '../../test/test-app.ts';
import { ledgerEntries, walletTransactions } from './ledger.table.ts';
import { fundMyWallet } from './top-ups.service.ts';

/**
 * Issue 18 §3: top-ups through Flutterwave (WALLET_GATEWAY=flutterwave) against the fake gateway over
 * real HTTP, its `charge.completed` events posted with `verif-hash` to POST /api/Payment/FlutterwaveWebhook.
 */

const SECRET = 'FLWSECK_TEST-top-ups-0123456789-X';
const HASH = 'top-ups-webhook-hash-0123456789';
const PAYSTACK_SECRET = 'sk_test_before_the_switch_0123456789';
let t: TestApp;
let fake: FakeGateway;
let env: AppOnFakeGateway;
let webhookUrl: string;

beforeAll(async () => {
  // Paystack stays configured: top-ups it took before the switch are still retried and refunded there.
  env = await startAppOnFakeGateway({
    paystackSecretKey: PAYSTACK_SECRET,
    flutterwave: { secretKey: SECRET, webhookHash: HASH },
    walletGateway: 'flutterwave',
    events: 'flutterwave',
    config: { PUBLIC_URL: 'http://wayfare.test' },
  });
  ({ t, fake, webhookUrl } = env);
});
afterAll(() => env?.close());

async function rider() {
  const user = await createUser(t.db, { password: null });
  return apiAs(t, await tokenFor(user));
}
type Api = Awaited<ReturnType<typeof rider>>;

const balanceOf = async (api: Api) =>
  ((await api.get('/api/Wallet/GetMyWallet')).json() as { Balance: number }).Balance;

async function topUp(api: Api, Amount: number) {
  const response = await api.post('/api/Wallet/FundMyWallet', { Amount, Message: 'Top-up' });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { Id: number; Reference: string; AuthorizationUrl: string };
}

/** Presses a button of the checkout page, as a browser would; answers where it sends the person. */
async function press(authorizationUrl: string, action: 'pay' | 'decline' | 'cancel') {
  const form = await fetch(authorizationUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: `action=${action}`,
    redirect: 'manual',
  });
  expect(form.status).toBe(303);
  return new URL(form.headers.get('location')!);
}

const verify = (api: Api, reference: string) => api.get('/api/Wallet/VerifyMyTopUp', { reference });

const creditOf = async (reference: string) => {
  const [row] = await t.db
    .select()
    .from(walletTransactions)
    .where(eq(walletTransactions.reference, reference));
  const entries = await t.db.select().from(ledgerEntries).where(eq(ledgerEntries.transactionId, row!.id));
  return { row: row!, entries };
};

const eventFor = (reference: string) => {
  const trx = fake.flutterwave.transactions.get(reference)!;
  return JSON.stringify({
    event: 'charge.completed',
    data: { id: trx.id, tx_ref: trx.txRef, amount: trx.amount, currency: 'NGN', status: 'successful' },
  });
};
const post = (body: string, hash?: string) =>
  fetch(webhookUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(hash === undefined ? {} : { 'verif-hash': hash }) },
    body,
  });

describe('top-ups through Flutterwave (WALLET_GATEWAY=flutterwave)', () => {
  it('checks out in naira; Pay returns with status, tx_ref and transaction_id; the event credits once', async () => {
    const api = await rider();
    const started = await topUp(api, 2500.5);
    expect(started.AuthorizationUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/flutterwave\/v3\/checkout\//);
    expect(fake.flutterwave.transactions.get(started.Reference)!.amount).toBe(2500.5);
    const back = await press(started.AuthorizationUrl, 'pay');
    expect(`${back.origin}${back.pathname}`).toBe('http://wayfare.test/teacher/wallets');
    expect(back.searchParams.get('status')).toBe('successful');
    expect(back.searchParams.get('tx_ref')).toBe(started.Reference);
    expect(back.searchParams.get('reference')).toBe(started.Reference);
    expect(back.searchParams.get('transaction_id')).toMatch(/^\d+$/);
    await fake.flutterwave.webhooksSettled();
    expect(fake.flutterwave.webhookDeliveries.at(-1)).toMatchObject({
      event: 'charge.completed',
      status: 200,
    });
    expect(await balanceOf(api)).toBe(2500.5);
    expect((await verify(api, back.searchParams.get('tx_ref')!)).json()).toMatchObject({
      TransactionStatusName: 'Completed',
      Amount: 2500.5,
    });
    const { row, entries } = await creditOf(started.Reference);
    expect(row.gateway).toBe(Gateway.Flutterwave);
    expect(row.providerReference).toBe(back.searchParams.get('transaction_id'));
    expect(entries).toHaveLength(2);
  });

  it('refuses a forged or missing verif-hash with 401, writing nothing', async () => {
    const api = await rider();
    const started = await topUp(api, 1000);
    fake.flutterwave.hooks.webhookAttempts = 0; // hold back the real event
    fake.flutterwave.settle(started.Reference, 'pay');
    fake.flutterwave.hooks.webhookAttempts = 5;
    const entries = await t.db.$count(ledgerEntries);
    for (const hash of ['not-the-hash', undefined, '']) {
      const refused = await post(eventFor(started.Reference), hash);
      expect(refused.status).toBe(401);
      expect(refused.headers.get('content-type')).toContain('application/problem+json');
      expect(((await refused.json()) as { title: string }).title).toBe(walletTexts.badSignature);
    }
    expect(await t.db.$count(ledgerEntries)).toBe(entries);
    expect((await creditOf(started.Reference)).row.status).toBe(1);
    expect(await balanceOf(api)).toBe(0);
  });

  it('one event sent 20 times at once credits once; a replay answers 200 and changes nothing', async () => {
    const api = await rider();
    const started = await topUp(api, 999.99);
    fake.flutterwave.hooks.webhookAttempts = 0; // only the copies below
    fake.flutterwave.settle(started.Reference, 'pay');
    fake.flutterwave.hooks.webhookAttempts = 5;
    const body = eventFor(started.Reference);
    const answers = await Promise.all(Array.from({ length: 20 }, () => post(body, HASH)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(200));
    expect(await balanceOf(api)).toBe(999.99);
    const replay = await post(body, HASH);
    expect(replay.status).toBe(200);
    expect(await balanceOf(api)).toBe(999.99);
    expect((await creditOf(started.Reference)).entries).toHaveLength(2);
  });

  it('the webhook racing the checkout return credits once', async () => {
    const api = await rider();
    const started = await topUp(api, 450);
    fake.flutterwave.hooks.webhookRepeats = 5;
    const [back] = await Promise.all([
      press(started.AuthorizationUrl, 'pay'),
      ...Array.from({ length: 5 }, () => verify(api, started.Reference)),
    ]);
    const returns = await Promise.all(
      Array.from({ length: 5 }, () => verify(api, back.searchParams.get('tx_ref')!)),
    );
    await fake.flutterwave.webhooksSettled();
    fake.flutterwave.hooks.webhookRepeats = 1;
    for (const response of returns)
      expect(response.json()).toMatchObject({ TransactionStatusName: 'Completed' });
    expect(await balanceOf(api)).toBe(450);
    expect((await creditOf(started.Reference)).entries).toHaveLength(2);
  });

  it('Cancel: the return finds it Failed, no money moved', async () => {
    const api = await rider();
    const started = await topUp(api, 300);
    const back = await press(started.AuthorizationUrl, 'cancel');
    expect(back.searchParams.get('status')).toBe('cancelled');
    expect((await verify(api, started.Reference)).json()).toMatchObject({ TransactionStatusName: 'Failed' });
    expect(await balanceOf(api)).toBe(0);
  });

  it("the return's query, as Flutterwave gives it, is what VerifyMyTopUp takes", async () => {
    const api = await rider();
    const started = await topUp(api, 200);
    const back = await press(started.AuthorizationUrl, 'pay');
    // The redirect_url carries ?reference= (the wallet page's parameter whichever the provider);
    // Flutterwave appends status, tx_ref and transaction_id to it.
    expect([...back.searchParams.keys()]).toEqual(['reference', 'status', 'tx_ref', 'transaction_id']);
    expect(
      (await api.get('/api/Wallet/VerifyMyTopUp', Object.fromEntries(back.searchParams))).json(),
    ).toMatchObject({ TransactionStatusName: 'Completed' });
    await fake.flutterwave.webhooksSettled();
    expect(await balanceOf(api)).toBe(200);
  });

  it('RefundTransaction of a paid top-up also refunds it through Flutterwave, in naira', async () => {
    const admin = apiAs(t, (await signedInAdmin(t)).token);
    const api = await rider();
    const started = await topUp(api, 800);
    await press(started.AuthorizationUrl, 'pay');
    await fake.flutterwave.webhooksSettled();
    const refunded = await admin.post('/api/Wallet/RefundTransaction', { Id: started.Id });
    expect(refunded.statusCode, refunded.body).toBe(200);
    expect(fake.flutterwave.refunds).toContainEqual({ txRef: started.Reference, amount: 800 });
    expect((await verify(api, started.Reference)).json()).toMatchObject({
      TransactionStatusName: 'Refunded',
      ProviderErrorMessage: null,
    });
    expect(await balanceOf(api)).toBe(0);
  });

  it('a top-up Paystack took before the switch is still confirmed, retried and refunded through Paystack', async () => {
    const admin = apiAs(t, (await signedInAdmin(t)).token);
    const user = await createUser(t.db, { password: null });
    const api = apiAs(t, await tokenFor(user));
    const before = await fundMyWallet(
      t.db,
      createPaystackGateway({ baseUrl: fake.paystackBaseUrl, secretKey: PAYSTACK_SECRET }),
      {
        caller: { userId: user.id } as Principal,
        Amount: 600,
        Message: '',
        callbackUrl: 'http://wayfare.test/teacher/wallets',
      },
    );
    fake.paystack.hooks.webhookAttempts = 0; // its event is posted by hand below
    fake.paystack.settle(before.Reference, 'pay');
    const retried = await api.post('/api/Wallet/RetryUncompletedTransaction', { Id: before.Id });
    expect(retried.statusCode, retried.body).toBe(200);
    await expect.poll(() => balanceOf(api)).toBe(600);
    const trx = fake.paystack.transactions.get(before.Reference)!;
    const event = JSON.stringify({ event: 'charge.success', data: { id: trx.id, reference: trx.reference } });
    const replay = await fetch(webhookUrl.replace('FlutterwaveWebhook', 'PaystackWebhook'), {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-paystack-signature': paystackSignature(event, PAYSTACK_SECRET),
      },
      body: event,
    });
    expect(replay.status).toBe(200);
    expect((await admin.post('/api/Wallet/RefundTransaction', { Id: before.Id })).statusCode).toBe(200);
    expect(fake.paystack.refunds).toContainEqual({ reference: before.Reference, amount: 60_000 });
    expect(await balanceOf(api)).toBe(0);
  });
});
