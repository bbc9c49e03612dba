import { type AirtimeNetwork, airtimeTexts } from '@wayfare/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FakeGateway } from '../../adapters/payments/fake-gateway/start-fake-gateway.ts';
import { createFlutterwaveGateway } from '../../adapters/payments/flutterwave.ts';
import { apiAs, problemOf } from '../../test/api-client.ts';
import { type AppOnFakeGateway, startAppOnFakeGateway } from '../../test/app-on-fake-gateway.ts';
import { createUser, signedInAdmin, type TestApp, tokenFor } from '../../test/test-app.ts';
import { ensureWallet } from '../wallet/ledger.service.ts';
import { airtimeTransactions } from './airtime.table.ts';
import { SETTLE_AFTER_MS, settleAirtimeJob } from './settle-airtime.job.ts';

/**
 * Issue 29 §1: on Flutterwave's current bills API the network a customer picks selects that network's
 * biller, airtime pays that biller's airtime item, a data plan is paid by its biller's and item's codes,
 * and the phone number is validated against the item before the wallet is debited.
 */

const SECRET = 'FLWSECK_TEST-airtime-billers-0123456789-X';
const PUBLIC_URL = 'https://wayfare.example.ng';
let t: TestApp;
let fake: FakeGateway;
let env: AppOnFakeGateway;
let admin: ReturnType<typeof apiAs>;

beforeAll(async () => {
  env = await startAppOnFakeGateway({
    flutterwave: { secretKey: SECRET, webhookHash: 'airtime-billers-hash' },
    config: { PUBLIC_URL },
  });
  ({ t, fake } = env);
  admin = apiAs(t, (await signedInAdmin(t)).token);
});
afterAll(() => env?.close());

async function rider(naira: number) {
  const user = await createUser(t.db, { password: null });
  const wallet = await ensureWallet(t.db, user.id);
  const funded = await admin.post('/api/Wallet/FundClientWallet', {
    WallettIdNumber: wallet.wallettIdNumber,
    Amount: naira,
  });
  expect(funded.statusCode, funded.body).toBe(200);
  return { api: apiAs(t, await tokenFor(user)), user };
}
const balanceOf = async (who: Awaited<ReturnType<typeof rider>>) =>
  ((await who.api.get('/api/Wallet/GetMyWallet')).json() as { Balance: number }).Balance;
const rowOf = async (id: number) =>
  (await t.db.select().from(airtimeTransactions).where(eq(airtimeTransactions.id, id)))[0]!;
const referenceOf = async (id: number) => (await rowOf(id)).reference;
const billsTo = (customer: string) =>
  [...fake.flutterwave.bills.bills.values()].filter((bill) => bill.customer === customer);

