import { walletTexts } from '@wayfare/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FakeGateway } from '../../adapters/payments/fake-gateway/start-fake-gateway.ts';
import { paystackSignature } from '../../adapters/payments/payment-gateway.ts';
import { apiAs, problemOf } from '../../test/api-client.ts';
import { type AppOnFakeGateway, startAppOnFakeGateway } from '../../test/app-on-fake-gateway.ts';
import { createUser, signedInAdmin, type TestApp, tokenFor } from '../../test/test-app.ts';
import { balanceDifferences, unbalancedTransactions } from './ledger.service.ts';
import { ledgerEntries, walletTransactions } from './ledger.table.ts';

/**
 * Issue 18 §2, §3: a top-up through Paystack's checkout, against the fake gateway over real HTTP
 * (the app listening on a loopback port, the fake posting its signed events to it).
 */

const SECRET = 'sk_test_top_ups_secret_key_0123456789';
let t: TestApp;
let fake: FakeGateway;
let env: AppOnFakeGateway;
let webhookUrl: string;

beforeAll(async () => {
  env = await startAppOnFakeGateway({
    paystackSecretKey: SECRET,
    events: 'paystack',
    config: { PUBLIC_URL: 'http://wayfare.test' },
  });
  ({ t, fake, webhookUrl } = env);
});
afterAll(() => env?.close());

async function rider() {
  const user = await createUser(t.db, { password: null });
  return { id: user.id, api: apiAs(t, await tokenFor(user)) };
}
type Api = Awaited<ReturnType<typeof rider>>['api'];

const balanceOf = async (api: Api) =>
  ((await api.get('/api/Wallet/GetMyWallet')).json() as { Balance: number }).Balance;

async function topUp(api: Api, Amount: number) {
  const response = await api.post('/api/Wallet/FundMyWallet', { Amount, Message: 'Top-up' });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { Message: string; Id: number; Reference: string; AuthorizationUrl: string };
}

/** Presses a button of the checkout page, as a browser would; answers where it sends the person. */
async function press(authorizationUrl: string, action: 'pay' | 'decline' | 'cancel') {
  const page = await fetch(authorizationUrl);
  expect(page.status).toBe(200);
  const html = await page.text();
  for (const button of ['Pay', 'Decline', 'Cancel']) expect(html).toContain(`>${button}</button>`);
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

const creditsOf = async (reference: string) => {
  const [row] = await t.db
    .select()
    .from(walletTransactions)
    .where(eq(walletTransactions.reference, reference));
  const entries = await t.db.select().from(ledgerEntries).where(eq(ledgerEntries.transactionId, row!.id));
  return { row: row!, entries };
};

const signedPost = (body: string, signature = paystackSignature(body, SECRET)) =>
  fetch(webhookUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-paystack-signature': signature },
    body,
  });

