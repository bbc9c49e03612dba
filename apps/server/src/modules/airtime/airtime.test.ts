import { airtimeTexts, TransactionStatus, TransactionType, walletTexts } from '@wayfare/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FakeGateway } from '../../adapters/payments/fake-gateway/start-fake-gateway.ts';
import { createFlutterwaveGateway } from '../../adapters/payments/flutterwave.ts';
import { apiAs, listOf, problemOf } from '../../test/api-client.ts';
import { type AppOnFakeGateway, startAppOnFakeGateway } from '../../test/app-on-fake-gateway.ts';
import { createTestApp, createUser, signedInAdmin, type TestApp, tokenFor } from '../../test/test-app.ts';
import { balanceDifferences, ensureWallet, unbalancedTransactions } from '../wallet/ledger.service.ts';
import { walletTransactions } from '../wallet/ledger.table.ts';
import { airtimeTransactions } from './airtime.table.ts';
import type { Bills } from './airtime-catalogue.service.ts';
import { settlePurchase } from './airtime-purchase.service.ts';
import { NO_RECORD_FAILS_AFTER_MS, SETTLE_AFTER_MS, settleAirtimeJob } from './settle-airtime.job.ts';

/**
 * Issue 18 §4: airtime and data bought from the wallet through Flutterwave's bills API (the fake),
 * while WALLET_GATEWAY stays Paystack: debited in one transaction, refunded by one Credit when the
 * provider fails the purchase, pending ones settled by the job.
 */

const SECRET = 'FLWSECK_TEST-airtime-0123456789-X';
let t: TestApp;
let fake: FakeGateway;
let env: AppOnFakeGateway;
let admin: ReturnType<typeof apiAs>;
let bills: Bills;

beforeAll(async () => {
  // No WALLET_GATEWAY: top-ups stay with Paystack (its test mode); bills still go to Flutterwave.
  env = await startAppOnFakeGateway({
    flutterwave: { secretKey: SECRET, webhookHash: 'airtime-webhook-hash' },
  });
  ({ t, fake } = env);
  admin = apiAs(t, (await signedInAdmin(t)).token);
  const gateway = createFlutterwaveGateway({
    baseUrl: fake.flutterwaveBaseUrl,
    secretKey: SECRET,
    webhookHash: '',
    retries: 0,
  });
  bills = { provider: gateway.bills!, name: gateway.name };
});
afterAll(() => env?.close());

/** A rider whose wallet an administrator funded with `naira`. */
async function rider(naira: number) {
  const user = await createUser(t.db, { password: null });
  const wallet = await ensureWallet(t.db, user.id);
  if (naira > 0) {
    const funded = await admin.post('/api/Wallet/FundClientWallet', {
      WallettIdNumber: wallet.wallettIdNumber,
      Amount: naira,
    });
    expect(funded.statusCode, funded.body).toBe(200);
  }
  return { api: apiAs(t, await tokenFor(user)), user };
}
type Rider = Awaited<ReturnType<typeof rider>>;

const balanceOf = async (who: Rider) =>
  ((await who.api.get('/api/Wallet/GetMyWallet')).json() as { Balance: number }).Balance;
const rowOf = async (id: number) =>
  (await t.db.select().from(airtimeTransactions).where(eq(airtimeTransactions.id, id)))[0]!;
const refundsOf = async (debitId: number) =>
  t.db.select().from(walletTransactions).where(eq(walletTransactions.refundOf, debitId));
const runJob = (now: Date) => settleAirtimeJob(bills).run({ db: t.db, now });
const later = (ms: number) => new Date(Date.now() + ms);

async function ledgerIsSound() {
  expect(await balanceDifferences(t.db)).toEqual([]);
  expect(await unbalancedTransactions(t.db)).toEqual([]);
}

