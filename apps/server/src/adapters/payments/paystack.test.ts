import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeGateway, startFakeGateway } from './fake-gateway/start-fake-gateway.ts';
import { GatewayError, paystackSignature } from './payment-gateway.ts';
import { createPaystackGateway } from './paystack.ts';

/** The Paystack adapter against the fake gateway over HTTP (issue 18 §3). */

const SECRET = 'sk_test_adapter_0123456789';
let fake: FakeGateway;
beforeAll(async () => {
  fake = await startFakeGateway({
    secrets: { paystackSecretKey: SECRET, paystackPublicKey: 'pk_test_adapter' },
  });
});
afterAll(() => fake.close());

const paystack = () =>
  createPaystackGateway({ baseUrl: fake.paystackBaseUrl, secretKey: SECRET, retryDelayMs: 5 });
const checkout = (reference: string) =>
  paystack().initializeCheckout({
    reference,
    amountKobo: 123_456,
    email: 'ada@example.ng',
    callbackUrl: 'http://wayfare.test/teacher/wallets',
  });

describe('the Paystack adapter', () => {
  it('sends amounts in kobo and reads the verification back', async () => {
    const started = await checkout('REF-1');
    expect(started.reference).toBe('REF-1');
    expect(fake.paystack.transactions.get('REF-1')!.amount).toBe(123_456);
    expect(await paystack().verifyPayment('REF-1')).toMatchObject({
      status: 'pending',
      amountKobo: 123_456,
      currency: 'NGN',
    });
    expect(await paystack().verifyPayment('NEVER-GIVEN')).toBeUndefined();
  });

  it('retries a verification after a 5xx, never an initialisation', async () => {
    await checkout('REF-2');
    fake.paystack.hooks.failures.set('/transaction/verify', { status: 503, times: 2 });
    expect(await paystack().verifyPayment('REF-2')).toMatchObject({ reference: 'REF-2' });
    fake.paystack.hooks.failures.set('/transaction/initialize', { status: 503, times: 1 });
    await expect(checkout('REF-3')).rejects.toBeInstanceOf(GatewayError);
    expect(fake.paystack.transactions.has('REF-3')).toBe(false);
  });

  it('refunds in parts that never add up to more than was paid (issue 29 §1)', async () => {
    await checkout('ref-partial-refunds-1');
    fake.paystack.settle('ref-partial-refunds-1', 'pay');
    await paystack().refund({ reference: 'ref-partial-refunds-1', amountKobo: 100_000 });
    await expect(
      paystack().refund({ reference: 'ref-partial-refunds-1', amountKobo: 23_457 }),
    ).rejects.toThrow('Refund amount cannot be more than transaction amount');
    // None given: what is left, after which nothing is.
    await paystack().refund({ reference: 'ref-partial-refunds-1' });
    expect(fake.paystack.refunds.filter((refund) => refund.reference === 'ref-partial-refunds-1')).toEqual([
      { reference: 'ref-partial-refunds-1', amount: 100_000 },
      { reference: 'ref-partial-refunds-1', amount: 23_456 },
    ]);
    await expect(paystack().refund({ reference: 'ref-partial-refunds-1', amountKobo: 1 })).rejects.toThrow(
      'Transaction has been fully reversed',
    );
    await fake.paystack.webhooksSettled();
  });

  it("gives Paystack's own sentence when refused (a wrong key)", async () => {
    const wrong = createPaystackGateway({ baseUrl: fake.paystackBaseUrl, secretKey: 'sk_test_wrong' });
    await expect(wrong.verifyPayment('REF-1')).rejects.toThrow('Invalid key');
  });

  it('checks a webhook signature in constant time over the raw bytes', () => {
    const body = Buffer.from('{"event":"charge.success"}');
    const gateway = paystack();
    expect(gateway.isSignedWebhook(body, { 'x-paystack-signature': paystackSignature(body, SECRET) })).toBe(
      true,
    );
    expect(gateway.isSignedWebhook(body, { 'x-paystack-signature': paystackSignature(body, 'other') })).toBe(
      false,
    );
    expect(gateway.isSignedWebhook(body, { 'x-paystack-signature': 'abc' })).toBe(false);
    expect(gateway.isSignedWebhook(body, {})).toBe(false);
  });
});
