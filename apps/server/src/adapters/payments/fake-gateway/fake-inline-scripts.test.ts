import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFakeFlutterwave } from './fake-flutterwave.ts';
import { createFakeInlineCheckout, sendFakeInlineScript } from './fake-inline-scripts.ts';
import { createFakePaystack } from './fake-paystack.ts';

// issue 19 §2: test mode's inline scripts open the fakes' checkouts; what they settle is what the server verifies.
describe('the fake inline checkouts', () => {
  const events: string[] = [];
  const postWebhook = async (raw: string) => {
    events.push(JSON.parse(raw).event);
    return 200;
  };
  const paystack = createFakePaystack({
    secretKey: 'sk_test_x',
    publicKey: 'pk_test_x',
    checkoutBase: () => '',
    postWebhook,
  });
  const flutterwave = createFakeFlutterwave({
    secretKey: 'FLWSECK_TEST-x',
    publicKey: 'FLWPUBK_TEST-x',
    webhookHash: 'hash',
    checkoutBase: () => '',
    postWebhook,
  });
  const inline = createFakeInlineCheckout({
    paystack,
    paystackPublicKey: 'pk_test_x',
    flutterwave,
    flutterwavePublicKey: 'FLWPUBK_TEST-x',
  });
  let server: Server;
  let base = '';
  beforeAll(async () => {
    server = createServer((request, response) => {
      if (request.url === '/paystack.js') sendFakeInlineScript(response, 'paystack');
      else if (request.url === '/flutterwave.js') sendFakeInlineScript(response, 'flutterwave');
      else void inline.handle(request, response, request.url!.slice('/inline'.length));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/inline/`;
  });
  afterAll(async () => {
    await paystack.webhooksSettled();
    await new Promise((resolve) => server.close(resolve));
  });

  const start = (provider: string, body: unknown) =>
    fetch(`${base}${provider}/start`, { method: 'POST', body: JSON.stringify(body) });
  const choose = (url: string, action: string) =>
    fetch(new URL(url, base), { method: 'POST', body: new URLSearchParams({ action }) });

  it('serves scripts defining PaystackPop and FlutterwaveCheckout', async () => {
    const paystackScript = await fetch(new URL('/paystack.js', base));
    expect(paystackScript.headers.get('content-type')).toContain('javascript');
    expect(await paystackScript.text()).toContain('window.PaystackPop');
    expect(await (await fetch(new URL('/flutterwave.js', base))).text()).toContain(
      'window.FlutterwaveCheckout',
    );
  });

  it('refuses a wrong public key', async () => {
    const refused = await start('paystack', {
      key: 'pk_test_other',
      email: 'a@b.ng',
      amount: 10000,
      ref: 'r0',
    });
    expect(refused.status).toBe(401);
  });

  it('a Paystack checkout paid in the overlay is a successful transaction with its event', async () => {
    const started = await start('paystack', {
      key: 'pk_test_x',
      email: 'ada@example.com',
      amount: 2150050,
      ref: 'ref-1',
    });
    const checkout = (await started.json()) as { amount: string; email: string; url: string };
    expect(checkout).toMatchObject({ amount: '₦21,500.50', email: 'ada@example.com' });
    const page = await (await fetch(new URL(checkout.url, base))).text();
    expect(page).toContain('>Pay<');
    const settled = await fetch(`${base}paystack/settle`, {
      method: 'POST',
      body: JSON.stringify({ reference: 'ref-1', action: 'pay' }),
    });
    expect(await settled.json()).toMatchObject({ action: 'pay', reference: 'ref-1' });
    expect(paystack.transactions.get('ref-1')?.status).toBe('success');
    await paystack.webhooksSettled();
    expect(events).toContain('charge.success');
  });

  it('a declined Flutterwave checkout is a failed transaction; a settled reference cannot start again', async () => {
    const body = {
      public_key: 'FLWPUBK_TEST-x',
      tx_ref: 'tx-1',
      amount: 500,
      customer: { email: 'b@example.com' },
    };
    const { url } = (await (await start('flutterwave', body)).json()) as { url: string };
    await choose(url, 'decline');
    expect(flutterwave.transactions.get('tx-1')?.status).toBe('failed');
    expect((await start('flutterwave', body)).status).toBe(400);
  });
});
