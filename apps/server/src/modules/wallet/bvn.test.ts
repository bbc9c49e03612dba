import { bvnTexts, VirtualAccountStatus } from '@wayfare/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAKE_FLUTTERWAVE_BVN_REQUIRED } from '../../adapters/payments/fake-gateway/fake-virtual-accounts.ts';
import type { FakeGateway } from '../../adapters/payments/fake-gateway/start-fake-gateway.ts';
import { createFlutterwaveGateway } from '../../adapters/payments/flutterwave.ts';
import { MISSING_BVN } from '../../adapters/payments/flutterwave-virtual-accounts.ts';
import { GatewayError } from '../../adapters/payments/payment-gateway.ts';
import { idempotencyKeys } from '../../http/idempotency.table.ts';
import { apiAs, problemOf } from '../../test/api-client.ts';
import { type AppOnFakeGateway, startAppOnFakeGateway } from '../../test/app-on-fake-gateway.ts';
import { createUser, signedInAdmin, type TestApp, tokenFor } from '../../test/test-app.ts';
import { fullNameOf } from '../accounts/index.ts';
import { testBvns } from './bvn.test-support.ts';
import { requestVirtualAccounts } from './virtual-accounts.job.ts';
import { walletVirtualAccounts } from './wallet-accounts.table.ts';
import { walletBvns } from './wallet-bvns.table.ts';

/**
 * Issue 29 §1: Flutterwave's permanent accounts need the customer's BVN. It is given on the wallet page
 * (Wallet/SetMyBvn), checked, kept sealed, shown only as its last four digits, and sent to Flutterwave;
 * without it the account is not asked for and the person is told where to add it.
 */

const SECRET = 'FLWSECK_TEST-bvn-0123456789-X';
const HASH = 'bvn-webhook-hash-0123456789';
const BVN = '22212345678';
let env: AppOnFakeGateway;
let t: TestApp;
let fake: FakeGateway;
const gateway = () =>
  createFlutterwaveGateway({ baseUrl: fake.flutterwaveBaseUrl, secretKey: SECRET, webhookHash: HASH });
const runJob = () => requestVirtualAccounts(t.db, gateway(), { now: new Date(), bvns: testBvns });

beforeAll(async () => {
  env = await startAppOnFakeGateway({
    flutterwave: { secretKey: SECRET, webhookHash: HASH },
    walletGateway: 'flutterwave',
  });
  ({ t, fake } = env);
});
afterAll(() => env?.close());

async function person() {
  const user = await createUser(t.db, { password: null });
  // createUser names everyone Chidi Okafor.
  return {
    id: user.id,
    email: user.email,
    name: fullNameOf({ firstname: 'Chidi', surname: 'Okafor' }),
    api: apiAs(t, await tokenFor(user)),
  };
}
const accountOf = async (userId: string) =>
  (await t.db.select().from(walletVirtualAccounts).where(eq(walletVirtualAccounts.userId, userId)))[0];

