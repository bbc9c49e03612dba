import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import { createFakePaystack } from './fake-gateway/fake-paystack.ts';
import type { PaymentGateway } from './payment-gateway.ts';
import { createPaystackGateway } from './paystack.ts';

export const TEST_MODE_NOTICE = 'Payments are in test mode: no real money moves';
export const FAKE_PAYSTACK_PATH = '/fake-gateway/paystack';
export const PAYSTACK_WEBHOOK_PATH = '/api/Payment/PaystackWebhook';

type Secrets = { paystackSecretKey: string; paystackPublicKey: string };

/** Test mode's keys: generated once under DATA_DIR, so checkouts and events survive a restart. */
async function testModeSecrets(dataDir: string, inMemory: boolean): Promise<Secrets> {
  const fresh = () => ({
    paystackSecretKey: `sk_test_${randomBytes(20).toString('hex')}`,
    paystackPublicKey: `pk_test_${randomBytes(20).toString('hex')}`,
  });
  // The test suite's apps keep theirs in memory: nothing written to the disk.
  if (inMemory) return fresh();
  const file = join(dataDir, 'fake-gateway-secrets.json');
  try {
    return JSON.parse(await readFile(file, 'utf8')) as Secrets;
  } catch {
    const secrets = fresh();
    await mkdir(dataDir, { recursive: true });
    await writeFile(file, JSON.stringify(secrets), { mode: 0o600 });
    return secrets;
  }
}

/** The payment gateway the wallet uses, and how to mount the fake one when in test mode. */
export type PaymentsSetup = {
  gateway: PaymentGateway;
  testMode: boolean;
  /** Mounts the fake gateway on the app (test mode only). */
  mount(app: FastifyInstance): void;
};

/**
 * Paystack with the configured keys; without a secret key, test mode (issue 18 §3): the fake gateway
 * mounted on the server's own port under /fake-gateway/paystack, reached in-process, its events
 * delivered to the app's own webhook route, the keys generated once under DATA_DIR.
 */
export async function createPayments(config: Config, log: FastifyBaseLogger): Promise<PaymentsSetup> {
  if (config.PAYSTACK_SECRET_KEY) {
    return {
      gateway: createPaystackGateway({
        baseUrl: config.PAYSTACK_BASE_URL,
        secretKey: config.PAYSTACK_SECRET_KEY,
      }),
      testMode: false,
      mount: () => {},
    };
  }
  const secrets = await testModeSecrets(config.DATA_DIR, config.NODE_ENV === 'test');
  let app: FastifyInstance | undefined;
  const fake = createFakePaystack({
    secretKey: secrets.paystackSecretKey,
    publicKey: secrets.paystackPublicKey,
    // The checkout is on the site the customer returns to: the server's own address.
    checkoutBase: (_request, callbackUrl) => `${new URL(callbackUrl).origin}${FAKE_PAYSTACK_PATH}`,
    postWebhook: async (payload, headers) => {
      if (!app) return 503;
      const response = await app.inject({ method: 'POST', url: PAYSTACK_WEBHOOK_PATH, payload, headers });
      return response.statusCode;
    },
  });
  // The adapter reaches the fake in-process: no port to know, nothing on the network.
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
  log.warn(TEST_MODE_NOTICE);
  return {
    gateway: createPaystackGateway({
      baseUrl: `${config.PUBLIC_URL?.replace(/\/$/, '') ?? 'http://localhost'}${FAKE_PAYSTACK_PATH}`,
      secretKey: secrets.paystackSecretKey,
      fetch: inProcessFetch,
    }),
    testMode: true,
    mount(instance) {
      app = instance;
      instance.route({
        method: ['GET', 'POST'],
        url: `${FAKE_PAYSTACK_PATH}/*`,
        config: { access: { kind: 'public' } },
        schema: { hide: true },
        // Before any body parser: the fake reads the request itself.
        onRequest: (request, reply, done) => {
          reply.hijack();
          const path = request.raw.url!.slice(FAKE_PAYSTACK_PATH.length) || '/';
          fake.handle(request.raw, reply.raw, path).catch((error) => {
            log.error(error, 'fake gateway');
            if (!reply.raw.headersSent) reply.raw.writeHead(500).end();
          });
          done();
        },
        handler: async () => undefined,
      });
    },
  };
}
