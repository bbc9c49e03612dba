import { walletTexts } from '@wayfare/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAKE_BANKS } from '../../adapters/payments/fake-gateway/fake-banks.ts';
import type { FakeGateway } from '../../adapters/payments/fake-gateway/start-fake-gateway.ts';
import { apiAs, problemOf } from '../../test/api-client.ts';
import { type AppOnFakeGateway, startAppOnFakeGateway } from '../../test/app-on-fake-gateway.ts';
import { signedInAdmin, type TestApp } from '../../test/test-app.ts';
import { adminActivities } from '../activity/activity.table.ts';
import { walletTransactions } from './ledger.table.ts';
import {
  expectLedgerSound,
  fundedDriver,
  myWallet,
  transactionRow,
  transfersSettled,
} from './withdrawals.test-support.ts';

/**
 * Issue 18 §2, §3: withdrawals through Flutterwave (WALLET_GATEWAY=flutterwave), against the fake:
 * `transfer.completed` SUCCESSFUL withdraws, FAILED releases the hold; an administrator retries.
 */

const SECRET = 'FLWSECK_TEST-withdrawals-0123456789-X';
const HASH = 'withdrawals-webhook-hash-0123456789';
let t: TestApp;
let fake: FakeGateway;
let env: AppOnFakeGateway;
let admin: ReturnType<typeof apiAs>;
let adminId: string;

beforeAll(async () => {
  env = await startAppOnFakeGateway({
    flutterwave: { secretKey: SECRET, webhookHash: HASH },
    walletGateway: 'flutterwave',
    events: 'flutterwave',
    config: { PUBLIC_URL: 'http://wayfare.test' },
  });
  ({ t, fake } = env);
  const signedIn = await signedInAdmin(t);
  admin = apiAs(t, signedIn.token);
  adminId = signedIn.id;
});
afterAll(() => env?.close());

const driver = (naira: number) => fundedDriver(t, admin, naira);

const rowOf = (id: number) => transactionRow(t.db, id);
const settled = () => transfersSettled(fake.flutterwave, 'NEW');

const ledgerIsSound = () => expectLedgerSound(t.db, () => fake.flutterwave.webhooksSettled());

const withdrawal = { BankCode: '044', AccountNumber: '1234567890', Message: '' };

describe('Withdrawals through Flutterwave', () => {
  it('lists the banks and resolves an account through Flutterwave', async () => {
    const api = await driver(10);
    expect((await api.get('/api/Wallet/GetBanks')).json()).toEqual(
      FAKE_BANKS.map((bank) => ({ Code: bank.code, Name: bank.name })),
    );
    const resolved = await api.get('/api/Wallet/ResolveBankAccount', {
      bankCode: '044',
      accountNumber: '1234567890',
    });
    expect(resolved.json()).toEqual({ AccountName: 'CHIDI OKAFOR' });
    const refused = await api.get('/api/Wallet/ResolveBankAccount', {
      bankCode: '044',
      accountNumber: '5555555555',
    });
    expect(problemOf(refused, 400).errors?.AccountNumber).toEqual([
      'Sorry, that account number is invalid, please check and try again',
    ]);
  });

  it('SUCCESSFUL withdraws once; a replay changes nothing', async () => {
    const api = await driver(2000);
    const response = await api.post('/api/Wallet/WithdrawFromMyWallet', { Amount: 1500, ...withdrawal });
    expect(response.statusCode, response.body).toBe(200);
    const { Id } = response.json() as { Id: number };
    expect(await myWallet(api)).toMatchObject({ Balance: 500, BookBalance: 2000 });
    await settled();
    const done = await rowOf(Id);
    expect(done).toMatchObject({ type: 3, status: 2, transferStatus: 2 });
    expect(fake.flutterwave.transfers.get(done.reference!)!.amount).toBe(1500);
    fake.flutterwave.replayTransferWebhook(done.reference!);
    await ledgerIsSound();
    expect(await myWallet(api)).toMatchObject({ Balance: 500, BookBalance: 500 });
  });

  it('FAILED releases the hold with the message kept; an administrator retries it (logged) and it completes', async () => {
    const api = await driver(800);
    fake.flutterwave.hooks.transferOutcomes.push('FAILED');
    const response = await api.post('/api/Wallet/WithdrawFromMyWallet', { Amount: 800, ...withdrawal });
    const { Id } = response.json() as { Id: number };
    await settled();
    expect(await rowOf(Id)).toMatchObject({
      status: 3,
      transferStatus: 3,
      canRetry: true,
      transferMessage: 'DISBURSE FAILED: Insufficient funds in customer wallet',
    });
    expect(await myWallet(api)).toMatchObject({ Balance: 800, BookBalance: 800 });
    const released = await t.db
      .select()
      .from(walletTransactions)
      .where(and(eq(walletTransactions.type, 4), eq(walletTransactions.amountKobo, 80_000)));
    expect(released.length).toBeGreaterThan(0);

    const retried = await admin.post('/api/Wallet/RetryFailedTransferTransaction', { Id });
    expect(retried.statusCode, retried.body).toBe(200);
    await settled();
    expect(await rowOf(Id)).toMatchObject({ type: 3, transferStatus: 2 });
    expect(await myWallet(api)).toMatchObject({ Balance: 0, BookBalance: 0 });
    const logged = await t.db.select().from(adminActivities).where(eq(adminActivities.userId, adminId));
    expect(logged.some((row) => JSON.stringify(row).includes('RetryFailedTransferTransaction'))).toBe(true);
    await ledgerIsSound();

    const again = await admin.post('/api/Wallet/RetryFailedTransferTransaction', { Id });
    expect(problemOf(again, 409).title).toBe(walletTexts.cannotRetryTransfer('Completed'));
  });
});