describe('the catalogue', () => {
  it('lists the four networks', async () => {
    const { api } = await rider(0);
    const response = await api.get('/api/Communication/GetNetworks');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      { Code: 'MTN', Name: 'MTN' },
      { Code: 'Airtel', Name: 'Airtel' },
      { Code: 'Glo', Name: 'Glo' },
      { Code: '9mobile', Name: '9mobile' },
    ]);
  });

  it("lists a network's data plans from the provider, cheapest first, the network named in any case", async () => {
    const { api } = await rider(0);
    const response = await api.get('/api/Communication/GetDataPlans', { network: 'mtn' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual([
      { PlanCode: 'MD135', PlanName: 'MTN 500 MB', Network: 'MTN', Amount: 500, Validity: '7 days' },
      { PlanCode: 'MD136', PlanName: 'MTN 1.5 GB', Network: 'MTN', Amount: 1000, Validity: '30 days' },
      { PlanCode: 'MD137', PlanName: 'MTN 6 GB', Network: 'MTN', Amount: 2500, Validity: '30 days' },
    ]);
    const nine = (await api.get('/api/Communication/GetDataPlans', { network: '9mobile' })).json();
    expect(nine.map((plan: { PlanCode: string }) => plan.PlanCode)).toEqual(['MD161', 'MD162']);
  });

  it('refuses an unknown or missing network (400 under network)', async () => {
    const { api } = await rider(0);
    expect(
      problemOf(await api.get('/api/Communication/GetDataPlans', { network: 'Etisalat' }), 400).errors,
    ).toEqual({
      network: [airtimeTexts.networkUnknown],
    });
    expect(problemOf(await api.get('/api/Communication/GetDataPlans'), 400).errors).toEqual({
      network: [airtimeTexts.networkRequired],
    });
  });

  it('answers 503 when Flutterwave cannot list the plans', async () => {
    const { api } = await rider(0);
    fake.flutterwave.hooks.failures.set('/top-bill-categories', { status: 503, times: 3 });
    const problem = problemOf(await api.get('/api/Communication/GetDataPlans', { network: 'Glo' }), 503);
    expect(problem.title).toBe(airtimeTexts.plansUnavailable('Flutterwave'));
    fake.flutterwave.hooks.failures.clear();
  });
});

