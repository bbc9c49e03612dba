import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs } from '../../test/api-client.ts';
import { createTestApp, createUser, type TestApp, tokenFor } from '../../test/test-app.ts';

/**
 * Issue 18 §3, test mode: without PAYSTACK_SECRET_KEY the server serves the fake gateway itself under
 * /fake-gateway/paystack (its checkout on the server's own address), and a top-up completes end to end.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ OUTBOX_POLL_MS: 60_000, PUBLIC_URL: 'http://wayfare.test' });
});
afterAll(() => t.close());

describe('test mode: the embedded fake gateway', () => {
  it('checks out on the server itself and credits the top-up once', async () => {
    const user = await createUser(t.db, { password: null });
    const api = apiAs(t, await tokenFor(user));
    const started = (await api.post('/api/Wallet/FundMyWallet', { Amount: 1500, Message: '' })).json() as {
      Reference: string;
      AuthorizationUrl: string;
    };
    const checkout = new URL(started.AuthorizationUrl);
    expect(checkout.origin).toBe('http://wayfare.test');
    expect(checkout.pathname).toMatch(/^\/fake-gateway\/paystack\/checkout\/\w+$/);
    const page = await t.app.inject({ method: 'GET', url: checkout.pathname });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Payments are in test mode: no real money moves');
    const paid = await t.app.inject({
      method: 'POST',
      url: checkout.pathname,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'action=pay',
    });
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(
      `http://wayfare.test/teacher/wallets?trxref=${started.Reference}&reference=${started.Reference}`,
    );
    const seen = (await api.get('/api/Wallet/VerifyMyTopUp', { reference: started.Reference })).json();
    expect(seen).toMatchObject({ TransactionStatusName: 'Completed', Amount: 1500 });
    // The event arrives too (in-process); whichever came first, one credit.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await api.get('/api/Wallet/GetMyWallet')).json()).toMatchObject({ Balance: 1500 });
  });

  it("refuses the fake gateway's API without its generated key", async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/fake-gateway/paystack/transaction/verify/x',
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ status: false, message: 'Invalid key' });
  });

  it("with WALLET_GATEWAY=flutterwave: Flutterwave's fake on the server, its event to its own webhook", async () => {
    const flutterwave = await createTestApp({
      OUTBOX_POLL_MS: 60_000,
      PUBLIC_URL: 'http://wayfare.test',
      WALLET_GATEWAY: 'flutterwave',
    });
    try {
      const user = await createUser(flutterwave.db, { password: null });
      const api = apiAs(flutterwave, await tokenFor(user));
      const started = (await api.post('/api/Wallet/FundMyWallet', { Amount: 700, Message: '' })).json() as {
        Reference: string;
        AuthorizationUrl: string;
      };
      const checkout = new URL(started.AuthorizationUrl);
      expect(checkout.pathname).toMatch(/^\/fake-gateway\/flutterwave\/v3\/checkout\/\w+$/);
      const paid = await flutterwave.app.inject({
        method: 'POST',
        url: checkout.pathname,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'action=pay',
      });
      const back = new URL(paid.headers.location as string);
      expect(back.searchParams.get('tx_ref')).toBe(started.Reference);
      // Only the event (in-process, with the generated verif-hash) credits here: no VerifyMyTopUp.
      await expect
        .poll(async () => ((await api.get('/api/Wallet/GetMyWallet')).json() as { Balance: number }).Balance)
        .toBe(700);
      const forged = await flutterwave.app.inject({
        method: 'POST',
        url: '/api/Payment/FlutterwaveWebhook',
        headers: { 'content-type': 'application/json', 'verif-hash': 'guessed' },
        payload: '{}',
      });
      expect(forged.statusCode).toBe(401);
    } finally {
      await flutterwave.close();
    }
  });

  it('serves the fake control that lands bank transfers on virtual accounts: an unknown number is a 404', async () => {
    const landed = await t.app.inject({
      method: 'POST',
      url: '/fake-gateway/control/incoming-transfer',
      payload: { AccountNumber: '0000000000', Amount: 100 },
    });
    expect(landed.statusCode).toBe(404);
    expect(landed.json()).toEqual({ message: 'No virtual account numbered 0000000000' });
  });
});
