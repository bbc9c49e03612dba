import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { type FakeGateway, startFakeGateway } from '../fake-gateway/start-fake-gateway.ts';
import { createFlutterwaveGateway } from '../flutterwave.ts';
import * as replies from './flutterwave-replies.ts';
import { sdkJoi, sdkRefusals, sdkSchemas } from './flutterwave-sdk-schemas.ts';

/**
 * Issue 29 §1, contract tests: every request our Flutterwave adapter sends (recorded on its way to the
 * fake) is held to the official SDK's own joi schema of that call, and every answer of the fake to what
 * Flutterwave's docs publish (flutterwave-replies.ts). Bills and airtime have their own.
 */

const SECRET = 'FLWSECK_TEST-contract-0123456789-X';
const HASH = 'contract-webhook-hash';
type Sent = {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
  status: number;
  reply: unknown;
};
let fake: FakeGateway;
let sent: Sent[] = [];
let basePath = '';

beforeAll(async () => {
  fake = await startFakeGateway({
    secrets: {
      paystackSecretKey: 'sk_test_unused',
      paystackPublicKey: 'pk_test_unused',
      flutterwaveSecretKey: SECRET,
      flutterwaveWebhookHash: HASH,
    },
  });
  fake.flutterwave.hooks.webhookAttempts = 0; // no webhook receiver here
  fake.flutterwave.hooks.transferSettleMs = 1;
  basePath = new URL(fake.flutterwaveBaseUrl).pathname;
});
afterAll(() => fake.close());

/** The adapter, each request and the fake's answer recorded. */
const flutterwave = () =>
  createFlutterwaveGateway({
    baseUrl: fake.flutterwaveBaseUrl,
    secretKey: SECRET,
    webhookHash: HASH,
    retryDelayMs: 5,
    fetch: async (input, init) => {
      const url = new URL(String(input));
      const response = await fetch(input, init);
      sent.push({
        method: init?.method ?? 'GET',
        path: url.pathname.slice(basePath.length),
        query: url.searchParams,
        body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
        status: response.status,
        reply: await response.clone().json(),
      });
      return response;
    },
  });

/** The one request sent since the last call (a test sends one at a time). */
function lastSent(method: string, path: RegExp) {
  const found = sent.filter((request) => request.method === method && path.test(request.path));
  sent = [];
  expect(found, `${method} ${path}`).toHaveLength(1);
  return found[0]!;
}
/** The fake's answer, held to the published shape (the zod issues on failure). */
function expectReply(request: Sent, shape: z.ZodType) {
  const checked = shape.safeParse(request.reply);
  expect(checked.success ? [] : z.prettifyError(checked.error).split('\n'), request.path).toEqual([]);
}
const pathId = (request: Sent) => Number(/\/(\d+)(?:\/|$)/.exec(request.path)?.[1]);

/** Starts a checkout of ours (100 naira for ada@example.ng unless told otherwise). */
const startCheckout = (reference: string, options: { amountKobo?: number; email?: string } = {}) =>
  flutterwave().initializeCheckout({
    reference,
    amountKobo: options.amountKobo ?? 100_000,
    email: options.email ?? 'ada@example.ng',
    callbackUrl: 'http://wayfare.test/teacher/wallets',
  });
/** A checkout the customer has paid, its requests forgotten: a test's own come next. */
async function paidCheckout(reference: string, options: { email?: string } = {}) {
  await startCheckout(reference, options);
  fake.flutterwave.settle(reference, 'pay');
  sent = [];
}

const create = sdkSchemas('create');
const base = sdkSchemas('base');
const auxillary = sdkSchemas('auxillary');

/**
 * The SDK's accountSchema leaves out fields the create-virtual-account docs list (firstname, lastname,
 * phonenumber, currency); everything else, the BVN's rule first, is the SDK's.
 */
const joi = sdkJoi();
const accountRequest = create.accountSchema!.keys({
  firstname: joi.string().max(100),
  lastname: joi.string().max(100),
  phonenumber: joi.string().max(20),
  currency: joi.string().valid('NGN', 'GHS'),
});

/** Flutterwave Standard (`POST /payments`): the SDK has no call for it; the docs' required fields. */
const standardPaymentRequest = z.strictObject({
  tx_ref: z.string().min(1).max(100),
  amount: z.number().positive(),
  currency: z.literal('NGN'),
  country: z.string().length(2).optional(),
  redirect_url: z.url(),
  customer: z.strictObject({
    email: z.email(),
    name: z.string().optional(),
    phonenumber: z.string().optional(),
  }),
});