describe('buying airtime', () => {
  it('debits the wallet, buys through Flutterwave and shows the purchase to its buyer and to an administrator', async () => {
    const buyer = await rider(2000);
    const response = await buyer.api.post('/api/Communication/BuyAirtime', {
      PhoneNumber: '0803 123 4567',
      Network: 'MTN',
      Amount: 500,
    });
    expect(response.statusCode, response.body).toBe(200);
    const reply = response.json() as { Message: string; Id: number; _9bspStatus: string };
    expect(reply).toEqual({
      Message: airtimeTexts.bought('MTN airtime of ₦500', '+2348031234567'),
      Id: expect.any(Number),
      _9bspStatus: 'success',
    });
    expect(await balanceOf(buyer)).toBe(1500);

    const row = await rowOf(reply.Id);
    const bill = fake.flutterwave.bills.bills.get(row.reference)!;
    expect(bill).toMatchObject({
      customer: '+2348031234567',
      amount: 500,
      type: 'AIRTIME',
      billerCode: 'BIL099',
    });

    const mine = listOf(await buyer.api.get('/api/Communication/GetMyAirtimeDataTransactions'));
    expect(mine.total).toBe(1);
    expect(mine.rows[0]).toEqual({
      Id: reply.Id,
      Surname: 'Okafor',
      Firstname: 'Chidi',
      PhoneNumber: '+2348031234567',
      IsDataPlan: false,
      PlanName: 'Airtime',
      PlanCode: null,
      Validity: '',
      Network: 'MTN',
      Amount: 500,
      Amountinstring: '₦500',
      TransactionDate: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      _9bspStatus: 'success',
      Reference: row.reference,
      WalletTransactionId: row.walletTransactionId,
      RefundTransactionId: null,
    });
    const all = listOf<{ Id: number }>(
      await admin.get('/api/Communication/GetAirtimeDataTransactions', { page: 0, pageSize: 500 }),
    );
    expect(all.rows.map((item) => item.Id)).toContain(reply.Id);

    const [debit] = await t.db
      .select()
      .from(walletTransactions)
      .where(eq(walletTransactions.id, row.walletTransactionId));
    expect(debit).toMatchObject({
      type: TransactionType.Debit,
      status: TransactionStatus.Completed,
      amountKobo: 50_000,
      message: airtimeTexts.airtimeMessage('MTN', 500, '+2348031234567'),
    });
    await ledgerIsSound();
  });

  it('refuses a purchase above the balance with 409 giving both figures, writing nothing', async () => {
    const buyer = await rider(120);
    const problem = problemOf(
      await buyer.api.post('/api/Communication/BuyAirtime', {
        PhoneNumber: '08031234567',
        Network: 'Glo',
        Amount: 200,
      }),
      409,
    );
    expect(problem.title).toBe(airtimeTexts.balanceTooLow(120, 200));
    expect(await balanceOf(buyer)).toBe(120);
    expect(await t.db.$count(airtimeTransactions, eq(airtimeTransactions.userId, buyer.user.id))).toBe(0);
    expect(
      await t.db.$count(
        walletTransactions,
        and(eq(walletTransactions.userId, buyer.user.id), eq(walletTransactions.type, TransactionType.Debit)),
      ),
    ).toBe(0);
  });

  it.each([
    [{ Network: 'MTN', Amount: 100 }, { PhoneNumber: [airtimeTexts.phoneRequired] }],
    [{ PhoneNumber: '', Network: 'MTN', Amount: 100 }, { PhoneNumber: [airtimeTexts.phoneRequired] }],
    [{ PhoneNumber: '12', Network: 'MTN', Amount: 100 }, { PhoneNumber: [airtimeTexts.phoneInvalid] }],
    [
      { PhoneNumber: '+44 7911 123456', Network: 'MTN', Amount: 100 },
      { PhoneNumber: [airtimeTexts.phoneNotNigerian] },
    ],
    [{ PhoneNumber: 12345, Network: 'MTN', Amount: 100 }, { PhoneNumber: ['PhoneNumber must be text'] }],
    [{ PhoneNumber: '08031234567', Amount: 100 }, { Network: [airtimeTexts.networkRequired] }],
    [
      { PhoneNumber: '08031234567', Network: 'Etisalat', Amount: 100 },
      { Network: [airtimeTexts.networkUnknown] },
    ],
    [{ PhoneNumber: '08031234567', Network: 'MTN' }, { Amount: [airtimeTexts.amountRequired] }],
    [
      { PhoneNumber: '08031234567', Network: 'MTN', Amount: 'lots' },
      { Amount: [airtimeTexts.amountNotNumber] },
    ],
    [
      { PhoneNumber: '08031234567', Network: 'MTN', Amount: 49.99 },
      { Amount: [airtimeTexts.amountTooSmall] },
    ],
    [{ PhoneNumber: '08031234567', Network: 'MTN', Amount: -500 }, { Amount: [airtimeTexts.amountTooSmall] }],
    [
      { PhoneNumber: '08031234567', Network: 'MTN', Amount: 50_000.01 },
      { Amount: [airtimeTexts.amountTooLarge] },
    ],
    [
      { PhoneNumber: '08031234567', Network: 'MTN', Amount: 100.005 },
      { Amount: [airtimeTexts.amountDecimals] },
    ],
  ])('refuses %j with 400 under its property, writing nothing', async (body, errors) => {
    const buyer = await rider(60_000);
    const problem = problemOf(await buyer.api.post('/api/Communication/BuyAirtime', body), 400);
    expect(problem.errors).toEqual(errors);
    expect(await balanceOf(buyer)).toBe(60_000);
  });

  it('accepts the limits, ₦50 and ₦50,000, and amounts sent as text', async () => {
    const buyer = await rider(50_100);
    for (const Amount of [50, '50000']) {
      const response = await buyer.api.post('/api/Communication/BuyAirtime', {
        PhoneNumber: '+234 805 123 4567',
        Network: 'glo',
        Amount,
      });
      expect(response.statusCode, response.body).toBe(200);
    }
    expect(await balanceOf(buyer)).toBe(50);
  });

  it('refuses a property it does not know (a client naming its own price or status)', async () => {
    const buyer = await rider(1000);
    const response = await buyer.api.post('/api/Communication/BuyAirtime', {
      PhoneNumber: '08031234567',
      Network: 'MTN',
      Amount: 100,
      _9bspStatus: 'success',
    });
    expect(response.statusCode).toBe(400);
    expect(await balanceOf(buyer)).toBe(1000);
  });

  it('buys once under one Idempotency-Key', async () => {
    const buyer = await rider(1000);
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/Communication/BuyAirtime',
        headers: { ...buyer.api.headers, 'idempotency-key': 'airtime-once-1' },
        payload: { PhoneNumber: '08031234567', Network: 'Airtel', Amount: 300 },
      });
    const first = await send();
    const second = await send();
    expect(first.statusCode, first.body).toBe(200);
    expect(second.json()).toEqual(first.json());
    expect(await balanceOf(buyer)).toBe(700);
    expect(await t.db.$count(airtimeTransactions, eq(airtimeTransactions.userId, buyer.user.id))).toBe(1);
  });

  it('lets parallel purchases spend only what the wallet holds, never below zero', async () => {
    const buyer = await rider(300);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        buyer.api.post('/api/Communication/BuyAirtime', {
          PhoneNumber: '08031234567',
          Network: 'MTN',
          Amount: 100,
        }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 200, 200, 409, 409]);
    expect(await balanceOf(buyer)).toBe(0);
    await ledgerIsSound();
  });
});

