import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeGateway, startFakeGateway } from './fake-gateway/start-fake-gateway.ts';
import { GatewayError } from './payment-gateway.ts';
import { createPaystackGateway } from './paystack.ts';
import { paystackErrorReply, paystackOperationOf, paystackOperations } from './paystack-definition.ts';

/**
 * Issue 29 §1, the contract test: every request the Paystack adapter sends and every reply the fake
 * gives are held against Paystack's published definition (paystack-definition.ts), recorded on the
 * wire between them. A fake written from the same reading as a wrong adapter no longer passes: the
 * definition, not the fake, says what is right.
 */

const SECRET = 'sk_test_contract_0123456789';
type Exchange = {
  method: string;
  path: string;
  query: Record<string, string>;
  body: unknown;
  status: number;
  reply: unknown;
};
const exchanges: Exchange[] = [];
let fake: FakeGateway;

const recordingFetch: typeof fetch = async (input, init) => {
  const url = new URL(String(input));
  const response = await fetch(input, init);
  exchanges.push({
    method: init?.method ?? 'GET',
    path: url.pathname.replace(/^\/paystack/, ''),
    query: Object.fromEntries(url.searchParams),
    body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    status: response.status,
    reply: await response.clone().json(),
  });
  return response;
};

beforeAll(async () => {
  fake = await startFakeGateway({
    secrets: { paystackSecretKey: SECRET, paystackPublicKey: 'pk_test_contract' },
  });
  // Pages of two, so the lists' later pages are on the wire too.
  fake.paystack.hooks.maxPerPage = 2;
});
afterAll(() => fake.close());

const paystack = (options: { preferredBank?: string } = {}) =>
  createPaystackGateway({
    baseUrl: fake.paystackBaseUrl,
    secretKey: SECRET,
    fetch: recordingFetch,
    retryDelayMs: 5,
    ...options,
  });

/** Every call the adapter makes, each answered as the fake answers it, well or with a refusal. */
async function everyCallOfTheAdapter() {
  const gateway = paystack();
  const from = new Date(Date.now() - 60_000);
  for (const reference of ['WFT-MX1-0a1b2c', 'WFT-MX1-0a1b2d', 'WFT-MX1-0a1b2e']) {
    await gateway.initializeCheckout({
      reference,
      amountKobo: 150_000,
      email: 'ada@example.ng',
      callbackUrl: 'http://wayfare.test/teacher/wallets',
    });
    fake.paystack.settle(reference, 'pay');
  }
  const paid = await gateway.verifyPayment('WFT-MX1-0a1b2c');
  await gateway.verifyPayment('WFT-NEVER-GIVEN');
  // Issue 30: the card that paid, charged again; a decline, and a refusal (another customer's e-mail).
  const card = paid?.reusableCard;
  if (!card) throw new Error('the paid checkout gave no reusable card');
  const charge = { authorization: card.authorization, email: card.email, narration: 'Ride hold' };
  await gateway.chargeSavedCard({ ...charge, amountKobo: 120_000, reference: 'WFC-MX1-0a1b2c' });
  fake.paystack.hooks.cardChargeOutcomes = ['failed'];
  await gateway.chargeSavedCard({ ...charge, amountKobo: 120_000, reference: 'WFC-MX1-0a1b2d' });
  await expect(
    gateway.chargeSavedCard({
      ...charge,
      email: 'someone.else@example.ng',
      amountKobo: 120_000,
      reference: 'WFC-MX1-0a1b2e',
    }),
  ).rejects.toMatchObject({ status: 400 });
  await gateway.listPayments({ from, to: new Date(Date.now() + 60_000) });
  await gateway.refund({ reference: 'WFT-MX1-0a1b2d', amountKobo: 50_000 });
  await gateway.listBanks();
  await gateway.resolveAccount({ bankCode: '058', accountNumber: '0123456789' });
  await expect(
    gateway.resolveAccount({ bankCode: '058', accountNumber: '9999999999' }),
  ).rejects.toBeInstanceOf(GatewayError);
  const transfer = {
    reference: 'wfw-mx1c5pf4-0a1b2c3d4e5f',
    amountKobo: 250_000,
    bankCode: '058',
    accountNumber: '0123456789',
    accountName: 'ADA OBI',
    narration: 'Weekly payout',
  };
  await gateway.sendTransfer(transfer);
  await gateway.verifyTransfer({ reference: transfer.reference });
  await gateway.verifyTransfer({ reference: 'wfw-never-sent-000000' });
  const opened = await gateway.requestVirtualAccount({
    reference: 'WVA-MX1-0a1b2c',
    email: 'chidi@example.ng',
    firstname: 'Chidi',
    surname: 'Okafor',
    phoneNumber: '+2348031234567',
  });
  fake.paystack.virtualAccounts.hooks.assignByEvent = true;
  await paystack({ preferredBank: 'test-bank' }).requestVirtualAccount({
    reference: 'WVA-MX1-0a1b2d',
    email: 'tunde@example.ng',
    firstname: 'Tunde',
    surname: 'Bakare',
    phoneNumber: '+2348031234568',
  });
  fake.paystack.virtualAccounts.hooks.assignByEvent = false;
  if (opened.outcome !== 'assigned') throw new Error('the account was not opened');
  const landed = fake.paystack.virtualAccounts.landTransfer(opened.accountNumber, 500_000)!;
  await gateway.verifyIncomingTransfer({ reference: landed.reference });
  await fake.paystack.webhooksSettled();
}