describe("Flutterwave's virtual accounts, as the SDK and the docs have them", () => {
  it('asks for a permanent account with the BVN, under our tx_ref; the fake answers as documented', async () => {
    await flutterwave().requestVirtualAccount({
      reference: 'WVA-CONTRACT-1',
      email: 'ada@example.ng',
      firstname: 'Ada',
      surname: 'Obi',
      phoneNumber: '+2348031234567',
      bvn: '22212345678',
    });
    const request = lastSent('POST', /^\/virtual-account-numbers$/);
    expect(sdkRefusals(accountRequest, request.body)).toEqual([]);
    // The SDK's own rule the adapter once broke: a permanent account without a BVN is refused.
    const { bvn: _bvn, ...withoutBvn } = request.body as Record<string, unknown>;
    expect(sdkRefusals(accountRequest, withoutBvn)).toEqual(['"bvn" is required']);
    expectReply(request, replies.envelope(replies.virtualAccount));

    const landed = fake.flutterwave.virtualAccounts.landTransfer(
      (request.reply as { data: { account_number: string } }).data.account_number,
      500_000,
    )!;
    await flutterwave().verifyIncomingTransfer({ id: String(landed.id) });
    const verify = lastSent('GET', /^\/transactions\/\d+\/verify$/);
    expect(sdkRefusals(base.fetchSchema!, { id: pathId(verify) })).toEqual([]);
    expectReply(verify, replies.envelope(replies.transaction));
  });

  it('keeps the narration within the 100 characters the SDK allows, however long the names', async () => {
    await flutterwave().requestVirtualAccount({
      reference: 'WVA-CONTRACT-2',
      email: 'ada@example.ng',
      firstname: 'Chukwuemekaifeanyichukwu'.repeat(3),
      surname: 'Oluwadamilarekehinde'.repeat(3),
      phoneNumber: null,
      bvn: '22212345678',
    });
    const request = lastSent('POST', /^\/virtual-account-numbers$/);
    expect(sdkRefusals(accountRequest, request.body)).toEqual([]);
  });
});

describe("Flutterwave's checkout, transactions and refunds", () => {
  it('starts a checkout, verifies it by tx_ref and lists it; each answer as documented', async () => {
    await startCheckout('WFT-CONTRACT-1', { amountKobo: 250_050 });
    const started = lastSent('POST', /^\/payments$/);
    const checked = standardPaymentRequest.safeParse(started.body);
    expect(checked.success ? [] : checked.error.issues).toEqual([]);
    expectReply(started, replies.envelope(replies.hostedLink));

    fake.flutterwave.settle('WFT-CONTRACT-1', 'pay');
    await flutterwave().verifyPayment('WFT-CONTRACT-1');
    const verify = lastSent('GET', /^\/transactions\/verify_by_reference$/);
    expect(sdkRefusals(base.listSchema!, Object.fromEntries(verify.query))).toEqual([]);
    expectReply(verify, replies.envelope(replies.transaction));

    const today = new Date();
    await flutterwave().listPayments({ from: new Date(today.getTime() - 3_600_000), to: today });
    // Every page asked for (the fake has the other tests' transactions too).
    const pages = sent.filter((request) => request.path === '/transactions');
    sent = [];
    expect(pages.length).toBeGreaterThan(0);
    for (const page of pages) {
      expect(sdkRefusals(base.listSchema!, Object.fromEntries(page.query))).toEqual([]);
      expectReply(page, replies.transactionPage);
    }
    await fake.flutterwave.webhooksSettled();
  });

  it('refunds part, then the rest, or all of it, each with the amount the SDK requires', async () => {
    await paidCheckout('WFT-CONTRACT-R');
    await flutterwave().refund({ reference: 'WFT-CONTRACT-R', amountKobo: 40_000 });
    const partial = lastSent('POST', /^\/transactions\/\d+\/refund$/);
    expect(
      sdkRefusals(create.refundSchema!, { id: String(pathId(partial)), ...(partial.body as object) }),
    ).toEqual([]);
    expect(partial.body).toEqual({ amount: 400 });
    expectReply(partial, replies.envelope(replies.refund));

    await flutterwave().refund({ reference: 'WFT-CONTRACT-R', amountKobo: 60_000 });
    const rest = lastSent('POST', /^\/transactions\/\d+\/refund$/);
    expect(rest.body).toEqual({ amount: 600 });

    // None given: all of a payment never refunded before.
    await paidCheckout('WFT-CONTRACT-F');
    await flutterwave().refund({ reference: 'WFT-CONTRACT-F' });
    const full = lastSent('POST', /^\/transactions\/\d+\/refund$/);
    expect(sdkRefusals(create.refundSchema!, { id: String(pathId(full)), ...(full.body as object) })).toEqual(
      [],
    );
    expectReply(full, replies.envelope(replies.refund));
    await fake.flutterwave.webhooksSettled();
  });
});

