import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { type BillsProvider, createFlutterwaveBills } from '../bills.ts';
import { type FakeGateway, startFakeGateway } from '../fake-gateway/start-fake-gateway.ts';
import { createProviderClient } from '../provider-client.ts';
import * as facts from './flutterwave-bills.facts.ts';
import { sdkSchemas } from './flutterwave-sdk-schemas.ts';

/**
 * Issue 29 §1, contract tests: every bills request the Flutterwave adapter sends is held to the
 * official SDK's own joi schemas where the SDK has one (validate, status) and to the documented body
 * where it has none (the current payment endpoint); every answer of the fake to the documented shapes.
 */

const SECRET = 'FLWSECK_TEST-bills-contract-0123456789-X';
const sdk = sdkSchemas('bill');
type Exchange = { method: string; url: URL; body: unknown; status: number; answer: unknown };

let fake: FakeGateway;
let exchanges: Exchange[];
let bills: BillsProvider;
beforeAll(async () => {
  fake = await startFakeGateway({
    secrets: {
      paystackSecretKey: 'sk_test_unused',
      paystackPublicKey: 'pk_unused',
      flutterwaveSecretKey: SECRET,
    },
  });
  exchanges = [];
  // Every request the adapter sends, with the fake's answer, as they crossed the wire.
  const recording: typeof fetch = async (input, init) => {
    const response = await fetch(input, init);
    exchanges.push({
      method: init?.method ?? 'GET',
      url: new URL(String(input)),
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
      status: response.status,
      answer: await response.clone().json(),
    });
    return response;
  };
  const call = createProviderClient(
    { baseUrl: fake.flutterwaveBaseUrl, secretKey: SECRET, fetch: recording, retries: 0 },
    { name: 'Flutterwave', succeeded: (envelope) => envelope.status === 'success' && envelope.data != null },
  );
  bills = createFlutterwaveBills(call);
});
afterAll(() => fake.close());

const base = () => new URL(fake.flutterwaveBaseUrl).pathname;
const pathOf = (exchange: Exchange) => exchange.url.pathname.slice(base().length);
const answered = (exchange: Exchange) => facts.envelope.parse(exchange.answer);
const dataOf = <T extends z.ZodType>(exchange: Exchange, schema: T) => schema.parse(answered(exchange).data);
const sdkAccepts = (schema: string, value: unknown) =>
  expect(sdk[schema]!.validate(value).error?.message).toBeUndefined();

let purchases = 0;
/** A whole purchase through the adapter: the catalogue, the customer, the payment, its status. */
async function buyEverything() {
  const before = exchanges.length;
  purchases += 1;
  const airtimeBillers = await bills.listBillers('airtime');
  const dataBillers = await bills.listBillers('data');
  const airtime = (await bills.listItems(airtimeBillers[0]!.billerCode)).find((item) => item.isAirtime)!;
  const bundle = (await bills.listItems(dataBillers[1]!.billerCode)).find((item) => item.amountKobo > 0)!;
  for (const item of [airtime, bundle]) {
    await bills.validateCustomer({ ...item, customer: '+2348031234567' });
  }
  const paid = await bills.buyBill({
    reference: `contract-airtime-${purchases}`,
    customer: '+2348031234567',
    amountKobo: 25_050,
    billerCode: airtime.billerCode,
    itemCode: airtime.itemCode,
    callbackUrl: 'https://wayfare.example.ng/api/Payment/FlutterwaveWebhook',
  });
  await bills.buyBill({
    reference: `contract-data-${purchases}`,
    customer: '+2348031234567',
    amountKobo: bundle.amountKobo,
    billerCode: bundle.billerCode,
    itemCode: bundle.itemCode,
  });
  await bills.billStatus(paid.providerReference!);
  await bills.billStatus(`contract-data-${purchases}`);
  return exchanges.slice(before);
}