describe("Paystack's published definition", () => {
  it('holds every request the adapter sends and every reply the fake gives', async () => {
    await everyCallOfTheAdapter();
    const used = new Set<string>();
    for (const exchange of exchanges) {
      const where = `${exchange.method} ${exchange.path}`;
      const operation = paystackOperationOf(exchange.method, exchange.path);
      expect(operation, `${where} is not in the definition`).toBeDefined();
      used.add(`${operation!.method} ${operation!.path}`);
      const request = operation!.request.safeParse(
        exchange.method === 'GET' ? exchange.query : exchange.body,
      );
      expect(request.error?.issues, `the request of ${where}`).toBeUndefined();
      if (exchange.status < 300) {
        expect(exchange.status, `the status of ${where}`).toBe(operation!.success);
        const reply = operation!.reply.safeParse(exchange.reply);
        expect(reply.error?.issues, `the reply of ${where}`).toBeUndefined();
      } else {
        expect(exchange.status, `the refusal of ${where}`).toBeLessThan(500);
        expect(paystackErrorReply.safeParse(exchange.reply).error?.issues).toBeUndefined();
      }
    }
    // Every call of the definition the adapter uses was on the wire, later list pages included.
    expect([...used].sort()).toEqual(paystackOperations.map((op) => `${op.method} ${op.path}`).sort());
    expect(exchanges.filter((exchange) => exchange.path === '/bank').length).toBeGreaterThan(1);
    expect(exchanges.filter((exchange) => exchange.path === '/transaction').length).toBeGreaterThan(1);
  });

  it("reads a paid card's reusable authorization, charges it by its code, and answers a decline as failed", async () => {
    const gateway = paystack();
    await gateway.initializeCheckout({
      reference: 'WFT-MX2-card01',
      amountKobo: 200_000,
      email: 'bola@example.ng',
      callbackUrl: 'http://wayfare.test/teacher/wallets',
    });
    fake.paystack.settle('WFT-MX2-card01', 'pay');
    const { reusableCard: card } = (await gateway.verifyPayment('WFT-MX2-card01'))!;
    expect(card).toMatchObject({
      email: 'bola@example.ng',
      authorization: expect.stringMatching(/^AUTH_/),
      signature: expect.stringMatching(/^SIG_/),
      last4: expect.stringMatching(/^\d{4}$/),
      expMonth: expect.stringMatching(/^\d{2}$/),
      expYear: '2030',
    });
    const charge = { authorization: card!.authorization, email: card!.email, narration: 'Top-up' };
    const charged = await gateway.chargeSavedCard({ ...charge, amountKobo: 50_000, reference: 'WFC-MX2-a' });
    expect(charged).toMatchObject({ status: 'success', amountKobo: 50_000, reference: 'WFC-MX2-a' });
    expect(await gateway.verifyPayment('WFC-MX2-a')).toMatchObject({ status: 'success', amountKobo: 50_000 });
    fake.paystack.hooks.cardChargeOutcomes = ['failed'];
    const declined = await gateway.chargeSavedCard({ ...charge, amountKobo: 50_000, reference: 'WFC-MX2-b' });
    expect(declined).toMatchObject({ status: 'failed', gatewayResponse: 'Insufficient Funds' });
    // Paystack's own rules: a reference of its characters, a whole amount, an authorization not revoked.
    await expect(
      gateway.chargeSavedCard({ ...charge, amountKobo: 50_000, reference: 'WFC_MX2 c' }),
    ).rejects.toMatchObject({ status: 400 });
    await expect(
      gateway.chargeSavedCard({ ...charge, amountKobo: 500.5, reference: 'WFC-MX2-d' }),
    ).rejects.toMatchObject({ status: 400 });
    fake.paystack.cards.revoke(card!.authorization);
    await expect(
      gateway.chargeSavedCard({ ...charge, amountKobo: 50_000, reference: 'WFC-MX2-e' }),
    ).rejects.toMatchObject({ status: 400, message: 'Invalid Authorization code' });
  });

  it("gives no card to keep when Paystack marks the card's authorization not reusable", async () => {
    const gateway = paystack();
    fake.paystack.hooks.reusableCards = false;
    await gateway.initializeCheckout({
      reference: 'WFT-MX3-card02',
      amountKobo: 200_000,
      email: 'kemi@example.ng',
      callbackUrl: 'http://wayfare.test/teacher/wallets',
    });
    fake.paystack.settle('WFT-MX3-card02', 'pay');
    fake.paystack.hooks.reusableCards = true;
    const verified = await gateway.verifyPayment('WFT-MX3-card02');
    expect(verified).toMatchObject({ status: 'success' });
    expect(verified?.reusableCard).toBeUndefined();
  });

  it('refuses what an adapter read wrong: an upper-case transfer reference, metadata as an object, perPage on transactions', () => {
    const operation = (method: string, path: string) => paystackOperationOf(method, path)!;
    const transfer = { source: 'balance', amount: 100_000, recipient: 'RCP_x', reason: 'Payout' };
    expect(
      operation('POST', '/transfer').request.safeParse({
        ...transfer,
        reference: 'WFW-MX1C5PF4-0a1b2c3d4e5f',
      }).success,
    ).toBe(false);
    expect(
      operation('POST', '/transfer').request.safeParse({
        ...transfer,
        reference: 'wfw-mx1c5pf4-0a1b2c3d4e5f',
      }).success,
    ).toBe(true);
    const customer = {
      email: 'ada@example.ng',
      first_name: 'Ada',
      last_name: 'Obi',
      phone: '+2348031234567',
    };
    expect(
      operation('POST', '/customer').request.safeParse({ ...customer, metadata: { wayfare_reference: 'x' } })
        .success,
    ).toBe(false);
    expect(operation('GET', '/transaction').request.safeParse({ perPage: '100', page: '1' }).success).toBe(
      false,
    );
  });
});