describe("Flutterwave's cards on file (issue 30)", () => {
  it("reads a paid card's token, charges it as the SDK's tokenSchema requires, and answers a decline as failed", async () => {
    await paidCheckout('WFT-CONTRACT-C', { email: 'bola@example.ng' });
    const paid = await flutterwave().verifyPayment('WFT-CONTRACT-C');
    expectReply(
      lastSent('GET', /^\/transactions\/verify_by_reference$/),
      replies.envelope(replies.cardTransaction),
    );
    const card = paid?.reusableCard;
    expect(card).toMatchObject({
      email: 'bola@example.ng',
      authorization: expect.stringMatching(/^flw-t1nf-/),
      last4: expect.stringMatching(/^\d{4}$/),
      expMonth: expect.stringMatching(/^\d{2}$/),
      expYear: '2030',
    });
    const charge = { authorization: card!.authorization, email: card!.email, narration: 'Ride hold' };

    const charged = await flutterwave().chargeSavedCard({
      ...charge,
      amountKobo: 150_050,
      reference: 'WFC-CONTRACT-1',
    });
    const request = lastSent('POST', /^\/tokenized-charges$/);
    expect(sdkRefusals(create.tokenSchema!, request.body)).toEqual([]);
    expect(request.body).toMatchObject({ amount: 1500.5, currency: 'NGN', tx_ref: 'WFC-CONTRACT-1' });
    expectReply(request, replies.envelope(replies.tokenizedCharge));
    expect(charged).toMatchObject({ status: 'success', amountKobo: 150_050, reference: 'WFC-CONTRACT-1' });

    fake.flutterwave.hooks.cardChargeOutcomes = ['failed'];
    const declined = await flutterwave().chargeSavedCard({
      ...charge,
      amountKobo: 10_000,
      reference: 'WFC-CONTRACT-2',
    });
    expect(declined.status).toBe('failed');
    sent = [];

    // Another customer's e-mail, or a token withdrawn: refused as Flutterwave refuses.
    await expect(
      flutterwave().chargeSavedCard({
        ...charge,
        email: 'someone.else@example.ng',
        amountKobo: 10_000,
        reference: 'WFC-CONTRACT-3',
      }),
    ).rejects.toMatchObject({ status: 400 });
    expectReply(lastSent('POST', /^\/tokenized-charges$/), replies.refusal);
    fake.flutterwave.cards.revoke(card!.authorization);
    await expect(
      flutterwave().chargeSavedCard({ ...charge, amountKobo: 10_000, reference: 'WFC-CONTRACT-4' }),
    ).rejects.toMatchObject({ status: 400 });
    sent = [];
    await fake.flutterwave.webhooksSettled();
  });

  it('gives no card to keep when Flutterwave gives no token', async () => {
    fake.flutterwave.hooks.reusableCards = false;
    await paidCheckout('WFT-CONTRACT-N', { email: 'kemi@example.ng' });
    fake.flutterwave.hooks.reusableCards = true;
    const verified = await flutterwave().verifyPayment('WFT-CONTRACT-N');
    sent = [];
    expect(verified).toMatchObject({ status: 'success' });
    expect(verified?.reusableCard).toBeUndefined();
    await fake.flutterwave.webhooksSettled();
  });
});

describe("Flutterwave's banks and transfers", () => {
  it('lists the banks and reads an account name as documented', async () => {
    const [first] = await flutterwave().listBanks();
    const listed = lastSent('GET', /^\/banks\/NG$/);
    expect(sdkRefusals(base.listSchema!, { country: listed.path.split('/').at(-1) })).toEqual([]);
    expectReply(listed, replies.envelope(replies.banks));

    await flutterwave()
      .resolveAccount({ bankCode: first!.code, accountNumber: '0123456789' })
      .catch(() => undefined);
    const resolved = lastSent('POST', /^\/accounts\/resolve$/);
    expect(sdkRefusals(auxillary.resolveSchema!, resolved.body)).toEqual([]);
    expectReply(
      resolved,
      resolved.status === 200 ? replies.envelope(replies.resolvedAccount) : replies.refusal,
    );
  });

  it('sends a transfer (a long narration cut to what Flutterwave takes), reads it, and retries it once failed', async () => {
    const [bank] = await flutterwave().listBanks();
    sent = [];
    fake.flutterwave.hooks.transferOutcomes.push('FAILED');
    const { providerReference } = await flutterwave().sendTransfer({
      reference: 'wfw-contract-0001-a',
      amountKobo: 150_000,
      bankCode: bank!.code,
      accountNumber: '0123456789',
      accountName: 'Ada Obi',
      narration: 'Withdrawal '.repeat(30),
    });
    const queued = lastSent('POST', /^\/transfers$/);
    expect(sdkRefusals(create.transferSchema!, queued.body)).toEqual([]);
    expectReply(queued, replies.envelope(replies.transfer));

    await expect
      .poll(async () => (await flutterwave().verifyTransfer({ reference: 'x', providerReference }))?.outcome)
      .toBe('failed');
    const read = sent.filter((request) => request.method === 'GET').at(-1)!;
    sent = [];
    expect(sdkRefusals(base.fetchSchema!, { id: pathId(read) })).toEqual([]);
    expectReply(read, replies.envelope(replies.transfer));

    await flutterwave().retryTransfer!({ providerReference });
    const retried = lastSent('POST', /^\/transfers\/\d+\/retries$/);
    expect(retried.body).toBeUndefined();
    expect(sdkRefusals(base.fetchSchema!, { id: pathId(retried) })).toEqual([]);
    expectReply(retried, replies.envelope(replies.transfer));
  });
});
