import { afterAll, beforeAll, expect, it } from 'vitest';
import { type FakeGateway, startFakeGateway } from './start-fake-gateway.ts';

let fake: FakeGateway;
beforeAll(async () => {
  fake = await startFakeGateway({
    secrets: { paystackSecretKey: 'sk_test_control', paystackPublicKey: 'pk' },
  });
});
afterAll(() => fake.close());

const control = (body: unknown) =>
  fetch(`${fake.paystackBaseUrl}/control/next-transfer-outcome`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

it('POST /control/next-transfer-outcome makes the next transfer end so, without a key', async () => {
  const set = await control({ Outcome: 'failed' });
  expect(set.status).toBe(200);
  expect(await set.json()).toEqual({ status: true, message: 'The next transfer will end failed' });
  expect(fake.paystack.hooks.transferOutcomes).toEqual(['failed']);

  const refused = await control({ Outcome: 'lost' });
  expect(refused.status).toBe(400);
  expect((await fetch(`${fake.paystackBaseUrl}/control/other`, { method: 'POST' })).status).toBe(404);
  expect(fake.paystack.hooks.transferOutcomes).toEqual(['failed']);
});
