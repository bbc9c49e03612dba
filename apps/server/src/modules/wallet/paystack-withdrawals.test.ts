import { walletTexts } from '@wayfare/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FakeGateway } from '../../adapters/payments/fake-gateway/start-fake-gateway.ts';
import { createPaystackGateway } from '../../adapters/payments/paystack.ts';
import { PAYSTACK_TRANSFER_REFERENCE } from '../../adapters/payments/paystack-definition.ts';
import { apiAs, listOf } from '../../test/api-client.ts';
import { type AppOnFakeGateway, startAppOnFakeGateway } from '../../test/app-on-fake-gateway.ts';
import { signedInAdmin, type TestApp } from '../../test/test-app.ts';
import { walletTransactions } from './ledger.table.ts';
import { recoverStrandedWithdrawals } from './withdrawal-recovery.service.ts';
import {
  expectLedgerSound,
  fundedDriver,
  myWallet,
  transactionRow,
  transfersSettled,
} from './withdrawals.test-support.ts';

/**
 * Issue 29 §1: withdrawals as Paystack publishes its transfers, against the fake over real HTTP: the
 * references it takes (lowercase, 16 characters at least), its final statuses (abandoned, blocked,
 * rejected end a withdrawal as failed does) and `otp` (held for the business's approval: shown so, not
 * pending), and the references stored before, upper case, which an upgrade must not strand.
 */

const SECRET = 'sk_test_paystack_withdrawals_0123456789';
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

const driver = (naira: number) => fundedDriver(t, admin, naira);
type Api = Awaited<ReturnType<typeof driver>>;
const rowOf = (id: number) => transactionRow(t.db, id);
const ledgerIsSound = () => expectLedgerSound(t.db, () => fake.paystack.webhooksSettled());
const settled = () => transfersSettled(fake.paystack, 'pending');

async function withdraw(api: Api, Amount: number) {
  const response = await api.post('/api/Wallet/WithdrawFromMyWallet', {
    Amount,
    BankCode: '058',
    AccountNumber: '0123456789',
    Message: 'Payout',
  });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { Id: number }).Id;
}

/** The withdrawal as its owner and as an administrator see it listed. */
async function listed(api: Api, id: number) {
  const mine = listOf(await api.get('/api/Wallet/GetMyWalletTransactions')).rows.find((row) => row.Id === id);
  const all = listOf(await admin.get('/api/Wallet/GetWalletTransactions')).rows.find((row) => row.Id === id);
  return { mine, all };
}

describe('Paystack transfer references', () => {
  it('sends every transfer under a lowercase reference Paystack takes; a retry under a new one of the same form', async () => {
    const api = await driver(3000);
    fake.paystack.hooks.transferOutcomes.push('failed');
    const id = await withdraw(api, 1000);
    await settled();
    const failed = await rowOf(id);
    expect(failed.reference).toMatch(PAYSTACK_TRANSFER_REFERENCE);
    expect(fake.paystack.transfers.get(failed.reference!)).toMatchObject({ status: 'failed' });

    const retried = await api.post('/api/Wallet/RetryFailedTransferTransaction', { Id: id });
    expect(retried.statusCode, retried.body).toBe(200);
    await settled();
    const done = await rowOf(id);
    expect(done).toMatchObject({ type: 3, status: 2, transferStatus: 2 });
    expect(done.reference).toMatch(PAYSTACK_TRANSFER_REFERENCE);
    expect(done.reference).not.toBe(failed.reference);
    await ledgerIsSound();
  });

  it('the fake refuses a reference out of the format with Paystack’s envelope (400), before any transfer', async () => {
    const paystack = createPaystackGateway({ baseUrl: fake.paystackBaseUrl, secretKey: SECRET });
    const before = fake.paystack.transfers.size;
    const send = (reference: string) =>
      paystack.sendTransfer({
        reference,
        amountKobo: 10_000,
        bankCode: '058',
        accountNumber: '0123456789',
        accountName: 'ADA OBI',
        narration: 'Payout',
      });
    await expect(send('WFW-MX1C5PF4-0a1b2c3d4e5f')).rejects.toMatchObject({ status: 400 });
    await expect(send('wfw-short')).rejects.toMatchObject({ status: 400 });
    expect(fake.paystack.transfers.size).toBe(before);
  });

  it('an upgrade keeps a stranded withdrawal of an old upper-case reference: found by it if Paystack has it, else sent under a new one, once', async () => {
    const api = await driver(4000);
    fake.paystack.hooks.transferSettleMs = 3_600_000;
    const taken = await withdraw(api, 1000);
    const never = await withdraw(api, 500);
    fake.paystack.hooks.transferSettleMs = 20;
    // What an older version left: upper-case references, the provider's answer not kept. Paystack took
    // the first one then (it is in its books under that very reference); the second never reached it.
    const takenRow = await rowOf(taken);
    const transfer = fake.paystack.transfers.get(takenRow.reference!)!;
    fake.paystack.transfers.delete(transfer.reference);
    transfer.reference = 'WFW-MX1C5PF4-0a1b2c3d4e5f';
    fake.paystack.transfers.set(transfer.reference, transfer);
    await t.db
      .update(walletTransactions)
      .set({ reference: transfer.reference, providerReference: null })
      .where(eq(walletTransactions.id, taken));
    const neverRow = await rowOf(never);
    fake.paystack.transfers.delete(neverRow.reference!);
    await t.db
      .update(walletTransactions)
      .set({ reference: 'WFW-MX1C5PF5-a1b2c3d4e5f6', providerReference: null })
      .where(eq(walletTransactions.id, never));

    const paystack = createPaystackGateway({ baseUrl: fake.paystackBaseUrl, secretKey: SECRET });
    const outcomes = await recoverStrandedWithdrawals(t.db, () => paystack, {
      now: new Date(Date.now() + 10 * 60_000),
      olderThanMs: 120_000,
    });
    expect(outcomes).toEqual(
      expect.arrayContaining([
        { id: taken, outcome: 'known' },
        { id: never, outcome: 'resent' },
      ]),
    );
    // The one Paystack had keeps its reference (its events and lookups find it); the other is sent once.
    expect((await rowOf(taken)).reference).toBe('WFW-MX1C5PF4-0a1b2c3d4e5f');
    const resent = await rowOf(never);
    expect(resent.reference).toMatch(PAYSTACK_TRANSFER_REFERENCE);
    fake.paystack.approveTransfer('WFW-MX1C5PF4-0a1b2c3d4e5f');
    await settled();
    expect(await rowOf(taken)).toMatchObject({ type: 3, status: 2, transferStatus: 2 });
    expect(await rowOf(never)).toMatchObject({ type: 3, status: 2, transferStatus: 2 });
    expect([...fake.paystack.transfers.values()].filter((item) => item.amount === 50_000)).toHaveLength(1);
    expect(await myWallet(api)).toMatchObject({ Balance: 2500, BookBalance: 2500 });
    await ledgerIsSound();
  });
});