describe("the network's biller", () => {
  it.each([
    ['MTN', 'BIL099', 'AT099'],
    ['Airtel', 'BIL100', 'AT100'],
    ['Glo', 'BIL102', 'AT133'],
    ['9mobile', 'BIL103', 'AT134'],
  ] as const)(
    "buys %s airtime from that network's airtime biller, its airtime item",
    async (network, billerCode, itemCode) => {
      const buyer = await rider(1000);
      const response = await buyer.api.post('/api/Communication/BuyAirtime', {
        PhoneNumber: '08031234567',
        Network: network,
        Amount: 150,
      });
      expect(response.statusCode, response.body).toBe(200);
      const bill = fake.flutterwave.bills.bills.get(await referenceOf(response.json().Id))!;
      expect(bill).toMatchObject({
        billerCode,
        itemCode,
        amount: 150,
        customer: '+2348031234567',
        type: 'AIRTIME',
      });
    },
  );

  it("pays a data plan by its biller's and item's codes at the item's price, with the webhook as callback", async () => {
    const buyer = await rider(3000);
    const plans = (await buyer.api.get('/api/Communication/GetDataPlans', { network: 'Glo' })).json();
    expect(plans.map((plan: { PlanCode: string }) => plan.PlanCode)).toEqual(['MD151', 'MD152']);
    const response = await buyer.api.post('/api/Communication/BuyDataPlan', {
      PhoneNumber: '08051234567',
      Network: 'Glo',
      PlanCode: 'MD152',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(fake.flutterwave.bills.bills.get(await referenceOf(response.json().Id))).toMatchObject({
      billerCode: 'BIL109',
      itemCode: 'MD152',
      amount: 2000,
      type: 'MOBILEDATA',
      callbackUrl: `${PUBLIC_URL}/api/Payment/FlutterwaveWebhook`,
    });
    expect(await balanceOf(buyer)).toBe(1000);
  });
});

describe("the customer's number, validated before the wallet is debited", () => {
  const refused = '+2348031239999';
  const buys: [string, (network: AirtimeNetwork) => Record<string, unknown>][] = [
    ['BuyAirtime', (Network) => ({ PhoneNumber: refused, Network, Amount: 200 })],
    ['BuyDataPlan', (Network) => ({ PhoneNumber: refused, Network, PlanCode: 'MD135' })],
  ];

  it.each(buys)(
    '%s: a number the network refuses is a 400 under PhoneNumber, writing nothing',
    async (call, body) => {
      fake.flutterwave.bills.hooks.refusedCustomers.add(refused);
      const buyer = await rider(2000);
      const problem = problemOf(await buyer.api.post(`/api/Communication/${call}`, body('MTN')), 400);
      expect(problem.errors).toEqual({
        PhoneNumber: [
          airtimeTexts.phoneRefused(
            'MTN',
            'Invalid customer: the number is not an active line of this biller',
          ),
        ],
      });
      expect(await balanceOf(buyer)).toBe(2000);
      expect(await t.db.$count(airtimeTransactions, eq(airtimeTransactions.userId, buyer.user.id))).toBe(0);
      expect(billsTo(refused)).toEqual([]);
      fake.flutterwave.bills.hooks.refusedCustomers.clear();
    },
  );

  it('answers 503 when Flutterwave cannot check the number, writing nothing', async () => {
    const buyer = await rider(2000);
    fake.flutterwave.hooks.failures.set('/bill-items/', { status: 503, times: 3 });
    const problem = problemOf(
      await buyer.api.post('/api/Communication/BuyAirtime', {
        PhoneNumber: '08031234568',
        Network: 'Airtel',
        Amount: 200,
      }),
      503,
    );
    fake.flutterwave.hooks.failures.clear();
    expect(problem.title).toBe(airtimeTexts.customerCheckUnavailable('Flutterwave'));
    expect(await balanceOf(buyer)).toBe(2000);
    expect(billsTo('+2348031234568')).toEqual([]);
  });
});

describe('a pending bill', () => {
  it("is asked about by Flutterwave's tx_ref, the reference its status endpoint knows", async () => {
    const buyer = await rider(1000);
    fake.flutterwave.bills.hooks.outcomes.push('pending');
    const { Id } = (
      await buyer.api.post('/api/Communication/BuyAirtime', {
        PhoneNumber: '08031234569',
        Network: 'MTN',
        Amount: 300,
      })
    ).json() as { Id: number };
    const row = await rowOf(Id);
    const bill = fake.flutterwave.bills.bills.get(row.reference)!;
    expect(row.providerReference).toBe(bill.txRef);
    fake.flutterwave.bills.settle(row.reference, 'success');
    // Asked by our reference, the job would meet this failure and leave the purchase pending.
    fake.flutterwave.hooks.failures.set(`/bills/${row.reference}`, { status: 500, times: 10 });
    const gateway = createFlutterwaveGateway({
      baseUrl: fake.flutterwaveBaseUrl,
      secretKey: SECRET,
      webhookHash: '',
      retries: 0,
    });
    await settleAirtimeJob({ provider: gateway.bills!, name: gateway.name }).run({
      db: t.db,
      now: new Date(Date.now() + SETTLE_AFTER_MS + 1000),
    });
    fake.flutterwave.hooks.failures.clear();
    expect((await rowOf(Id)).outcome).toBe('success');
    expect(await balanceOf(buyer)).toBe(700);
  });
});
