import { walletTexts } from '@wayfare/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAKE_BANKS } from '../../adapters/payments/fake-gateway/fake-banks.ts';
import type { FakeGateway } from '../../adapters/payments/fake-gateway/start-fake-gateway.ts';
import { paymentOutcomes } from '../../operations/payment-outcomes.ts';
import { apiAs, problemOf } from '../../test/api-client.ts';
import { type AppOnFakeGateway, startAppOnFakeGateway } from '../../test/app-on-fake-gateway.ts';
import { createUser, signedInAdmin, type TestApp, tokenFor } from '../../test/test-app.ts';
import { users } from '../accounts/accounts.table.ts';
import { ensureWallet } from './ledger.service.ts';
import { expectLedgerSound, myWallet, transactionRow, transfersSettled } from './withdrawals.test-support.ts';

/**
 * Issue 18 §2, §3: withdrawals to a bank account through Paystack, against the fake gateway over real
 * HTTP (the fake settles each transfer a moment later and posts its signed event to the app).
 */

const SECRET = 'sk_test_withdrawals_secret_key_0123456789';
let t: TestApp;
let fake: FakeGateway;
let env: AppOnFakeGateway;
let admin: ReturnType<typeof apiAs>;

beforeAll(async () => {
  env = await startAppOnFakeGateway({
    paystackSecretKey: SECRET,
    events: 'paystack',
    config: { PUBLIC_URL: 'http://wayfare.test' },
  });
  ({ t, fake } = env);
  admin = apiAs(t, (await signedInAdmin(t)).token);
});
afterAll(() => env?.close());

async function person(isDriver: boolean, naira = 0) {
  const user = await createUser(t.db, { password: null });
  await t.db.update(users).set({ isDriver }).where(eq(users.id, user.id));
  const wallet = await ensureWallet(t.db, user.id);
  if (naira > 0) {
    const response = await admin.post('/api/Wallet/FundClientWallet', {
      WallettIdNumber: wallet.wallettIdNumber,
      Amount: naira,
    });
    expect(response.statusCode, response.body).toBe(200);
  }
  return { id: user.id, api: apiAs(t, await tokenFor(user)) };
}

const rowOf = (id: number) => transactionRow(t.db, id);
const withdrawal = { BankCode: '058', AccountNumber: '0123456789', Message: 'Weekly payout' };

const ledgerIsSound = () => expectLedgerSound(t.db, () => fake.paystack.webhooksSettled());

const settled = () => transfersSettled(fake.paystack, 'pending');

describe('transfer webhooks', () => {
  it('a forged transfer.success is refused (401) and moves nothing', async () => {
    const { api } = await person(true, 300);
    fake.paystack.hooks.transferSettleMs = 60_000;
    const response = await api.post('/api/Wallet/WithdrawFromMyWallet', { Amount: 300, ...withdrawal });
    fake.paystack.hooks.transferSettleMs = 20;
    const { Id } = response.json() as { Id: number };
    const { reference } = await rowOf(Id);
    const body = JSON.stringify({ event: 'transfer.success', data: { reference, amount: 30_000 } });
    const forged = await fetch(fake.webhookUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-paystack-signature': 'f'.repeat(128) },
      body,
    });
    expect(forged.status).toBe(401);
    expect(await rowOf(Id)).toMatchObject({ type: 6, transferStatus: 0 });
    expect(await myWallet(api)).toMatchObject({ Balance: 0, BookBalance: 300 });
    await ledgerIsSound();
    // Left unsettled (no event), so the later tests' waits do not wait for it.
    fake.paystack.transfers.get(reference!)!.status = 'reversed';
  });
});