describe('buying a data plan', () => {
  it("charges the provider's price of the plan", async () => {
    const buyer = await rider(1500);
    const response = await buyer.api.post('/api/Communication/BuyDataPlan', {
      PhoneNumber: '08051234567',
      Network: 'MTN',
      PlanCode: 'MD136',
    });
    expect(response.statusCode, response.body).toBe(200);
    const { Id } = response.json() as { Id: number };
    expect(await balanceOf(buyer)).toBe(500);
    const [item] = listOf<Record<string, unknown>>(
      await buyer.api.get('/api/Communication/GetMyAirtimeDataTransactions'),
    ).rows;
    expect(item).toMatchObject({
      Id,
      IsDataPlan: true,
      PlanName: 'MTN 1.5 GB',
      PlanCode: 'MD136',
      Validity: '30 days',
      Network: 'MTN',
      Amount: 1000,
      Amountinstring: '₦1,000',
      _9bspStatus: 'success',
    });
    const row = await rowOf(Id);
    expect(fake.flutterwave.bills.bills.get(row.reference)).toMatchObject({
      amount: 1000,
      itemCode: 'MD136',
      billerCode: 'BIL108',
    });
  });

  it('refuses a plan the network does not sell (400 under PlanCode), writing nothing', async () => {
    const buyer = await rider(5000);
    for (const PlanCode of ['MD999', 'MD152']) {
      const problem = problemOf(
        await buyer.api.post('/api/Communication/BuyDataPlan', {
          PhoneNumber: '08051234567',
          Network: 'MTN',
          PlanCode,
        }),
        400,
      );
      expect(problem.errors).toEqual({ PlanCode: [airtimeTexts.noSuchPlan('MTN')] });
    }
    expect(
      problemOf(
        await buyer.api.post('/api/Communication/BuyDataPlan', {
          PhoneNumber: '08051234567',
          Network: 'MTN',
          PlanCode: ' ',
        }),
        400,
      ).errors,
    ).toEqual({ PlanCode: [airtimeTexts.planCodeRequired] });
    expect(await balanceOf(buyer)).toBe(5000);
  });

  it('refuses a plan above the balance with 409 giving both figures', async () => {
    const buyer = await rider(400);
    const problem = problemOf(
      await buyer.api.post('/api/Communication/BuyDataPlan', {
        PhoneNumber: '08051234567',
        Network: 'Glo',
        PlanCode: 'MD151',
      }),
      409,
    );
    expect(problem.title).toBe(airtimeTexts.balanceTooLow(400, 500));
  });
});