describe('Paystack transfer statuses', () => {
  it.each(['abandoned', 'blocked', 'rejected'] as const)(
    'a transfer Paystack ends %s releases the hold and offers Retry, as a failed one',
    async (status) => {
      const api = await driver(2000);
      fake.paystack.hooks.transferOutcomes.push(status);
      const id = await withdraw(api, 1500);
      await settled();
      expect(await rowOf(id)).toMatchObject({
        type: 6,
        status: 3,
        transferStatus: 3,
        canRetry: true,
        transferMessage: status,
      });
      expect(await myWallet(api)).toMatchObject({ Balance: 2000, BookBalance: 2000 });
      expect((await listed(api, id)).mine).toMatchObject({ TransferStatusName: 'Failed', CanRetry: true });
      await ledgerIsSound();
    },
  );

  it('a transfer held for its OTP shows AwaitingApproval (to its owner and the administrators), stays held, and completes once approved', async () => {
    const api = await driver(2000);
    fake.paystack.hooks.transferOutcomes.push('otp');
    const id = await withdraw(api, 1200);
    const held = await rowOf(id);
    expect(held).toMatchObject({
      type: 6,
      status: 0,
      transferStatus: 4,
      canRetry: false,
      transferMessage: walletTexts.transferAwaitingApproval('Paystack'),
    });
    const { mine, all } = await listed(api, id);
    for (const row of [mine, all]) {
      expect(row).toMatchObject({
        TransferStatusName: 'AwaitingApproval',
        TransferMessage: walletTexts.transferAwaitingApproval('Paystack'),
        CanRetry: false,
      });
    }
    expect(await myWallet(api)).toMatchObject({ Balance: 800, BookBalance: 2000 });
    // Not Failed: no Retry (a second transfer could pay twice).
    const retry = await api.post('/api/Wallet/RetryFailedTransferTransaction', { Id: id });
    expect(retry.statusCode).toBe(409);

    // The recovery sweep, asking Paystack, keeps it held while it waits.
    const paystack = createPaystackGateway({ baseUrl: fake.paystackBaseUrl, secretKey: SECRET });
    const sweep = () =>
      recoverStrandedWithdrawals(t.db, () => paystack, {
        now: new Date(Date.now() + 10 * 60_000),
        olderThanMs: 120_000,
      });
    expect(await sweep()).toEqual(expect.arrayContaining([{ id, outcome: 'known' }]));
    expect(await rowOf(id)).toMatchObject({ status: 0, transferStatus: 4 });

    fake.paystack.approveTransfer(held.reference!);
    await settled();
    for (let i = 0; i < 200 && (await rowOf(id)).type !== 3; i++) await new Promise((r) => setTimeout(r, 10));
    expect(await rowOf(id)).toMatchObject({ type: 3, status: 2, transferStatus: 2 });
    expect(await myWallet(api)).toMatchObject({ Balance: 800, BookBalance: 800 });
    await ledgerIsSound();
  });

  it('an OTP transfer whose approval event was missed is settled by the recovery sweep', async () => {
    const api = await driver(1000);
    fake.paystack.hooks.transferOutcomes.push('otp');
    const id = await withdraw(api, 300);
    const held = await rowOf(id);
    expect(held).toMatchObject({ transferStatus: 4 });
    // Approved, but its event never arrives.
    const transfer = fake.paystack.transfers.get(held.reference!)!;
    transfer.status = 'success';
    const paystack = createPaystackGateway({ baseUrl: fake.paystackBaseUrl, secretKey: SECRET });
    const outcomes = await recoverStrandedWithdrawals(t.db, () => paystack, {
      now: new Date(Date.now() + 10 * 60_000),
      olderThanMs: 120_000,
    });
    expect(outcomes).toEqual(expect.arrayContaining([{ id, outcome: 'settled' }]));
    expect(await rowOf(id)).toMatchObject({ type: 3, status: 2, transferStatus: 2 });
    await ledgerIsSound();
  });
});
