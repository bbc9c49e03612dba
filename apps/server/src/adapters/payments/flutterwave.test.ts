import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeGateway, startFakeGateway } from './fake-gateway/start-fake-gateway.ts';
import { createFlutterwaveGateway } from './flutterwave.ts';
import { GatewayError } from './payment-gateway.ts';

/** The Flutterwave adapter against the fake gateway over HTTP (issue 18 §3). */

const SECRET = 'FLWSECK_TEST-adapter-0123456789-X';
const HASH = 'adapter-webhook-hash';
let fake: FakeGateway;
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
});
afterAll(() => fake.close());

const flutterwave = (secretKey = SECRET) =>
  createFlutterwaveGateway({
    baseUrl: fake.flutterwaveBaseUrl,
    secretKey,
    webhookHash: HASH,
    retryDelayMs: 5,
  });
const checkout = (reference: string) =>
  flutterwave().initializeCheckout({
    reference,
    amountKobo: 123_456,
    email: 'ada@example.ng',
    callbackUrl: 'http://wayfare.test/teacher/wallets',
  });

describe('the Flutterwave adapter', () => {
  it('sends naira (not kobo) in NGN and reads the verification back by our reference', async () => {
    const started = await checkout('FLW-1');
    expect(started.reference).toBe('FLW-1');
    expect(started.authorizationUrl).toMatch(/\/flutterwave\/v3\/checkout\/\w+$/);
    const trx = fake.flutterwave.transactions.get('FLW-1')!;
    expect(trx).toMatchObject({ amount: 1234.56, currency: 'NGN' });
    expect(trx.redirectUrl).toBe('http://wayfare.test/teacher/wallets?reference=FLW-1');
    expect(await flutterwave().verifyPayment('FLW-1')).toMatchObject({
      reference: 'FLW-1',
      status: 'pending',
      amountKobo: 123_456,
      currency: 'NGN',
      providerReference: String(trx.id),
    });
    fake.flutterwave.settle('FLW-1', 'pay');
    expect(await flutterwave().verifyPayment('FLW-1')).toMatchObject({ status: 'success' });
    expect(await flutterwave().verifyPayment('NEVER-GIVEN')).toBeUndefined();
    await fake.flutterwave.webhooksSettled();
  });

  it('refunds by the transaction id, in naira', async () => {
    await checkout('FLW-R');
    fake.flutterwave.settle('FLW-R', 'pay');
    await flutterwave().refund({ reference: 'FLW-R', amountKobo: 50_000 });
    expect(fake.flutterwave.refunds).toContainEqual({ txRef: 'FLW-R', amount: 500 });
    await checkout('FLW-R2');
    await expect(flutterwave().refund({ reference: 'FLW-R2' })).rejects.toThrow(
      'Only successful transactions can be refunded',
    );
    await fake.flutterwave.webhooksSettled();
  });

  it('refunds in parts that never add up to more than was paid (issue 29 §1)', async () => {
    await checkout('FLW-PARTS');
    fake.flutterwave.settle('FLW-PARTS', 'pay');
    await flutterwave().refund({ reference: 'FLW-PARTS', amountKobo: 100_000 });
    await expect(flutterwave().refund({ reference: 'FLW-PARTS', amountKobo: 23_457 })).rejects.toThrow(
      'Refund amount cannot be more than the transaction amount',
    );
    await flutterwave().refund({ reference: 'FLW-PARTS', amountKobo: 23_456 });
    expect(fake.flutterwave.refunds.filter((refund) => refund.txRef === 'FLW-PARTS')).toEqual([
      { txRef: 'FLW-PARTS', amount: 1000 },
      { txRef: 'FLW-PARTS', amount: 234.56 },
    ]);
    await expect(flutterwave().refund({ reference: 'FLW-PARTS', amountKobo: 100 })).rejects.toThrow(
      'Transaction has already been fully refunded',
    );
    await fake.flutterwave.webhooksSettled();
  });

  it('retries a verification after a 5xx, never an initialisation', async () => {
    await checkout('FLW-2');
    fake.flutterwave.hooks.failures.set('/transactions/verify_by_reference', { status: 503, times: 2 });
    expect(await flutterwave().verifyPayment('FLW-2')).toMatchObject({ reference: 'FLW-2' });
    fake.flutterwave.hooks.failures.set('/payments', { status: 503, times: 1 });
    await expect(checkout('FLW-3')).rejects.toBeInstanceOf(GatewayError);
    expect(fake.flutterwave.transactions.has('FLW-3')).toBe(false);
  });

  it("gives Flutterwave's own sentence when refused (an error envelope, a wrong key)", async () => {
    await checkout('FLW-DUP');
    await expect(checkout('FLW-DUP')).rejects.toThrow('Duplicate tx_ref');
    await expect(flutterwave('FLWSECK_TEST-wrong').verifyPayment('FLW-1')).rejects.toThrow(
      'Invalid authorization key',
    );
    const raw = await fetch(`${fake.flutterwaveBaseUrl}/transactions/verify_by_reference?tx_ref=FLW-1`);
    expect(raw.status).toBe(401);
    expect(await raw.json()).toEqual({ status: 'error', message: 'Invalid authorization key', data: null });
  });

  it("checks the webhook's verif-hash in constant time", () => {
    const body = Buffer.from('{"event":"charge.completed"}');
    expect(flutterwave().isSignedWebhook(body, { 'verif-hash': HASH })).toBe(true);
    expect(flutterwave().isSignedWebhook(body, { 'verif-hash': `${HASH}x` })).toBe(false);
    expect(flutterwave().isSignedWebhook(body, {})).toBe(false);
    const unset = createFlutterwaveGateway({
      baseUrl: fake.flutterwaveBaseUrl,
      secretKey: SECRET,
      webhookHash: '',
    });
    expect(unset.isSignedWebhook(body, { 'verif-hash': '' })).toBe(false);
  });
});
