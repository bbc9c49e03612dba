import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createFakeFlutterwave, type FakeFlutterwave } from './fake-flutterwave.ts';
import { serveSafely } from './fake-http.ts';
import { createFakePaystack, type FakePaystack } from './fake-paystack.ts';
import {
  FAKE_FLUTTERWAVE_ROUTE,
  FAKE_PAYSTACK_ROUTE,
  fakeGatewayRoutes,
  findFakeRoute,
} from './fake-routes.ts';

export type FakeGatewaySecrets = {
  paystackSecretKey: string;
  paystackPublicKey: string;
  /** Flutterwave's keys and webhook hash; unset, fixed test values. */
  flutterwaveSecretKey?: string;
  flutterwavePublicKey?: string;
  flutterwaveWebhookHash?: string;
};

export type FakeGateway = {
  /** PAYSTACK_BASE_URL for the adapter. */
  paystackBaseUrl: string;
  paystack: FakePaystack;
  /** FLUTTERWAVE_BASE_URL for the adapter. */
  flutterwaveBaseUrl: string;
  flutterwave: FakeFlutterwave;
  /** Where events go; may be set once the app listens. */
  webhookUrl: string;
  close(): Promise<void>;
};

/**
 * The fake payment gateway on a free loopback port (tests), like the fake S3 server: Paystack under
 * /paystack, Flutterwave under /flutterwave/v3. Events are posted over HTTP to `webhookUrl`.
 */
export async function startFakeGateway(options: {
  webhookUrl?: string;
  secrets: FakeGatewaySecrets;
}): Promise<FakeGateway> {
  let base = '';
  const post = async (body: string, headers: Record<string, string>) => {
    const response = await fetch(gateway.webhookUrl, { method: 'POST', headers, body });
    await response.arrayBuffer();
    return response.status;
  };
  const gateway: FakeGateway = {
    paystackBaseUrl: '',
    flutterwaveBaseUrl: '',
    webhookUrl: options.webhookUrl ?? '',
    paystack: createFakePaystack({
      secretKey: options.secrets.paystackSecretKey,
      publicKey: options.secrets.paystackPublicKey,
      checkoutBase: () => `${base}${FAKE_PAYSTACK_ROUTE}`,
      postWebhook: post,
    }),
    flutterwave: createFakeFlutterwave({
      secretKey: options.secrets.flutterwaveSecretKey ?? 'FLWSECK_TEST-fake',
      publicKey: options.secrets.flutterwavePublicKey ?? 'FLWPUBK_TEST-fake',
      webhookHash: options.secrets.flutterwaveWebhookHash ?? 'fake-webhook-hash',
      checkoutBase: () => `${base}${FAKE_FLUTTERWAVE_ROUTE}`,
      postWebhook: post,
    }),
    close: async () => {
      await gateway.paystack.webhooksSettled();
      await gateway.flutterwave.webhooksSettled();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  const routes = fakeGatewayRoutes(gateway);
  const server = createServer((request, response) => {
    const found = findFakeRoute(routes, request.url ?? '/');
    if (found) serveSafely(found.route.handle, request, response, found.rest);
    else response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  gateway.paystackBaseUrl = `${base}${FAKE_PAYSTACK_ROUTE}`;
  gateway.flutterwaveBaseUrl = `${base}${FAKE_FLUTTERWAVE_ROUTE}`;
  return gateway;
}
