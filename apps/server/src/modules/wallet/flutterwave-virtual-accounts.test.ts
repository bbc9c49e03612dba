import { VirtualAccountStatus, walletTexts } from '@wayfare/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAKE_ASSIGNMENT_FAILURE } from '../../adapters/payments/fake-gateway/fake-virtual-accounts.ts';
import type { FakeGateway } from '../../adapters/payments/fake-gateway/start-fake-gateway.ts';
import { createFlutterwaveGateway } from '../../adapters/payments/flutterwave.ts';
import { Gateway } from '../../adapters/payments/payment-gateway.ts';
import { apiAs } from '../../test/api-client.ts';
import { type AppOnFakeGateway, startAppOnFakeGateway } from '../../test/app-on-fake-gateway.ts';
import { createUser, signedInAdmin, type TestApp, tokenFor } from '../../test/test-app.ts';
import { testBvns } from './bvn.test-support.ts';
import { balanceDifferences } from './ledger.service.ts';
import { ledgerEntries, walletTransactions } from './ledger.table.ts';
import { requestVirtualAccounts } from './virtual-accounts.job.ts';
import { walletVirtualAccounts } from './wallet-accounts.table.ts';

/**
 * Issue 18 §2, §3: virtual accounts through Flutterwave (WALLET_GATEWAY=flutterwave) against the fake over
 * real HTTP: POST /virtual-account-numbers under our tx_ref; each transfer in a `charge.completed`
 * carrying it, asked about again by id (GET /transactions/:id/verify), credited once.
 */

const SECRET = 'FLWSECK_TEST-virtual-accounts-0123456789-X';
const HASH = 'virtual-accounts-webhook-hash-0123456789';
let t: TestApp;
let fake: FakeGateway;
let env: AppOnFakeGateway;
let webhookUrl: string;
let admin: ReturnType<typeof apiAs>;
const gateway = () =>
  createFlutterwaveGateway({ baseUrl: fake.flutterwaveBaseUrl, secretKey: SECRET, webhookHash: HASH });
const runJob = () => requestVirtualAccounts(t.db, gateway(), { now: new Date(), bvns: testBvns });

beforeAll(async () => {
  env = await startAppOnFakeGateway({
    flutterwave: { secretKey: SECRET, webhookHash: HASH },
    walletGateway: 'flutterwave',
    events: 'flutterwave',
  });
  ({ t, fake, webhookUrl } = env);
  admin = apiAs(t, (await signedInAdmin(t)).token);
  // The administrator has a wallet account too, asked for in the same passes.
  expect((await admin.post('/api/Wallet/SetMyBvn', { Bvn: '22287654321' })).statusCode).toBe(200);
});
afterAll(() => env?.close());

/** Someone who gave their BVN on the wallet page, as Flutterwave's permanent accounts need it. */
async function person() {
  const user = await createUser(t.db, { password: null });
  const api = apiAs(t, await tokenFor(user));
  const saved = await api.post('/api/Wallet/SetMyBvn', { Bvn: '22212345678' });
  expect(saved.statusCode, saved.body).toBe(200);
  return { id: user.id, api };
}

const accountOf = async (userId: string) =>
  (await t.db.select().from(walletVirtualAccounts).where(eq(walletVirtualAccounts.userId, userId)))[0];
type Person = Awaited<ReturnType<typeof person>>;
const balanceOf = async (someone: Person) =>
  ((await someone.api.get('/api/Wallet/GetMyWallet')).json() as { Balance: number }).Balance;
const post = (body: string, hash?: string) =>
  fetch(webhookUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(hash === undefined ? {} : { 'verif-hash': hash }) },
    body,
  });

