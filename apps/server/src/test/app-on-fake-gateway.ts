import type { AddressInfo } from 'node:net';
import { type FakeGateway, startFakeGateway } from '../adapters/payments/fake-gateway/start-fake-gateway.ts';
import type { Config } from '../config.ts';
import { createTestApp, type TestApp } from './test-app.ts';

const WEBHOOK_PATHS = {
  paystack: '/api/Payment/PaystackWebhook',
  flutterwave: '/api/Payment/FlutterwaveWebhook',
} as const;

export type AppOnFakeGateway = {
  t: TestApp;
  fake: FakeGateway;
  /** The app's webhook the fake posts its events to; '' when the app does not listen. */
  webhookUrl: string;
  close(): Promise<void>;
};

/**
 * The test app with its payment providers on the fake gateway over real HTTP (issue 18): each test file
 * gives its own keys, so a key mix-up between files cannot pass. `events` names the provider whose
 * events the fake posts back to the app's webhook (the app then listens on a free port; retried
 * quickly); without it the app does not listen and nothing is posted back.
 */
export async function startAppOnFakeGateway(options: {
  paystackSecretKey?: string;
  flutterwave?: { secretKey: string; webhookHash: string };
  walletGateway?: Config['WALLET_GATEWAY'];
  events?: keyof typeof WEBHOOK_PATHS;
  config?: Partial<Config>;
}): Promise<AppOnFakeGateway> {
  const { paystackSecretKey, flutterwave } = options;
  const fake = await startFakeGateway({
    secrets: {
      paystackSecretKey: paystackSecretKey ?? 'sk_test_unused_0123456789',
      paystackPublicKey: 'pk_test_unused',
      ...(flutterwave
        ? { flutterwaveSecretKey: flutterwave.secretKey, flutterwaveWebhookHash: flutterwave.webhookHash }
        : {}),
    },
  });
  const t = await createTestApp({
    OUTBOX_POLL_MS: 60_000,
    ...(options.walletGateway ? { WALLET_GATEWAY: options.walletGateway } : {}),
    ...(paystackSecretKey
      ? { PAYSTACK_SECRET_KEY: paystackSecretKey, PAYSTACK_BASE_URL: fake.paystackBaseUrl }
      : {}),
    ...(flutterwave
      ? {
          FLUTTERWAVE_SECRET_KEY: flutterwave.secretKey,
          FLUTTERWAVE_WEBHOOK_HASH: flutterwave.webhookHash,
          FLUTTERWAVE_BASE_URL: fake.flutterwaveBaseUrl,
        }
      : {}),
    ...options.config,
  });
  let webhookUrl = '';
  if (options.events) {
    fake[options.events].hooks.webhookRetryDelayMs = 20;
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    webhookUrl = `http://127.0.0.1:${port}${WEBHOOK_PATHS[options.events]}`;
    fake.webhookUrl = webhookUrl;
  }
  return {
    t,
    fake,
    webhookUrl,
    close: async () => {
      await fake.close();
      await t.close();
    },
  };
}
