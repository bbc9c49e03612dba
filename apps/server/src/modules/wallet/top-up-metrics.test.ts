import { afterAll, beforeAll, expect, it } from 'vitest';
import { paymentOutcomes } from '../../operations/payment-outcomes.ts';
import { apiAs } from '../../test/api-client.ts';
import { type AppOnFakeGateway, startAppOnFakeGateway } from '../../test/app-on-fake-gateway.ts';
import { createUser, tokenFor } from '../../test/test-app.ts';

/**
 * Issue 29 §4: the metrics count each top-up once when it is settled, by provider and outcome, however
 * many times the provider's event and the checkout's return tell of it.
 */

let env: AppOnFakeGateway;
beforeAll(async () => {
  env = await startAppOnFakeGateway({
    paystackSecretKey: 'sk_test_top_up_metrics_0123456789',
    events: 'paystack',
  });
});
afterAll(() => env?.close());

/** The counter's value now (it is the process's: the test compares before and after). */
async function topUps(outcome: 'succeeded' | 'failed') {
  const { values } = await paymentOutcomes.get();
  const found = values.find(
    ({ labels }) => labels.kind === 'top-up' && labels.provider === 'paystack' && labels.outcome === outcome,
  );
  return found?.value ?? 0;
}

async function settledTopUp(action: 'pay' | 'decline') {
  const api = apiAs(env.t, await tokenFor(await createUser(env.t.db, { password: null })));
  const started = (
    await api.post('/api/Wallet/FundMyWallet', { Amount: 1200, Message: 'Top-up' })
  ).json() as {
    Reference: string;
  };
  env.fake.paystack.settle(started.Reference, action);
  await env.fake.paystack.webhooksSettled();
  // The checkout's return asks too, twice: still one settled payment.
  for (let time = 0; time < 2; time++)
    await api.get('/api/Wallet/VerifyMyTopUp', { reference: started.Reference });
}

it('counts a paid top-up once as succeeded and a declined one once as failed, by provider', async () => {
  const before = { succeeded: await topUps('succeeded'), failed: await topUps('failed') };
  await settledTopUp('pay');
  await settledTopUp('decline');
  expect(await topUps('succeeded')).toBe(before.succeeded + 1);
  expect(await topUps('failed')).toBe(before.failed + 1);
});
