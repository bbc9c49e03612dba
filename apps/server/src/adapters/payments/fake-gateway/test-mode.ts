import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Config } from '../../../config.ts';
import { createFlutterwaveGateway } from '../flutterwave.ts';
import {
  FLUTTERWAVE_WEBHOOK_PATH,
  PAYSTACK_WEBHOOK_PATH,
  type PaymentProviders,
  type PaymentPublicKeys,
  type PaymentsSetup,
} from '../payments-setup.ts';
import { createPaystackGateway } from '../paystack.ts';
import { createFakeFlutterwave } from './fake-flutterwave.ts';
import { mountFakeInlineCheckout } from './fake-inline-scripts.ts';
import { createFakePaystack } from './fake-paystack.ts';
import {
  FAKE_FLUTTERWAVE_ROUTE,
  FAKE_PAYSTACK_ROUTE,
  fakeGatewayRoutes,
  mountFakeRoutes,
} from './fake-routes.ts';

/**
 * Test mode (issue 18 §3), loaded only when the provider WALLET_GATEWAY names has no secret key: the
 * server bundles this file apart (dist/fake-gateway.js), so a production server with its keys never
 * loads a fake. The fake gateways are mounted on the server's own port under /fake-gateway/paystack and
 * /fake-gateway/flutterwave/v3, reached in-process, their events delivered to the app's own webhook
 * routes, the keys generated once under DATA_DIR. A provider with keys is always the real one.
 */

/** Where the fakes are mounted on the app (fake-routes.ts: the parts below it). */
export const FAKE_GATEWAY_ROOT = '/fake-gateway';
export const FAKE_PAYSTACK_PATH = `${FAKE_GATEWAY_ROOT}${FAKE_PAYSTACK_ROUTE}`;
export const FAKE_FLUTTERWAVE_PATH = `${FAKE_GATEWAY_ROOT}${FAKE_FLUTTERWAVE_ROUTE}`;

type Secrets = {
  paystackSecretKey: string;
  paystackPublicKey: string;
  flutterwaveSecretKey: string;
  flutterwavePublicKey: string;
  flutterwaveWebhookHash: string;
};

const freshSecrets = (): Secrets => ({
  paystackSecretKey: `sk_test_${randomBytes(20).toString('hex')}`,
  paystackPublicKey: `pk_test_${randomBytes(20).toString('hex')}`,
  flutterwaveSecretKey: `FLWSECK_TEST-${randomBytes(20).toString('hex')}-X`,
  flutterwavePublicKey: `FLWPUBK_TEST-${randomBytes(20).toString('hex')}-X`,
  flutterwaveWebhookHash: randomBytes(24).toString('hex'),
});

/** Test mode's keys: generated once under DATA_DIR, so checkouts and events survive a restart. */
async function testModeSecrets(dataDir: string, inMemory: boolean): Promise<Secrets> {
  // The test suite's apps keep theirs in memory: nothing written to the disk.
  if (inMemory) return freshSecrets();
  const file = join(dataDir, 'fake-gateway-secrets.json');
  try {
    const saved = JSON.parse(await readFile(file, 'utf8')) as Partial<Secrets>;
    if (saved.flutterwaveWebhookHash) return saved as Secrets;
    // A file written before Flutterwave's fake: its Paystack keys kept, Flutterwave's added.
    const secrets = { ...freshSecrets(), ...saved } as Secrets;
    await writeFile(file, JSON.stringify(secrets), { mode: 0o600 });
    return secrets;
  } catch {
    const secrets = freshSecrets();
    await mkdir(dataDir, { recursive: true });
    await writeFile(file, JSON.stringify(secrets), { mode: 0o600 });
    return secrets;
  }
}

/** The payments of test mode: each provider without its keys replaced by its fake, mounted on the app. */
export async function createTestModePayments(
  config: Config,
  log: FastifyBaseLogger,
  real: PaymentProviders,
  configuredKeys: PaymentPublicKeys,
): Promise<PaymentsSetup> {
  const secrets = await testModeSecrets(config.DATA_DIR, config.NODE_ENV === 'test');
  let app: FastifyInstance | undefined;
  const deliverTo = (path: string) => async (payload: string, headers: Record<string, string>) => {
    if (!app) return 503;
    const response = await app.inject({ method: 'POST', url: path, payload, headers });
    return response.statusCode;
  };
  // The checkout is on the site the customer returns to: the server's own address.
  const checkoutOn = (mountPath: string) => (_request: unknown, returnUrl: string) =>
    `${new URL(returnUrl).origin}${mountPath}`;
  const fakePaystack = createFakePaystack({
    secretKey: secrets.paystackSecretKey,
    publicKey: secrets.paystackPublicKey,
    checkoutBase: checkoutOn(FAKE_PAYSTACK_PATH),
    postWebhook: deliverTo(PAYSTACK_WEBHOOK_PATH),
  });
  const fakeFlutterwave = createFakeFlutterwave({
    secretKey: secrets.flutterwaveSecretKey,
    publicKey: secrets.flutterwavePublicKey,
    webhookHash: secrets.flutterwaveWebhookHash,
    checkoutBase: checkoutOn(FAKE_FLUTTERWAVE_PATH),
    postWebhook: deliverTo(FLUTTERWAVE_WEBHOOK_PATH),
  });
  // The adapters reach the fakes in-process: no port to know, nothing on the network.
  const inProcessFetch: typeof fetch = async (input, init) => {
    if (!app) throw new Error('the app is not ready');
    const url = new URL(String(input));
    const response = await app.inject({
      method: (init?.method ?? 'GET') as 'GET',
      url: url.pathname + url.search,
      headers: { ...(init?.headers as Record<string, string>), host: url.host },
      ...(init?.body ? { payload: String(init.body) } : {}),
    });
    return new Response(response.body, {
      status: response.statusCode,
      headers: { 'content-type': 'application/json' },
    });
  };
  const site = config.PUBLIC_URL?.replace(/\/$/, '') ?? 'http://localhost';
  const providers: PaymentProviders = {
    paystack:
      real.paystack ??
      createPaystackGateway({
        baseUrl: `${site}${FAKE_PAYSTACK_PATH}`,
        secretKey: secrets.paystackSecretKey,
        fetch: inProcessFetch,
      }),
    flutterwave:
      real.flutterwave ??
      createFlutterwaveGateway({
        baseUrl: `${site}${FAKE_FLUTTERWAVE_PATH}`,
        secretKey: secrets.flutterwaveSecretKey,
        webhookHash: secrets.flutterwaveWebhookHash,
        fetch: inProcessFetch,
      }),
  };
  return {
    gateway: providers[config.WALLET_GATEWAY]!,
    providers,
    publicKeys: {
      paystack: real.paystack ? configuredKeys.paystack : secrets.paystackPublicKey,
      flutterwave: real.flutterwave ? configuredKeys.flutterwave : secrets.flutterwavePublicKey,
    },
    testMode: true,
    mount(instance) {
      app = instance;
      // issue 19 §2: the inline scripts' stand-ins, opening these fakes' checkouts in an overlay.
      mountFakeInlineCheckout(
        instance,
        {
          paystack: fakePaystack,
          paystackPublicKey: secrets.paystackPublicKey,
          flutterwave: fakeFlutterwave,
          flutterwavePublicKey: secrets.flutterwavePublicKey,
        },
        log,
      );
      mountFakeRoutes(
        instance,
        FAKE_GATEWAY_ROOT,
        fakeGatewayRoutes({ paystack: fakePaystack, flutterwave: fakeFlutterwave }),
        log,
      );
    },
  };
}