describe('Wallet/SetMyBvn', () => {
  it('refuses anything but 11 digits with a sentence to act on, never echoing what was sent', async () => {
    const { api } = await person();
    const missing = await api.post('/api/Wallet/SetMyBvn', {});
    expect(problemOf(missing, 400).errors?.Bvn).toEqual([bvnTexts.required]);
    for (const wrong of ['1234', '123456789012', '2221234567x', 22212345678]) {
      const refused = await api.post('/api/Wallet/SetMyBvn', { Bvn: wrong });
      expect(problemOf(refused, 400).errors?.Bvn).toEqual([bvnTexts.shape]);
      expect(refused.body).not.toContain(String(wrong));
    }
    // As people type it: spaces and dashes are dropped.
    expect((await api.post('/api/Wallet/SetMyBvn', { Bvn: '222-1234 5678' })).statusCode).toBe(200);
    expect((await api.get('/api/Wallet/GetMyWallet')).json()).toMatchObject({ MaskedBvn: '*******5678' });
  });

  it('without a BVN the account is not asked for and the person is told to add it; with it, it opens', async () => {
    const someone = await person();
    await runJob();
    expect(await accountOf(someone.id)).toMatchObject({
      status: VirtualAccountStatus.Failed,
      errorMessage: bvnTexts.needed('Flutterwave'),
      accountNumber: null,
    });
    expect([...fake.flutterwave.virtualAccounts.accounts.values()].map((a) => a.email)).not.toContain(
      someone.email,
    );
    expect((await someone.api.get('/api/Wallet/GetMyWallet')).json()).toMatchObject({
      VirtualAccountStatusName: 'Failed',
      VirtualAccountErrorMessage: bvnTexts.needed('Flutterwave'),
      BvnNeeded: true,
      MaskedBvn: null,
    });

    const saved = await someone.api.post('/api/Wallet/SetMyBvn', { Bvn: BVN });
    expect(saved.json()).toEqual({ Message: bvnTexts.saved });
    const wallet = (await someone.api.get('/api/Wallet/GetMyWallet')).json();
    expect(wallet).toMatchObject({
      VirtualAccountStatusName: 'Pending',
      VirtualAccountErrorMessage: null,
      MaskedBvn: '*******5678',
    });
    expect(JSON.stringify(wallet)).not.toContain(BVN);
    await runJob();
    expect(await accountOf(someone.id)).toMatchObject({
      status: VirtualAccountStatus.Verified,
      accountNumber: expect.stringMatching(/^\d{10}$/),
    });
    // Given again once the account is open: kept, nothing asked again.
    const again = await someone.api.post('/api/Wallet/SetMyBvn', { Bvn: '22299999999' });
    expect(again.json()).toEqual({ Message: bvnTexts.savedAccountOpen });
    expect((await someone.api.get('/api/Wallet/GetMyWallet')).json()).toMatchObject({
      VirtualAccountStatusName: 'Verified',
      MaskedBvn: '*******9999',
    });
  });

  it('keeps the BVN only sealed, never in the activity log', async () => {
    const someone = await person();
    await someone.api.post('/api/Wallet/SetMyBvn', { Bvn: BVN });
    const [stored] = await t.db.select().from(walletBvns).where(eq(walletBvns.userId, someone.id));
    expect(stored!.sealedBvn).toMatch(/^v1\./);
    expect(stored!.sealedBvn).not.toContain(BVN);
    expect(await testBvns.open(someone.id, stored!.sealedBvn)).toBe(BVN);
    const logged = await t.db.execute(sql`select changes::text as changes from admin_activities`);
    expect(JSON.stringify(logged)).not.toContain(BVN);
  });

  it('remembers no Idempotency-Key request of it (its hash would give the BVN away to guessing)', async () => {
    const user = await createUser(t.db, { password: null });
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/Wallet/SetMyBvn',
      headers: { authorization: `Bearer ${await tokenFor(user)}`, 'idempotency-key': 'bvn-once' },
      payload: { Bvn: BVN },
    });
    expect(sent.statusCode).toBe(200);
    expect(await t.db.$count(idempotencyKeys, eq(idempotencyKeys.caller, user.id))).toBe(0);
  });
});

describe("Flutterwave's permanent accounts and the BVN", () => {
  it('the fake refuses a permanent account without a valid BVN, as Flutterwave does', async () => {
    for (const bvn of [undefined, '123', '2221234567x']) {
      const response = await fetch(`${fake.flutterwaveBaseUrl}/virtual-account-numbers`, {
        method: 'POST',
        headers: { authorization: `Bearer ${SECRET}`, 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'ada@example.ng', is_permanent: true, tx_ref: 'WVA-T-1', bvn }),
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({
        status: 'error',
        message: FAKE_FLUTTERWAVE_BVN_REQUIRED,
      });
    }
  });

  it('the adapter never asks without one', async () => {
    const asked = gateway().requestVirtualAccount({
      reference: 'WVA-T-2',
      email: 'ada@example.ng',
      firstname: 'Ada',
      surname: 'Obi',
      phoneNumber: null,
    });
    await expect(asked).rejects.toThrow(new GatewayError(MISSING_BVN, 400));
  });

  it("an administrator's Re-Verify of someone without a BVN is a 409 saying where they add it", async () => {
    const admin = apiAs(t, (await signedInAdmin(t)).token);
    const someone = await person();
    await t.db
      .insert(walletVirtualAccounts)
      .values({
        userId: someone.id,
        status: VirtualAccountStatus.Failed,
        accountNumber: '7012345678',
        errorMessage: 'opened before BVNs were asked',
      })
      .onConflictDoUpdate({
        target: walletVirtualAccounts.userId,
        set: { status: VirtualAccountStatus.Failed, accountNumber: '7012345678' },
      });
    const refused = await admin.post('/api/Wallet/ReRegisteredAccount', {
      WalletAccountNumber: '7012345678',
    });
    expect(problemOf(refused, 409).title).toBe(bvnTexts.neededForSomeoneElse('Flutterwave', someone.name));
    await someone.api.post('/api/Wallet/SetMyBvn', { Bvn: BVN });
    // Giving it asked for the account again already.
    expect((await accountOf(someone.id))!.status).toBe(VirtualAccountStatus.Pending);
  });

  it("forgets a deleted account's BVN at the virtual-accounts job's next pass, and only that one", async () => {
    const leaving = await person();
    const staying = await person();
    await leaving.api.post('/api/Wallet/SetMyBvn', { Bvn: BVN });
    await staying.api.post('/api/Wallet/SetMyBvn', { Bvn: BVN });
    await t.db.execute(sql`update users set deleted_at = now() where id = ${leaving.id}`);
    expect((await runJob()).forgottenBvns).toBeGreaterThanOrEqual(1);
    const kept = (await t.db.select({ userId: walletBvns.userId }).from(walletBvns)).map((row) => row.userId);
    expect(kept).toContain(staying.id);
    expect(kept).not.toContain(leaving.id);
  });
});
