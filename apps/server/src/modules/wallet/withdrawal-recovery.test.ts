import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FakeGateway } from '../../adapters/payments/fake-gateway/start-fake-gateway.ts';
import { createPaystackGateway } from '../../adapters/payments/paystack.ts';
import { apiAs } from '../../test/api-client.ts';
import { type AppOnFakeGateway, startAppOnFakeGateway } from '../../test/app-on-fake-gateway.ts';
import { signedInAdmin, type TestApp } from '../../test/test-app.ts';
import { walletTransactions } from './ledger.table.ts';
import { recoverWithdrawalsJob } from './recover-withdrawals.job.ts';
import { recoverStrandedWithdrawals } from './withdrawal-recovery.service.ts';
import { expectLedgerSound, fundedDriver, myWallet, transactionRow } from './withdrawals.test-support.ts';

/**
 * Issue 18 §1: the recovery sweep of withdrawals held with no word from the provider. The state a
 * process leaves when it dies after holding the money is made here by forgetting what it heard back
 * (the provider's id) and, for a send that never arrived, the provider's transfer; the real kill is
 * withdrawal-kill.processes.test.ts.
 */

const SECRET = 'sk_test_recovery_secret_key_0123456789';
const GRACE_MS = 120_000;
let t: TestApp;
let fake: FakeGateway;
let env: AppOnFakeGateway;
let admin: ReturnType<typeof apiAs>;
let sweep: (minutesLater: number) => ReturnType<typeof recoverStrandedWithdrawals>;

beforeAll(async () => {
  env = await startAppOnFakeGateway({
    paystackSecretKey: SECRET,
    events: 'paystack',
    config: { PUBLIC_URL: 'http://wayfare.test' },
  });
  ({ t, fake } = env);
  admin = apiAs(t, (await signedInAdmin(t)).token);
  const paystack = createPaystackGateway({ baseUrl: fake.paystackBaseUrl, secretKey: SECRET });
  sweep = (minutesLater) =>
    recoverStrandedWithdrawals(t.db, () => paystack, {
      now: new Date(Date.now() + minutesLater * 60_000),
      olderThanMs: GRACE_MS,
    });
});
afterAll(() => env?.close());

const driver = (naira: number) => fundedDriver(t, admin, naira);
type Api = Awaited<ReturnType<typeof driver>>;

const rowOf = (id: number) => transactionRow(t.db, id);
const ledgerIsSound = () => expectLedgerSound(t.db, () => fake.paystack.webhooksSettled());

/** A withdrawal of `naira` whose transfer the provider keeps pending (no event) until the test says. */
async function heldWithdrawal(api: Api, naira: number) {
  fake.paystack.hooks.transferSettleMs = 3_600_000;
  const response = await api.post('/api/Wallet/WithdrawFromMyWallet', {
    Amount: naira,
    BankCode: '058',
    AccountNumber: '0123456789',
    Message: 'Payout',
  });
  fake.paystack.hooks.transferSettleMs = 20;
  expect(response.statusCode, response.body).toBe(200);
  const row = await rowOf((response.json() as { Id: number }).Id);
  expect(row).toMatchObject({ type: 6, status: 0, transferStatus: 0 });
  return row;
}

/** What the database holds when the process died before keeping the provider's answer to the send. */
const forgetTheSendsAnswer = (id: number) =>
  t.db.update(walletTransactions).set({ providerReference: null }).where(eq(walletTransactions.id, id));

async function settledOnce(id: number, reference: string) {
  for (let i = 0; i < 200 && (await rowOf(id)).type !== 3; i++) await new Promise((r) => setTimeout(r, 10));
  await fake.paystack.webhooksSettled();
  expect(await rowOf(id)).toMatchObject({ type: 3, status: 2, transferStatus: 2, reference });
  expect([...fake.paystack.transfers.values()].filter((item) => item.reference === reference)).toHaveLength(
    1,
  );
}