describe('Wallet/FundMyWallet through the checkout', () => {
  it('starts a checkout for a Pending credit; Pay returns to the wallet page and the webhook credits once', async () => {
    const { api } = await rider();
    const started = await topUp(api, 2500.5);
    expect(started.Message).toBe(walletTexts.topUpStarted(2500.5));
    expect(started.AuthorizationUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/paystack\/checkout\//);
    const before = (await verify(api, started.Reference)).json();
    expect(before).toMatchObject({
      Id: started.Id,
      TransactionStatusName: 'Initiated',
      IsPending: true,
      Amount: 2500.5,
    });
    expect(fake.paystack.transactions.get(started.Reference)!.amount).toBe(250_050);

    const back = await press(started.AuthorizationUrl, 'pay');
    expect(`${back.origin}${back.pathname}`).toBe('http://wayfare.test/teacher/wallets');
    expect(back.searchParams.get('reference')).toBe(started.Reference);
    await fake.paystack.webhooksSettled();

    expect(await balanceOf(api)).toBe(2500.5);
    const after = (await verify(api, started.Reference)).json();
    expect(after).toMatchObject({
      TransactionStatusName: 'Completed',
      TransactionTypeName: 'Credit',
      CanRetry: false,
    });
    const { row, entries } = await creditsOf(started.Reference);
    expect(row.providerReference).toBe(String(fake.paystack.transactions.get(started.Reference)!.id));
    expect(entries.map((entry) => entry.amountKobo).sort((a, b) => a - b)).toEqual([-250_050, 250_050]);
    expect(await balanceOf(api)).toBe(2500.5);
  });

  it('refuses a bad amount with the sentence, writing nothing', async () => {
    const { api } = await rider();
    const count = await t.db.$count(walletTransactions);
    const refused = problemOf(await api.post('/api/Wallet/FundMyWallet', { Amount: 0, Message: '' }), 400);
    expect(refused.errors?.Amount).toEqual([walletTexts.amountPositive]);
    expect(await t.db.$count(walletTransactions)).toBe(count);
  });

  it('answers 502 in words when Paystack cannot start the checkout; the credit is Failed, no money', async () => {
    const { api } = await rider();
    fake.paystack.hooks.failures.set('/transaction/initialize', { status: 500, times: 1 });
    const refused = problemOf(await api.post('/api/Wallet/FundMyWallet', { Amount: 100, Message: '' }), 502);
    expect(refused.title).toContain('Paystack could not start the checkout');
    // Never retried: one failed call, no second checkout.
    expect(fake.paystack.hooks.failures.get('/transaction/initialize')!.times).toBe(0);
    expect(await balanceOf(api)).toBe(0);
  });

  it('Decline: the return finds it Failed, no money moved, no event sent', async () => {
    const { api } = await rider();
    const started = await topUp(api, 700);
    const deliveries = fake.paystack.webhookDeliveries.length;
    await press(started.AuthorizationUrl, 'decline');
    const seen = (await verify(api, started.Reference)).json();
    expect(seen).toMatchObject({
      TransactionStatusName: 'Failed',
      IsPending: false,
      ProviderErrorMessage: walletTexts.paymentNotCompleted('Declined'),
    });
    expect(fake.paystack.webhookDeliveries.length).toBe(deliveries);
    expect((await creditsOf(started.Reference)).entries).toEqual([]);
    expect(await balanceOf(api)).toBe(0);
  });

  it("Cancel: Failed, no money; another person's reference is 404", async () => {
    const { api } = await rider();
    const other = await rider();
    const started = await topUp(api, 300);
    await press(started.AuthorizationUrl, 'cancel');
    expect(problemOf(await verify(other.api, started.Reference), 404).title).toBe(
      walletTexts.noTopUp(started.Reference),
    );
    expect((await verify(api, started.Reference)).json()).toMatchObject({ TransactionStatusName: 'Failed' });
    expect(await balanceOf(api)).toBe(0);
  });
});

describe('POST /api/Payment/PaystackWebhook', () => {
  it('refuses a forged or missing signature with 401, writing nothing', async () => {
    const { api } = await rider();
    const started = await topUp(api, 1000);
    fake.paystack.hooks.webhookAttempts = 0; // hold back the real event
    fake.paystack.settle(started.Reference, 'pay');
    const body = JSON.stringify({
      event: 'charge.success',
      data: { reference: started.Reference, amount: 100_000 },
    });
    const entries = await t.db.$count(ledgerEntries);
    const forged = await signedPost(body, paystackSignature(body, 'sk_test_someone_else'));
    expect(forged.status).toBe(401);
    expect(forged.headers.get('content-type')).toContain('application/problem+json');
    expect(((await forged.json()) as { title: string }).title).toBe(walletTexts.badSignature);
    const missing = await fetch(webhookUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    });
    expect(missing.status).toBe(401);
    const tampered = await signedPost(body.replace('100000', '1'), paystackSignature(body, SECRET));
    expect(tampered.status).toBe(401);
    expect(await t.db.$count(ledgerEntries)).toBe(entries);
    expect((await creditsOf(started.Reference)).row.status).toBe(1);
    fake.paystack.hooks.webhookAttempts = 5;
    await fake.paystack.webhooksSettled();
  });

  it('a replayed event answers 200 and changes nothing', async () => {
    const { api } = await rider();
    const started = await topUp(api, 1200);
    await press(started.AuthorizationUrl, 'pay');
    await fake.paystack.webhooksSettled();
    expect(await balanceOf(api), JSON.stringify(fake.paystack.webhookDeliveries.slice(-3))).toBe(1200);
    const deliveries = fake.paystack.webhookDeliveries.length;
    fake.paystack.hooks.webhookRepeats = 3;
    fake.paystack.replayWebhook(started.Reference);
    await fake.paystack.webhooksSettled();
    fake.paystack.hooks.webhookRepeats = 1;
    expect(fake.paystack.webhookDeliveries.slice(deliveries).map((delivery) => delivery.status)).toEqual([
      200, 200, 200,
    ]);
    expect(await balanceOf(api)).toBe(1200);
    expect((await creditsOf(started.Reference)).entries).toHaveLength(2);
  });

  it('the webhook racing the checkout return credits once', async () => {
    const { api } = await rider();
    const started = await topUp(api, 450);
    fake.paystack.hooks.webhookRepeats = 5;
    const [back] = await Promise.all([
      press(started.AuthorizationUrl, 'pay'),
      ...Array.from({ length: 5 }, () => verify(api, started.Reference)),
    ]);
    const returns = await Promise.all(
      Array.from({ length: 5 }, () => verify(api, back.searchParams.get('reference')!)),
    );
    await fake.paystack.webhooksSettled();
    fake.paystack.hooks.webhookRepeats = 1;
    for (const response of returns)
      expect(response.json()).toMatchObject({ TransactionStatusName: 'Completed' });
    expect(await balanceOf(api)).toBe(450);
    expect((await creditsOf(started.Reference)).entries).toHaveLength(2);
  });

  it('one event sent 100 times at once credits once', async () => {
    const { api } = await rider();
    const started = await topUp(api, 999.99);
    fake.paystack.hooks.webhookAttempts = 0; // only the 100 copies below
    fake.paystack.settle(started.Reference, 'pay');
    fake.paystack.hooks.webhookAttempts = 5;
    const trx = fake.paystack.transactions.get(started.Reference)!;
    const body = JSON.stringify({
      event: 'charge.success',
      data: { id: trx.id, reference: trx.reference, amount: trx.amount, status: 'success' },
    });
    const answers = await Promise.all(Array.from({ length: 100 }, () => signedPost(body)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(100).fill(200));
    expect(await balanceOf(api)).toBe(999.99);
    expect((await creditsOf(started.Reference)).entries).toHaveLength(2);
  });

  it('refuses to credit when the provider reports another amount than the pending credit', async () => {
    const { api } = await rider();
    const started = await topUp(api, 5000);
    fake.paystack.transactions.get(started.Reference)!.amount = 500; // ₦5 paid, not ₦5,000
    await press(started.AuthorizationUrl, 'pay');
    await fake.paystack.webhooksSettled();
    expect(await balanceOf(api)).toBe(0);
    const seen = (await verify(api, started.Reference)).json();
    expect(seen).toMatchObject({ ProviderErrorMessage: walletTexts.amountMismatch(5, 5000) });
    expect(seen.TransactionStatusName).not.toBe('Completed');
    expect((await creditsOf(started.Reference)).entries).toEqual([]);
  });

  it('answers 503 while Paystack cannot confirm, and the event sent again then credits', async () => {
    const { api } = await rider();
    const started = await topUp(api, 275);
    // Three failed verifications: the first delivery's (with the adapter's two retries) answers 503.
    fake.paystack.hooks.failures.set('/transaction/verify', { status: 500, times: 3 });
    const deliveries = fake.paystack.webhookDeliveries.length;
    await press(started.AuthorizationUrl, 'pay');
    await fake.paystack.webhooksSettled();
    expect(fake.paystack.webhookDeliveries.slice(deliveries).map((delivery) => delivery.status)).toEqual([
      503, 200,
    ]);
    expect(await balanceOf(api)).toBe(275);
  });

  it('ignores an event of no interest, or for a reference it never gave, with 200', async () => {
    const entries = await t.db.$count(ledgerEntries);
    expect(
      (await signedPost(JSON.stringify({ event: 'transfer.success', data: { reference: 'x' } }))).status,
    ).toBe(200);
    expect(
      (await signedPost(JSON.stringify({ event: 'charge.success', data: { reference: 'WFT-NOPE' } }))).status,
    ).toBe(200);
    expect(await t.db.$count(ledgerEntries)).toBe(entries);
  });

  it('RefundTransaction of a paid top-up also refunds it through Paystack; a refusal there is kept on the credit', async () => {
    const admin = apiAs(t, (await signedInAdmin(t)).token);
    const { api } = await rider();
    const paid = async (amount: number) => {
      const started = await topUp(api, amount);
      await press(started.AuthorizationUrl, 'pay');
      await fake.paystack.webhooksSettled();
      return started;
    };
    const first = await paid(800);
    const refunded = await admin.post('/api/Wallet/RefundTransaction', { Id: first.Id });
    expect(refunded.statusCode, refunded.body).toBe(200);
    expect(fake.paystack.refunds).toContainEqual({ reference: first.Reference, amount: 80_000 });
    expect(fake.paystack.transactions.get(first.Reference)!.status).toBe('reversed');

    const second = await paid(300);
    fake.paystack.hooks.failures.set('/refund', { status: 400, times: 1 });
    expect((await admin.post('/api/Wallet/RefundTransaction', { Id: second.Id })).statusCode).toBe(200);
    expect((await verify(api, second.Reference)).json()).toMatchObject({
      TransactionStatusName: 'Refunded',
      ProviderErrorMessage: walletTexts.providerRefundFailed(
        'Paystack',
        'Fake gateway: failure asked for by the test',
      ),
    });
    expect(await balanceOf(api)).toBe(0);
  });

  it('RetryUncompletedTransaction asks Paystack again, answering at once; once paid, it credits', async () => {
    const { api } = await rider();
    const other = await rider();
    const started = await topUp(api, 650);
    const retry = (who: Api = api) => who.post('/api/Wallet/RetryUncompletedTransaction', { Id: started.Id });
    const byId = async () =>
      (await api.get('/api/Wallet/GetWalletTransactionById', { id: started.Id })).json() as {
        CanRetry: boolean;
        TransactionStatusName: string;
      };
    const until = async (done: (row: Awaited<ReturnType<typeof byId>>) => boolean) => {
      for (let i = 0; i < 100 && !done(await byId()); i++) await new Promise((r) => setTimeout(r, 20));
      return byId();
    };
    expect(problemOf(await retry(other.api), 404).title).toBe(walletTexts.noTransaction(started.Id));

    fake.paystack.hooks.delayMs = 1500; // slower than the reply waits
    const first = await retry();
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ Message: walletTexts.retryStarted('Paystack'), Id: started.Id });
    expect(problemOf(await retry(), 409).title).toBe(walletTexts.retryUnderWay);
    fake.paystack.hooks.delayMs = 0;
    // Still unpaid: it may be retried again.
    expect(await until((row) => row.CanRetry)).toMatchObject({
      CanRetry: true,
      TransactionStatusName: 'Initiated',
    });

    fake.paystack.hooks.webhookAttempts = 0; // no event: only the retry finds out
    fake.paystack.settle(started.Reference, 'pay');
    fake.paystack.hooks.webhookAttempts = 5;
    expect((await retry()).statusCode).toBe(200);
    expect(await until((row) => row.TransactionStatusName === 'Completed')).toMatchObject({
      TransactionStatusName: 'Completed',
      CanRetry: false,
    });
    expect(await balanceOf(api)).toBe(650);
    expect(problemOf(await retry(), 409).title).toBe(walletTexts.cannotRetry('Completed'));
  });

  it('leaves every balance equal to the sum of its entries, every movement balanced', async () => {
    expect(await balanceDifferences(t.db)).toEqual([]);
    expect(await unbalancedTransactions(t.db)).toEqual([]);
  });
});
