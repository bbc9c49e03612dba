import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FAKE_BANKS } from './fake-gateway/fake-banks.ts';
import { type FakeGateway, startFakeGateway } from './fake-gateway/start-fake-gateway.ts';
import { createPaystackGateway } from './paystack.ts';

/**
 * Issue 29 §1: Paystack's lists walked as its replies' `meta` tell, against a fake that pages the same
 * way with pages of two: every bank (`GET /bank`, cursor `meta.next`) and every payment of a window
 * (`GET /transaction`, `meta.pageCount`), none lost after the first page.
 */

const SECRET = 'sk_test_lists_0123456789';
let fake: FakeGateway;
beforeAll(async () => {
  fake = await startFakeGateway({
    secrets: { paystackSecretKey: SECRET, paystackPublicKey: 'pk_test_lists' },
  });
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.paystack.hooks.maxPerPage = 2;
});

const paystack = () =>
  createPaystackGateway({ baseUrl: fake.paystackBaseUrl, secretKey: SECRET, retryDelayMs: 5 });

describe('Paystack lists', () => {
  it('lists every bank, page after page of the cursor', async () => {
    const banks = await paystack().listBanks();
    expect(banks).toEqual(FAKE_BANKS.map((bank) => ({ code: bank.code, name: bank.name })));
  });

  it('lists every payment of the window, past the first page and a page shorter than asked', async () => {
    const from = new Date(Date.now() - 60_000);
    for (let i = 0; i < 5; i++) {
      await paystack().initializeCheckout({
        reference: `WFT-LIST-${i}`,
        amountKobo: 10_000 + i,
        email: 'ada@example.ng',
        callbackUrl: 'http://wayfare.test/teacher/wallets',
      });
    }
    const listed = await paystack().listPayments({ from, to: new Date(Date.now() + 60_000) });
    expect(listed.map((payment) => payment.reference).sort()).toEqual([
      'WFT-LIST-0',
      'WFT-LIST-1',
      'WFT-LIST-2',
      'WFT-LIST-3',
      'WFT-LIST-4',
    ]);
  });
});