describe('Flutterwave virtual accounts (WALLET_GATEWAY=flutterwave)', () => {
  it('opens a permanent account under our tx_ref; a refusal is Failed with its sentence, re-registered asked again', async () => {
    const someone = await person();
    expect((await runJob()).outcomes).not.toContain('failed');
    const account = await accountOf(someone.id);
    expect(account).toMatchObject({
      status: VirtualAccountStatus.Verified,
      gateway: Gateway.Flutterwave,
      bankName: 'WEMA BANK',
      accountNumber: expect.stringMatching(/^\d{10}$/),
      reference: expect.stringMatching(/^WVA-/),
    });
    expect((await someone.api.get('/api/Wallet/GetMyWallet')).json()).toMatchObject({
      WalletAccountNumber: account!.accountNumber,
      VirtualAccountStatusName: 'Verified',
    });

    const refused = await person();
    fake.flutterwave.virtualAccounts.hooks.assignmentOutcomes.push('failed');
    expect((await runJob()).outcomes).toEqual(['failed']);
    expect(await accountOf(refused.id)).toMatchObject({
      status: VirtualAccountStatus.Failed,
      errorMessage: FAKE_ASSIGNMENT_FAILURE,
      accountNumber: null,
    });

    const reVerified = await admin.post('/api/Wallet/ReRegisteredAccount', {
      WalletAccountNumber: account!.accountNumber,
    });
    expect(reVerified.statusCode, reVerified.body).toBe(200);
    expect((await runJob()).outcomes).toEqual(['verified']);
    // The same tx_ref: Flutterwave answers the same account.
    expect(await accountOf(someone.id)).toMatchObject({
      status: VirtualAccountStatus.Verified,
      accountNumber: account!.accountNumber,
    });
  });

  it('credits each transfer in once, replayed or sent ten times at once; refuses a forged verif-hash (401)', async () => {
    const someone = await person();
    await runJob();
    const { accountNumber } = (await accountOf(someone.id))!;
    const landed = fake.flutterwave.virtualAccounts.landTransfer(accountNumber!, 1_250_050)!;
    await fake.flutterwave.webhooksSettled();
    expect(fake.flutterwave.webhookDeliveries.at(-1)).toMatchObject({
      event: 'charge.completed',
      status: 200,
    });
    expect(await balanceOf(someone)).toBe(12_500.5);
    fake.flutterwave.hooks.webhookRepeats = 10;
    fake.flutterwave.virtualAccounts.replayTransfer(landed.reference);
    await fake.flutterwave.webhooksSettled();
    fake.flutterwave.hooks.webhookRepeats = 1;
    const credits = await t.db
      .select()
      .from(walletTransactions)
      .where(eq(walletTransactions.userId, someone.id));
    expect(credits).toHaveLength(1);
    expect(credits[0]).toMatchObject({
      status: 2,
      type: 1,
      amountKobo: 1_250_050,
      gateway: Gateway.Flutterwave,
      providerReference: String(landed.id),
    });

    const before = {
      transactions: await t.db.$count(walletTransactions),
      entries: await t.db.$count(ledgerEntries),
    };
    const claim = JSON.stringify({
      event: 'charge.completed',
      data: {
        id: landed.id,
        tx_ref: (await accountOf(someone.id))!.reference,
        amount: 1_000_000,
        status: 'successful',
      },
    });
    const forged = await post(claim, 'not-the-hash');
    expect(forged.status).toBe(401);
    expect(((await forged.json()) as { title: string }).title).toBe(walletTexts.badSignature);
    expect((await post(claim)).status).toBe(401);
    // Signed, the claim is only a hint: Flutterwave, asked, tells the real (already credited) payment.
    expect(await (await post(claim, HASH)).json()).toEqual({ status: 'already' });
    const madeUp = JSON.stringify({ event: 'charge.completed', data: { id: 424242, tx_ref: 'WVA-made-up' } });
    expect(await (await post(madeUp, HASH)).json()).toEqual({ status: 'unknown' });
    expect({
      transactions: await t.db.$count(walletTransactions),
      entries: await t.db.$count(ledgerEntries),
    }).toEqual(before);
    expect(await balanceOf(someone)).toBe(12_500.5);
    expect(await balanceDifferences(t.db)).toEqual([]);
  });
});