describe('Wallet/GetBanks and Wallet/ResolveBankAccount', () => {
  it('lists the provider banks and resolves a known account; an unknown one is a 400 under AccountNumber', async () => {
    const { api } = await person(true);
    const banks = await api.get('/api/Wallet/GetBanks');
    expect(banks.statusCode, banks.body).toBe(200);
    expect(banks.json()).toEqual(FAKE_BANKS.map((bank) => ({ Code: bank.code, Name: bank.name })));

    const known = await api.get('/api/Wallet/ResolveBankAccount', {
      bankCode: '058',
      accountNumber: '0123456789',
    });
    expect(known.statusCode, known.body).toBe(200);
    expect(known.json()).toEqual({ AccountName: 'ADA OBI' });

    const unknown = await api.get('/api/Wallet/ResolveBankAccount', {
      bankCode: '058',
      accountNumber: '9999999999',
    });
    expect(unknown.statusCode).toBe(400);
    expect(Object.keys(problemOf(unknown, 400).errors ?? {})).toEqual(['AccountNumber']);

    const short = await api.get('/api/Wallet/ResolveBankAccount', {
      bankCode: '058',
      accountNumber: '12345',
    });
    expect(short.statusCode).toBe(400);
    expect(problemOf(short, 400).errors?.accountNumber).toEqual([walletTexts.accountNumberShape]);
  });
});

/** The process's count of Paystack withdrawals settled with this outcome (compared before and after). */
async function withdrawalsCounted(outcome: 'succeeded' | 'failed') {
  const { values } = await paymentOutcomes.get();
  const found = values.find(
    ({ labels }) =>
      labels.kind === 'withdrawal' && labels.provider === 'paystack' && labels.outcome === outcome,
  );
  return found?.value ?? 0;
}

