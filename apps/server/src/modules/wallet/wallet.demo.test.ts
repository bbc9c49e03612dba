import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { WalletTransaction } from '@wayfare/contracts';
import { eq, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type FakeGateway,
  startFakeGateway,
} from '../../adapters/payments/fake-gateway/start-fake-gateway.ts';
import { createLocalStorage } from '../../adapters/storage/local-storage.ts';
import type { Transaction } from '../../db/database.ts';
import { apiAs, listOf } from '../../test/api-client.ts';
import { createTestApp, signInAsFirstAdmin, type TestApp } from '../../test/test-app.ts';
import { accountsDemo } from '../accounts/accounts.demo.ts';
import { packagesDemo } from '../packages/packages.demo.ts';
import { DAY_MS, DEMO_PROVIDER_MIN_DAYS_AGO, DEMO_REFERENCE_PREFIX } from './demo-references.ts';
import { balanceDifferences, unbalancedTransactions } from './ledger.service.ts';
import { ledgerAccounts, ledgerEntries, wallets, walletTransactions } from './ledger.table.ts';
import { walletDemo } from './wallet.demo.ts';

/**
 * Issue 18 §5: the wallet demo. Seeded on the people and packages it needs, with the fake gateway in
 * test mode, so a demo row can be taken through the real calls (the failed withdrawal retried).
 */

const SECRET = 'sk_test_wallet_demo_secret_key_0123456789';
let t: TestApp;
let fake: FakeGateway;
let uploads: string;
const seeded: number[] = [];

const seedWallet = () => t.db.transaction((tx) => walletDemo.seed(tx as Transaction, undefined as never));
const counts = async () => [
  await t.db.$count(walletTransactions),
  await t.db.$count(ledgerEntries),
  await t.db.$count(ledgerAccounts),
];

