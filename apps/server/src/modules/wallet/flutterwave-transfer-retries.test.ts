import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FakeGateway } from '../../adapters/payments/fake-gateway/start-fake-gateway.ts';
import { apiAs } from '../../test/api-client.ts';
import { type AppOnFakeGateway, startAppOnFakeGateway } from '../../test/app-on-fake-gateway.ts';
import { signedInAdmin, type TestApp } from '../../test/test-app.ts';
import {
  expectLedgerSound,
  fundedDriver,
  myWallet,
  transactionRow,
  transfersSettled,
} from './withdrawals.test-support.ts';

/**
 * Issue 18 §3: with WALLET_GATEWAY=flutterwave, Wallet/RetryFailedTransferTransaction asks Flutterwave
 * to retry the failed attempt (`POST /transfers/:id/retries`) instead of sending a new transfer: the new
 * attempt's id and reference become the withdrawal's, and its event settles it once.
 */

const SECRET = 'FLWSECK_TEST-retries-0123456789-X';
const HASH = 'retries-webhook-hash-0123456789';
let t: TestApp;
let fake: FakeGateway;
let env: AppOnFakeGateway;
let admin: ReturnType<typeof apiAs>;
/** The fake's API calls as they arrive. */
const arrived: string[] = [];

beforeAll(async () => {
  env = await startAppOnFakeGateway({
    flutterwave: { secretKey: SECRET, webhookHash: HASH },
    walletGateway: 'flutterwave',
    events: 'flutterwave',
    config: { PUBLIC_URL: 'http://wayfare.test' },
  });
  ({ t, fake } = env);
  const handle = fake.flutterwave.handle;
  fake.flutterwave.handle = (request, response, path) => {
    arrived.push(`${request.method} ${path.replace(/\d{5,}/g, ':id')}`);
    return handle(request, response, path);
  };
  admin = apiAs(t, (await signedInAdmin(t)).token);
});
afterAll(() => env?.close());

const driver = (naira: number) => fundedDriver(t, admin, naira);
type Api = Awaited<ReturnType<typeof driver>>;

const rowOf = (id: number) => transactionRow(t.db, id);
const settled = () => transfersSettled(fake.flutterwave, 'NEW');

const ledgerIsSound = () => expectLedgerSound(t.db, () => fake.flutterwave.webhooksSettled());

const withdrawal = { BankCode: '044', AccountNumber: '1234567890', Message: '' };

async function failedWithdrawal(api: Api, naira: number) {
  fake.flutterwave.hooks.transferOutcomes.push('FAILED');
  const response = await api.post('/api/Wallet/WithdrawFromMyWallet', { Amount: naira, ...withdrawal });
  expect(response.statusCode, response.body).toBe(200);
  const { Id } = response.json() as { Id: number };
  await settled();
  const failed = await rowOf(Id);
  expect(failed).toMatchObject({ status: 3, transferStatus: 3, canRetry: true });
  return failed;
}

describe('Wallet/RetryFailedTransferTransaction through Flutterwave', () => {
  it("retries the failed attempt with Flutterwave's retry, not a new transfer; settled once", async () => {
    const api = await driver(900);
    const failed = await failedWithdrawal(api, 900);
    arrived.length = 0;

    const retried = await api.post('/api/Wallet/RetryFailedTransferTransaction', { Id: failed.id });
    expect(retried.statusCode, retried.body).toBe(200);
    expect(arrived).toContain('POST /transfers/:id/retries');
    expect(arrived).not.toContain('POST /transfers');
    await settled();

    const done = await rowOf(failed.id);
    expect(done).toMatchObject({
      type: 3,
      status: 2,
      transferStatus: 2,
      reference: `${failed.reference}_PMCKDU_1`,
    });
    expect(done.providerReference).not.toBe(failed.providerReference);
    expect(fake.flutterwave.transfers.get(done.reference!)).toMatchObject({
      status: 'SUCCESSFUL',
      amount: 900,
    });
    // The first attempt stays FAILED at the provider; one payment went out.
    expect(fake.flutterwave.transfers.get(failed.reference!)!.status).toBe('FAILED');
    const paid = [...fake.flutterwave.transfers.values()].filter((item) => item.status === 'SUCCESSFUL');
    expect(paid.filter((item) => item.reference.startsWith(failed.reference!))).toHaveLength(1);

    fake.flutterwave.replayTransferWebhook(done.reference!);
    fake.flutterwave.replayTransferWebhook(failed.reference!);
    await ledgerIsSound();
    expect(await myWallet(api)).toMatchObject({ Balance: 0, BookBalance: 0 });
  });

  it('a retry Flutterwave refuses leaves the money on hold, Failed with its message; the next retry sends a new transfer', async () => {
    const api = await driver(400);
    const failed = await failedWithdrawal(api, 400);
    fake.flutterwave.hooks.failures.set(`/transfers/${failed.providerReference}/retries`, {
      status: 400,
      times: 1,
    });
    const refused = await api.post('/api/Wallet/RetryFailedTransferTransaction', { Id: failed.id });
    expect(refused.statusCode, refused.body).toBe(200);
    expect(await rowOf(failed.id)).toMatchObject({
      status: 0,
      transferStatus: 3,
      canRetry: true,
      transferMessage: 'Fake gateway: failure asked for by the test',
    });
    expect(await myWallet(api)).toMatchObject({ Balance: 0, BookBalance: 400 });

    arrived.length = 0;
    const again = await api.post('/api/Wallet/RetryFailedTransferTransaction', { Id: failed.id });
    expect(again.statusCode, again.body).toBe(200);
    expect(arrived).toContain('POST /transfers');
    await settled();
    expect(await rowOf(failed.id)).toMatchObject({ type: 3, status: 2, transferStatus: 2 });
    expect(await myWallet(api)).toMatchObject({ Balance: 0, BookBalance: 0 });
    await ledgerIsSound();
  });
});