describe('a failed or pending purchase', () => {
  it('refunds a purchase Flutterwave refuses by one Credit, its Debit marked Refunded, once whatever runs after', async () => {
    const buyer = await rider(1000);
    fake.flutterwave.bills.hooks.outcomes.push('failed');
    const response = await buyer.api.post('/api/Communication/BuyAirtime', {
      PhoneNumber: '08031234567',
      Network: '9mobile',
      Amount: 400,
    });
    expect(response.statusCode, response.body).toBe(200);
    const reply = response.json() as { Message: string; Id: number; _9bspStatus: string };
    expect(reply.Message).toBe(airtimeTexts.failed('Insufficient balance on the biller account'));
    expect(reply._9bspStatus).toBe('failed');
    expect(await balanceOf(buyer)).toBe(1000);

    const row = await rowOf(reply.Id);
    const refunds = await refundsOf(row.walletTransactionId);
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({
      type: TransactionType.Credit,
      status: TransactionStatus.Completed,
      amountKobo: 40_000,
      message: airtimeTexts.refundMessage(reply.Id),
    });
    expect(row.refundTransactionId).toBe(refunds[0]!.id);
    const [debit] = await t.db
      .select()
      .from(walletTransactions)
      .where(eq(walletTransactions.id, row.walletTransactionId));
    expect(debit!.status).toBe(TransactionStatus.Refunded);

    // The provider's word again, the job, and a racing second settlement: no second refund.
    await settlePurchase(t.db, reply.Id, {
      reference: row.reference,
      outcome: 'failed',
      status: 'failed',
      providerReference: null,
      message: 'again',
    });
    await runJob(later(NO_RECORD_FAILS_AFTER_MS * 2));
    expect(await refundsOf(row.walletTransactionId)).toHaveLength(1);
    expect(await balanceOf(buyer)).toBe(1000);
    await ledgerIsSound();
  });

  it('settles a pending purchase from the job once the provider says so: failed is refunded once', async () => {
    const buyer = await rider(1000);
    fake.flutterwave.bills.hooks.outcomes.push('pending');
    const response = await buyer.api.post('/api/Communication/BuyAirtime', {
      PhoneNumber: '08031234567',
      Network: 'MTN',
      Amount: 250,
    });
    const reply = response.json() as { Message: string; Id: number; _9bspStatus: string };
    expect(reply.Message).toBe(airtimeTexts.pending('MTN airtime of ₦250', '+2348031234567'));
    expect(reply._9bspStatus).toBe('pending');
    expect(await balanceOf(buyer)).toBe(750);

    const row = await rowOf(reply.Id);
    // Too young to be asked about; then asked, still pending.
    await runJob(new Date());
    await runJob(later(SETTLE_AFTER_MS + 1000));
    expect((await rowOf(reply.Id)).outcome).toBe('pending');

    fake.flutterwave.bills.settle(row.reference, 'failed');
    await Promise.all([runJob(later(SETTLE_AFTER_MS + 1000)), runJob(later(SETTLE_AFTER_MS + 2000))]);
    const settled = await rowOf(reply.Id);
    expect(settled.outcome).toBe('failed');
    expect(settled.providerStatus).toBe('failed');
    expect(await refundsOf(row.walletTransactionId)).toHaveLength(1);
    expect(await balanceOf(buyer)).toBe(1000);
    await ledgerIsSound();
  });

  it('settles a pending purchase as success without moving money', async () => {
    const buyer = await rider(1000);
    fake.flutterwave.bills.hooks.outcomes.push('pending');
    const { Id } = (
      await buyer.api.post('/api/Communication/BuyDataPlan', {
        PhoneNumber: '08021234567',
        Network: 'Airtel',
        PlanCode: 'MD141',
      })
    ).json() as { Id: number };
    fake.flutterwave.bills.settle((await rowOf(Id)).reference, 'success');
    await runJob(later(SETTLE_AFTER_MS + 1000));
    const [item] = listOf<{ _9bspStatus: string }>(
      await buyer.api.get('/api/Communication/GetMyAirtimeDataTransactions'),
    ).rows;
    expect(item!._9bspStatus).toBe('success');
    expect(await balanceOf(buyer)).toBe(500);
  });

  it('keeps a purchase Flutterwave did not answer pending, and fails and refunds it once the provider has no record of it for long', async () => {
    const buyer = await rider(1000);
    fake.flutterwave.hooks.failures.set('/billers/BIL102/items/AT133/payment', { status: 502, times: 1 });
    const reply = (
      await buyer.api.post('/api/Communication/BuyAirtime', {
        PhoneNumber: '08031234567',
        Network: 'Glo',
        Amount: 600,
      })
    ).json() as { Id: number; _9bspStatus: string };
    expect(reply._9bspStatus).toBe('pending');
    expect(await balanceOf(buyer)).toBe(400);

    // The provider knows nothing of it, but it may still arrive: wait.
    await runJob(later(SETTLE_AFTER_MS + 1000));
    expect((await rowOf(reply.Id)).outcome).toBe('pending');
    await runJob(later(NO_RECORD_FAILS_AFTER_MS + 1000));
    const settled = await rowOf(reply.Id);
    expect(settled.outcome).toBe('failed');
    expect(settled.providerMessage).toBe(airtimeTexts.providerNoRecord);
    expect(await balanceOf(buyer)).toBe(1000);
    await runJob(later(NO_RECORD_FAILS_AFTER_MS * 3));
    expect(await refundsOf(settled.walletTransactionId)).toHaveLength(1);
    await ledgerIsSound();
  });

  it('does not let an administrator refund an airtime refund back into the wallet a second time', async () => {
    const buyer = await rider(1000);
    fake.flutterwave.bills.hooks.outcomes.push('failed');
    const { Id } = (
      await buyer.api.post('/api/Communication/BuyAirtime', {
        PhoneNumber: '08031234567',
        Network: 'MTN',
        Amount: 100,
      })
    ).json() as { Id: number };
    const row = await rowOf(Id);
    // The refunded Debit is no Completed credit: RefundTransaction refuses it, naming its state.
    const problem = problemOf(
      await admin.post('/api/Wallet/RefundTransaction', { Id: row.walletTransactionId }),
      409,
    );
    expect(problem.title).toBe(walletTexts.onlyCompletedCredits('Debit', 'Refunded'));
  });
});