describe('Wallet/WithdrawFromMyWallet', () => {
  it('holds the Amount, then the transfer webhook withdraws it once (a replay changes nothing)', async () => {
    const { api } = await person(true, 10_000);
    const succeededBefore = await withdrawalsCounted('succeeded');
    const response = await api.post('/api/Wallet/WithdrawFromMyWallet', { Amount: 2500.5, ...withdrawal });
    expect(response.statusCode, response.body).toBe(200);
    const { Id, Message } = response.json() as { Id: number; Message: string };
    expect(Message).toBe(walletTexts.withdrawStarted(2500.5));
    // Held at once: spendable down, the book balance still counts the hold.
    expect(await myWallet(api)).toMatchObject({ Balance: 7499.5, BookBalance: 10_000 });

    await settled();
    const done = await rowOf(Id);
    expect(done).toMatchObject({
      type: 3,
      status: 2,
      transferStatus: 2,
      canRetry: false,
      amountKobo: 250_050,
    });
    expect(await myWallet(api)).toMatchObject({ Balance: 7499.5, BookBalance: 7499.5 });

    fake.paystack.replayTransferWebhook(done.reference!);
    await fake.paystack.webhooksSettled();
    expect(await myWallet(api)).toMatchObject({ Balance: 7499.5, BookBalance: 7499.5 });
    // Issue 29 §4: counted once in /metrics, the replay not again.
    expect(await withdrawalsCounted('succeeded')).toBe(succeededBefore + 1);
    await ledgerIsSound();
  });

  it('a failed transfer releases the hold (BookCredit), CanRetry; the retry holds again and completes', async () => {
    const { api } = await person(true, 5000);
    fake.paystack.hooks.transferOutcomes.push('failed');
    const response = await api.post('/api/Wallet/WithdrawFromMyWallet', { Amount: 3000, ...withdrawal });
    expect(response.statusCode, response.body).toBe(200);
    const { Id } = response.json() as { Id: number };
    await settled();
    const failed = await rowOf(Id);
    expect(failed).toMatchObject({
      type: 6,
      status: 3,
      transferStatus: 3,
      canRetry: true,
      transferMessage: 'failed',
    });
    expect(await myWallet(api)).toMatchObject({ Balance: 5000, BookBalance: 5000 });
    await ledgerIsSound();

    const retried = await api.post('/api/Wallet/RetryFailedTransferTransaction', { Id });
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.json()).toEqual({ Message: walletTexts.transferRetried, Id });
    expect(await myWallet(api)).toMatchObject({ Balance: 2000 });
    await settled();
    const done = await rowOf(Id);
    expect(done).toMatchObject({ type: 3, status: 2, transferStatus: 2 });
    expect(done.reference).not.toBe(failed.reference);
    expect(await myWallet(api)).toMatchObject({ Balance: 2000, BookBalance: 2000 });

    const again = await api.post('/api/Wallet/RetryFailedTransferTransaction', { Id });
    expect(again.statusCode).toBe(409);
    expect(problemOf(again, 409).title).toBe(walletTexts.cannotRetryTransfer('Completed'));
    // The stale failure event of the first transfer changes nothing.
    fake.paystack.replayTransferWebhook(failed.reference!);
    await ledgerIsSound();
    expect(await myWallet(api)).toMatchObject({ Balance: 2000, BookBalance: 2000 });
  });

  it('a transfer the provider refuses when sent stays held, Failed with its message, and can be retried', async () => {
    const { api } = await person(true, 1000);
    fake.paystack.hooks.failures.set('/transfer', { status: 400, times: 1 });
    const response = await api.post('/api/Wallet/WithdrawFromMyWallet', { Amount: 600, ...withdrawal });
    expect(response.statusCode, response.body).toBe(200);
    const { Id } = response.json() as { Id: number };
    const failed = await rowOf(Id);
    expect(failed).toMatchObject({ status: 0, transferStatus: 3, canRetry: true });
    expect(failed.transferMessage).toBe('Fake gateway: failure asked for by the test');
    expect(await myWallet(api)).toMatchObject({ Balance: 400, BookBalance: 1000 });

    // The top-ups' retry is not for withdrawals (409), and leaves it retryable.
    const wrongRetry = await api.post('/api/Wallet/RetryUncompletedTransaction', { Id });
    expect(wrongRetry.statusCode).toBe(409);
    const listed = (await api.get('/api/Wallet/GetWalletTransactionById', { id: Id })).json();
    expect(listed).toMatchObject({
      TransactionTypeName: 'PendingWithDraw',
      TransferStatusName: 'Failed',
      TransferMessage: 'Fake gateway: failure asked for by the test',
      CanRetry: true,
    });

    const retried = await api.post('/api/Wallet/RetryFailedTransferTransaction', { Id });
    expect(retried.statusCode, retried.body).toBe(200);
    await settled();
    expect(await rowOf(Id)).toMatchObject({ type: 3, transferStatus: 2 });
    expect(await myWallet(api)).toMatchObject({ Balance: 400, BookBalance: 400 });
    await ledgerIsSound();
  });

  it('withdrawals at once never hold more than the balance', async () => {
    const { api } = await person(true, 1000);
    const replies = await Promise.all(
      Array.from({ length: 5 }, () =>
        api.post('/api/Wallet/WithdrawFromMyWallet', { Amount: 300, ...withdrawal }),
      ),
    );
    expect(replies.map((reply) => reply.statusCode).sort()).toEqual([200, 200, 200, 409, 409]);
    await settled();
    expect(await myWallet(api)).toMatchObject({ Balance: 100, BookBalance: 100 });
    await ledgerIsSound();
  });

  it('refuses too low a balance (409 with both figures), non-drivers (403) and hostile input (400)', async () => {
    const driver = await person(true, 100);
    const low = await driver.api.post('/api/Wallet/WithdrawFromMyWallet', { Amount: 150, ...withdrawal });
    expect(low.statusCode).toBe(409);
    expect(problemOf(low, 409).title).toBe(walletTexts.withdrawBalanceTooLow(100, 150));

    const rider = await person(false, 100);
    const refused = await rider.api.post('/api/Wallet/WithdrawFromMyWallet', { Amount: 50, ...withdrawal });
    expect(refused.statusCode).toBe(403);

    for (const body of [
      { ...withdrawal, Amount: 0 },
      { ...withdrawal, Amount: 1.005 },
      { ...withdrawal, Amount: '1e9' },
      { ...withdrawal, Amount: 10, AccountNumber: "0123456789' or 1=1--" },
      { ...withdrawal, Amount: 10, BankCode: '' },
      { ...withdrawal, Amount: 10, Extra: true },
    ]) {
      const response = await driver.api.post('/api/Wallet/WithdrawFromMyWallet', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
    const zero = await driver.api.post('/api/Wallet/WithdrawFromMyWallet', { ...withdrawal, Amount: 0 });
    expect(problemOf(zero, 400).errors?.Amount).toEqual([walletTexts.amountPositive]);
    expect(await myWallet(driver.api)).toMatchObject({ Balance: 100, BookBalance: 100 });

    // Someone else's transfer: not found; a Credit is no transfer to retry.
    const other = await rider.api.post('/api/Wallet/RetryFailedTransferTransaction', { Id: 1 });
    expect([404, 409]).toContain(other.statusCode);
    await ledgerIsSound();
  });
});