describe('the withdrawal recovery sweep', () => {
  it('a transfer that never reached the provider is sent under the same reference, once', async () => {
    const api = await driver(1000);
    const held = await heldWithdrawal(api, 600);
    await forgetTheSendsAnswer(held.id);
    fake.paystack.transfers.delete(held.reference!);

    // Within the grace (a send may still be under way in another process): left alone.
    expect(await sweep(0)).toEqual([]);
    expect(await sweep(3)).toEqual([{ id: held.id, outcome: 'resent' }]);
    await settledOnce(held.id, held.reference!);
    expect(await myWallet(api)).toMatchObject({ Balance: 400, BookBalance: 400 });
    // Settled: the next sweep finds nothing.
    expect(await sweep(10)).toEqual([]);
    await ledgerIsSound();
  });

  it('a transfer the provider has and settled while nobody listened is settled from its word, not sent again', async () => {
    const api = await driver(1000);
    const held = await heldWithdrawal(api, 250);
    await forgetTheSendsAnswer(held.id);
    fake.paystack.transfers.get(held.reference!)!.status = 'success';

    expect(await sweep(3)).toEqual([{ id: held.id, outcome: 'settled' }]);
    await settledOnce(held.id, held.reference!);
    expect(await myWallet(api)).toMatchObject({ Balance: 750, BookBalance: 750 });
    fake.paystack.replayTransferWebhook(held.reference!);
    await ledgerIsSound();
    expect(await myWallet(api)).toMatchObject({ Balance: 750, BookBalance: 750 });
  });

  it('a transfer still pending at the provider is left held; one whose failure event was missed is released', async () => {
    const api = await driver(1000);
    const held = await heldWithdrawal(api, 300);
    await forgetTheSendsAnswer(held.id);
    expect(await sweep(3)).toEqual([{ id: held.id, outcome: 'known' }]);
    // The provider's id is kept now, so the next sweep asks by it.
    expect((await rowOf(held.id)).providerReference).toBe(
      String(fake.paystack.transfers.get(held.reference!)!.id),
    );
    expect(await myWallet(api)).toMatchObject({ Balance: 700, BookBalance: 1000 });

    fake.paystack.transfers.get(held.reference!)!.status = 'failed';
    expect(await sweep(5)).toEqual([{ id: held.id, outcome: 'settled' }]);
    expect(await rowOf(held.id)).toMatchObject({ type: 6, status: 3, transferStatus: 3, canRetry: true });
    expect(await myWallet(api)).toMatchObject({ Balance: 1000, BookBalance: 1000 });
    await ledgerIsSound();
  });

  it('a sweep whose send the provider refuses leaves the withdrawal held, never Failed (it may be a duplicate)', async () => {
    const api = await driver(500);
    const held = await heldWithdrawal(api, 500);
    await forgetTheSendsAnswer(held.id);
    fake.paystack.transfers.delete(held.reference!);
    fake.paystack.hooks.failures.set('/transfer', { status: 400, times: 10 });
    expect(await sweep(3)).toEqual([{ id: held.id, outcome: 'left' }]);
    fake.paystack.hooks.failures.delete('/transfer');
    expect(await rowOf(held.id)).toMatchObject({ type: 6, status: 0, transferStatus: 0, canRetry: false });
    expect(await myWallet(api)).toMatchObject({ Balance: 0, BookBalance: 500 });

    expect(await sweep(4)).toEqual([{ id: held.id, outcome: 'resent' }]);
    await settledOnce(held.id, held.reference!);
    await ledgerIsSound();
  });

  it('a send the provider does not answer (5xx) stays held and Pending, not retryable; the sweep sends it once', async () => {
    const api = await driver(800);
    fake.paystack.hooks.failures.set('/transfer', { status: 503, times: 3 });
    const response = await api.post('/api/Wallet/WithdrawFromMyWallet', {
      Amount: 800,
      BankCode: '058',
      AccountNumber: '0123456789',
      Message: 'Payout',
    });
    fake.paystack.hooks.failures.delete('/transfer');
    expect(response.statusCode, response.body).toBe(200);
    const { Id } = response.json() as { Id: number };
    const held = await rowOf(Id);
    expect(held).toMatchObject({ type: 6, status: 0, transferStatus: 0, canRetry: false });
    expect(held.providerErrorMessage).toBe('Fake gateway: failure asked for by the test');
    // Not Failed: a retry under a new reference could pay twice.
    const retry = await api.post('/api/Wallet/RetryFailedTransferTransaction', { Id });
    expect(retry.statusCode).toBe(409);
    expect(await myWallet(api)).toMatchObject({ Balance: 0, BookBalance: 800 });

    expect(await sweep(3)).toEqual([{ id: Id, outcome: 'resent' }]);
    await settledOnce(Id, held.reference!);
    expect(await myWallet(api)).toMatchObject({ Balance: 0, BookBalance: 0 });
    await ledgerIsSound();
  });

  it('the scheduled job recover-withdrawals runs the sweep every minute', async () => {
    const api = await driver(200);
    const held = await heldWithdrawal(api, 200);
    await forgetTheSendsAnswer(held.id);
    fake.paystack.transfers.delete(held.reference!);
    const paystack = createPaystackGateway({ baseUrl: fake.paystackBaseUrl, secretKey: SECRET });
    const job = recoverWithdrawalsJob({ gatewayOf: () => paystack, olderThanMs: GRACE_MS });
    expect(job.everyMs).toBe(60_000);
    await job.run({ db: t.db, now: new Date(Date.now() + 3 * 60_000) });
    await settledOnce(held.id, held.reference!);
    await ledgerIsSound();
  });
});