describe('rights', () => {
  it('needs a signed-in caller for every call, and Wallet view for the list of everyone', async () => {
    const nobody = apiAs(t);
    for (const path of [
      '/api/Communication/GetAirtimeDataTransactions',
      '/api/Communication/GetMyAirtimeDataTransactions',
      '/api/Communication/GetNetworks',
      '/api/Communication/GetDataPlans?network=MTN',
    ]) {
      expect((await nobody.get(path)).statusCode).toBe(401);
    }
    for (const path of ['/api/Communication/BuyAirtime', '/api/Communication/BuyDataPlan']) {
      expect((await nobody.post(path, {})).statusCode).toBe(401);
    }
    const { api } = await rider(0);
    expect((await api.get('/api/Communication/GetAirtimeDataTransactions')).statusCode).toBe(403);
    const viewer = apiAs(t, (await signedInAdmin(t, { 6: { view: true } })).token);
    expect((await viewer.get('/api/Communication/GetAirtimeDataTransactions')).statusCode).toBe(200);
  });

  it('shows a rider only their own purchases', async () => {
    const buyer = await rider(500);
    await buyer.api.post('/api/Communication/BuyAirtime', {
      PhoneNumber: '08031234567',
      Network: 'MTN',
      Amount: 100,
    });
    const other = await rider(0);
    expect(listOf(await other.api.get('/api/Communication/GetMyAirtimeDataTransactions')).total).toBe(0);
  });

  it('pages the administrator list with its total', async () => {
    const page = await admin.get('/api/Communication/GetAirtimeDataTransactions', { page: 0, pageSize: 2 });
    const { rows, total } = listOf(page);
    expect(rows).toHaveLength(2);
    expect(total).toBeGreaterThan(2);
    expect(
      problemOf(await admin.get('/api/Communication/GetAirtimeDataTransactions', { page: -1 }), 400).errors,
    ).toEqual({
      page: ['page starts at 0'],
    });
  });
});

describe('without a bills provider', () => {
  it('answers 503 when only a real Paystack is set up', async () => {
    const paystackOnly = await createTestApp({
      OUTBOX_POLL_MS: 60_000,
      PAYSTACK_SECRET_KEY: 'sk_test_paystack_only_0123456789',
      PAYSTACK_BASE_URL: fake.paystackBaseUrl,
    });
    try {
      const user = await createUser(paystackOnly.db, { password: null });
      const api = apiAs(paystackOnly, await tokenFor(user));
      const problem = problemOf(
        await api.post('/api/Communication/BuyAirtime', {
          PhoneNumber: '08031234567',
          Network: 'MTN',
          Amount: 100,
        }),
        503,
      );
      expect(problem.title).toBe(airtimeTexts.billsUnavailable);
      expect((await api.get('/api/Communication/GetNetworks')).statusCode).toBe(200);
    } finally {
      await paystackOnly.close();
    }
  });
});