describe("the adapter's bills requests", () => {
  it("go only to the current bills API's endpoints, as documented", async () => {
    const sent = await buyEverything();
    const documented = [
      /^GET \/top-bill-categories\?country=NG$/,
      /^GET \/bills\/(AIRTIME|MOBILEDATA)\/billers\?country=NG$/,
      /^GET \/billers\/BIL\d+\/items$/,
      /^GET \/bill-items\/[^/]+\/validate\?code=BIL\d+&customer=%2B234\d{10}$/,
      /^POST \/billers\/BIL\d+\/items\/[^/]+\/payment$/,
      /^GET \/bills\/[^/?]+\?verbose=1$/,
    ];
    for (const exchange of sent) {
      const line = `${exchange.method} ${pathOf(exchange)}${exchange.url.search}`;
      expect(
        documented.some((pattern) => pattern.test(line)),
        line,
      ).toBe(true);
    }
  });

  it("validate the customer with what the SDK's validateSchema asks (code, item_code, customer)", async () => {
    const sent = (await buyEverything()).filter((exchange) => pathOf(exchange).startsWith('/bill-items/'));
    expect(sent).toHaveLength(2);
    for (const exchange of sent) {
      sdkAccepts('validateSchema', {
        code: exchange.url.searchParams.get('code'),
        item_code: decodeURIComponent(pathOf(exchange).split('/')[2]!),
        customer: exchange.url.searchParams.get('customer'),
      });
    }
  });

  it("pay with the documented body, its fields as the SDK's bill schema rules them", async () => {
    const sent = (await buyEverything()).filter((exchange) => exchange.method === 'POST');
    expect(sent).toHaveLength(2);
    for (const exchange of sent) {
      const body = facts.paymentRequest.parse(exchange.body);
      // The SDK has no schema for the current payment endpoint: its legacy bill's rules for the same facts.
      const legacy = sdk.createSchema!;
      for (const [field, value] of [
        ['country', body.country],
        ['amount', body.amount],
        ['reference', body.reference],
        ['customer', body.customer_id],
      ] as const) {
        expect(legacy.extract(field).validate(value).error?.message, field).toBeUndefined();
      }
    }
    expect(sent.map((exchange) => (exchange.body as { amount: number }).amount)).toEqual([
      250.5,
      expect.any(Number),
    ]);
  });

  it("ask a bill's status with what the SDK's fetchStatusSchema asks", async () => {
    const sent = (await buyEverything()).filter((exchange) => /^\/bills\/[^/]+$/.test(pathOf(exchange)));
    expect(sent).toHaveLength(2);
    for (const exchange of sent) {
      sdkAccepts('fetchStatusSchema', {
        reference: decodeURIComponent(pathOf(exchange).slice('/bills/'.length)),
      });
    }
  });
});

describe("the fake's bills answers", () => {
  it('have the documented shapes', async () => {
    for (const exchange of await buyEverything()) {
      const path = pathOf(exchange);
      expect(exchange.status, path).toBe(200);
      if (path === '/top-bill-categories') dataOf(exchange, facts.billCategory.array().min(2));
      else if (path.endsWith('/billers')) dataOf(exchange, facts.biller.array().min(4));
      else if (path.endsWith('/items')) dataOf(exchange, facts.billItem.array().min(1));
      else if (path.endsWith('/validate')) dataOf(exchange, facts.validatedCustomer);
      else if (path.endsWith('/payment')) dataOf(exchange, facts.payment);
      else dataOf(exchange, facts.billStatus);
    }
  });

  it('name every airtime item AIRTIME, as the real catalogue does: only its biller tells the network', async () => {
    const airtime = await bills.listBillers('airtime');
    expect(airtime.map((biller) => biller.billerCode)).toEqual(['BIL099', 'BIL100', 'BIL102', 'BIL103']);
    const before = exchanges.length;
    for (const biller of airtime) await bills.listItems(biller.billerCode);
    const names = exchanges
      .slice(before)
      .flatMap((exchange) => dataOf(exchange, facts.billItem.array()))
      .map((item) => [item.is_airtime, item.biller_name]);
    expect(names).toEqual(Array(4).fill([true, 'AIRTIME']));
  });

  it.each([
    ['an unknown biller', 'GET', '/billers/BIL999/items', undefined],
    ['an unknown category', 'GET', '/bills/NOSUCH/billers?country=NG', undefined],
    [
      'an item of another biller',
      'GET',
      '/bill-items/MD135/validate?code=BIL099&customer=%2B2348031234567',
      undefined,
    ],
    [
      'a customer that is no Nigerian line',
      'GET',
      '/bill-items/AT099/validate?code=BIL099&customer=12345',
      undefined,
    ],
    [
      'an amount that is not the fixed-price item’s',
      'POST',
      '/billers/BIL108/items/MD136/payment',
      { country: 'NG', customer_id: '+2348031234567', amount: 999, reference: 'contract-wrong-amount' },
    ],
    [
      'a payment to an invalid customer',
      'POST',
      '/billers/BIL099/items/AT099/payment',
      { country: 'NG', customer_id: 'not-a-phone', amount: 100, reference: 'contract-bad-customer' },
    ],
    [
      'an unknown item',
      'POST',
      '/billers/BIL099/items/AT999/payment',
      { country: 'NG', customer_id: '+2348031234567', amount: 100, reference: 'contract-unknown-item' },
    ],
    [
      'a reference used twice',
      'POST',
      '/billers/BIL099/items/AT099/payment',
      { country: 'NG', customer_id: '+2348031234567', amount: 100, reference: 'contract-airtime-1' },
    ],
  ])('refuse %s with a 4xx error envelope', async (_what, method, path, body) => {
    // The reference used twice is one a purchase above used first.
    if (!fake.flutterwave.bills.bills.has('contract-airtime-1')) await buyEverything();
    const response = await fetch(`${fake.flutterwaveBaseUrl}${path}`, {
      method,
      headers: { authorization: `Bearer ${SECRET}`, 'content-type': 'application/json' },
      body: body ? JSON.stringify(body) : undefined,
    });
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    expect(facts.envelope.parse(await response.json())).toMatchObject({ status: 'error', data: null });
  });
});