beforeAll(async () => {
  uploads = await mkdtemp(join(tmpdir(), 'wayfare-wallet-demo-'));
  fake = await startFakeGateway({
    secrets: { paystackSecretKey: SECRET, paystackPublicKey: 'pk_test_wallet_demo' },
  });
  fake.paystack.hooks.webhookRetryDelayMs = 20;
  t = await createTestApp({
    OUTBOX_POLL_MS: 60_000,
    PAYSTACK_SECRET_KEY: SECRET,
    PAYSTACK_BASE_URL: fake.paystackBaseUrl,
    PUBLIC_URL: 'http://wayfare.test',
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  fake.webhookUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/api/Payment/PaystackWebhook`;
  await signInAsFirstAdmin(t);
  const storage = createLocalStorage(uploads);
  await t.db.transaction(async (tx) => {
    await accountsDemo.seed(tx as Transaction, storage);
    await packagesDemo.seed(tx as Transaction, storage);
  });
  seeded.push((await seedWallet()).created);
}, 180_000);
afterAll(async () => {
  await fake?.close();
  await t?.close();
  await rm(uploads, { recursive: true, force: true });
});

type Row = Pick<
  WalletTransaction,
  | 'Id'
  | 'Email'
  | 'Amount'
  | 'TransactionTypeName'
  | 'TransactionStatusName'
  | 'TransferStatusName'
  | 'TransferMessage'
  | 'CanRetry'
  | 'Reference'
  | 'CreditMessage'
  | 'ProviderErrorMessage'
>;
const adminApi = async () => apiAs(t, await signInAsFirstAdmin(t));
const transactions = async () =>
  listOf<Row>(await (await adminApi()).get('/api/Wallet/GetWalletTransactions', { pageSize: 100 })).rows;
const byReference = (rows: Row[], reference: string) => rows.find((row) => row.Reference === reference)!;
const balanceOf = async (email: string) =>
  listOf<{ Balance: number }>(await (await adminApi()).get('/api/Wallet/GetWallets', { keyword: email }))
    .rows[0]?.Balance;

describe('the wallet demo', () => {
  it('shows card top-ups through both providers: paid with the provider’s reference, one unfinished to retry, one declined', async () => {
    const rows = await transactions();
    expect(byReference(rows, 'DEMO-TOPUP-1')).toMatchObject({
      Email: 'ada.okafor@demo.wayfare.ng',
      TransactionTypeName: 'Credit',
      TransactionStatusName: 'Completed',
      Amount: 5000,
      CanRetry: false,
    });
    expect(byReference(rows, 'DEMO-TOPUP-3')).toMatchObject({
      TransactionStatusName: 'Completed',
      Amount: 2500,
    });
    expect(byReference(rows, 'DEMO-TOPUP-6')).toMatchObject({
      Email: 'funmilayo.ogunleye@demo.wayfare.ng',
      TransactionTypeName: 'Credit',
      TransactionStatusName: 'Initiated',
      CanRetry: true,
    });
    expect(byReference(rows, 'DEMO-TOPUP-2')).toMatchObject({
      TransactionStatusName: 'Failed',
      CanRetry: false,
      ProviderErrorMessage: 'The payment was not completed (Declined)',
    });
    const gateways = await t.db
      .selectDistinct({ gateway: walletTransactions.gateway })
      .from(walletTransactions)
      .where(isNotNull(walletTransactions.providerReference));
    expect(gateways.map((row) => row.gateway).sort()).toEqual([1, 4]);
  });

  it('shows withdrawals paid out and one failed with its TransferMessage, its hold released by a BookCredit, to retry', async () => {
    const rows = await transactions();
    expect(byReference(rows, 'DEMO-WITHDRAW-1')).toMatchObject({
      Email: 'emeka.nwosu@demo.wayfare.ng',
      TransactionTypeName: 'WithDrawn',
      TransactionStatusName: 'Completed',
      TransferStatusName: 'Completed',
      Amount: 10000,
    });
    expect(byReference(rows, 'DEMO-WITHDRAW-2')).toMatchObject({
      Email: 'aisha.bello@demo.wayfare.ng',
      TransactionTypeName: 'WithDrawn',
      TransferStatusName: 'Completed',
    });
    const failed = byReference(rows, 'DEMO-WITHDRAW-3');
    expect(failed).toMatchObject({
      TransactionTypeName: 'PendingWithDraw',
      TransactionStatusName: 'Failed',
      TransferStatusName: 'Failed',
      TransferMessage: 'The beneficiary bank is not responding; the transfer was reversed',
      CanRetry: true,
      Amount: 5000,
    });
    expect(rows.filter((row) => row.TransactionTypeName === 'BookCredit')).toEqual([
      expect.objectContaining({
        Email: 'emeka.nwosu@demo.wayfare.ng',
        Amount: 5000,
        TransactionStatusName: 'Completed',
        CreditMessage: `Withdrawal ${failed.Id} returned: ${failed.TransferMessage}`,
      }),
    ]);
  });

  it('shows packages bought from the wallet, and the drivers holding them', async () => {
    const rows = await transactions();
    const packageRows = rows.filter(
      (row) => row.CreditMessage.includes('Package') || row.CreditMessage.includes('package'),
    );
    expect(
      packageRows.map((row) => `${row.Email} ${row.TransactionTypeName} ${row.CreditMessage}`).sort(),
    ).toEqual([
      'aisha.bello@demo.wayfare.ng Debit Package Daily Starter',
      'emeka.nwosu@demo.wayfare.ng Credit Bonus of package Weekly Hustle',
      'emeka.nwosu@demo.wayfare.ng Debit Package Weekly Hustle',
    ]);
    const drivers = listOf<{ EmailAddress: string; PackageName: string | null }>(
      await (await adminApi()).get('/api/Account/GetDrivers', { keyword: 'demo.wayfare.ng', pageSize: 100 }),
    ).rows;
    const packageOf = (email: string) => drivers.find((driver) => driver.EmailAddress === email)?.PackageName;
    expect([packageOf('emeka.nwosu@demo.wayfare.ng'), packageOf('aisha.bello@demo.wayfare.ng')]).toEqual([
      'Weekly Hustle',
      'Daily Starter',
    ]);
  });

  it('moves every naira through the ledger: entries sum to zero and every balance is the sum of its entries', async () => {
    expect(await balanceDifferences(t.db)).toEqual([]);
    expect(await unbalancedTransactions(t.db)).toEqual([]);
    const [total] = await t.db
      .select({ kobo: sql<string>`coalesce(sum(${ledgerEntries.amountKobo}), 0)` })
      .from(ledgerEntries);
    expect(Number(total!.kobo)).toBe(0);
    // Nothing left on hold: the failed withdrawal's hold was released.
    const held = await t.db
      .select({ kobo: ledgerAccounts.balanceKobo })
      .from(ledgerAccounts)
      .innerJoin(wallets, eq(wallets.holdAccountId, ledgerAccounts.id));
    expect(held.every((account) => account.kobo === 0)).toBe(true);
    // 20,000 − 8,500 + 500 (package) + 15,000 (Paystack) − 10,000 (paid out) − 5,000 + 5,000 (failed).
    expect(await balanceOf('emeka.nwosu@demo.wayfare.ng')).toBe(17000);
    // 5,000 − 1,500 (package) + 4,000 (Flutterwave) − 6,000 (paid out).
    expect(await balanceOf('aisha.bello@demo.wayfare.ng')).toBe(1500);
    // 3,000 + 1,200 − 1,200 (refunded) + 5,000 (Paystack); the declined top-up moved nothing.
    expect(await balanceOf('ada.okafor@demo.wayfare.ng')).toBe(8000);
  });

  it('keeps its provider references out of the daily provider reconciliation: marked DEMO-, settled two days or more before', async () => {
    const throughProviders = await t.db
      .select({
        reference: walletTransactions.reference,
        providerReference: walletTransactions.providerReference,
        completedAt: walletTransactions.completedAt,
      })
      .from(walletTransactions)
      .where(isNotNull(walletTransactions.gateway));
    expect(throughProviders.length).toBeGreaterThanOrEqual(9);
    const cutoff = Date.now() - DEMO_PROVIDER_MIN_DAYS_AGO * DAY_MS;
    for (const row of throughProviders) {
      expect(row.reference?.startsWith(DEMO_REFERENCE_PREFIX)).toBe(true);
      if (row.providerReference) expect(row.providerReference.startsWith(DEMO_REFERENCE_PREFIX)).toBe(true);
      if (row.completedAt) expect(row.completedAt.getTime()).toBeLessThan(cutoff);
    }
  });

  it('adds nothing when run again', async () => {
    const before = await counts();
    expect(seeded[0]).toBeGreaterThan(0);
    expect(await seedWallet()).toEqual({ created: 0 });
    expect(await counts()).toEqual(before);
  });

  it('lets an administrator retry the failed demo withdrawal in test mode, the transfer then paid out once', async () => {
    const failed = byReference(await transactions(), 'DEMO-WITHDRAW-3');
    const admin = await adminApi();
    const retried = await admin.post('/api/Wallet/RetryFailedTransferTransaction', { Id: failed.Id });
    expect(retried.statusCode, retried.body).toBe(200);
    let row: Row | undefined;
    for (let i = 0; i < 200; i++) {
      await fake.paystack.webhooksSettled();
      row = (await transactions()).find((candidate) => candidate.Id === failed.Id);
      if (row?.TransactionTypeName === 'WithDrawn') break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(row).toMatchObject({
      TransactionTypeName: 'WithDrawn',
      TransferStatusName: 'Completed',
      CanRetry: false,
    });
    expect(await balanceOf('emeka.nwosu@demo.wayfare.ng')).toBe(12000);
    expect(await balanceDifferences(t.db)).toEqual([]);
    expect(await unbalancedTransactions(t.db)).toEqual([]);
  });
});
