import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import { createFakeFlutterwave } from './fake-gateway/fake-flutterwave.ts';
import { mountFakeInlineCheckout } from './fake-gateway/fake-inline-scripts.ts';
import { createFakePaystack } from './fake-gateway/fake-paystack.ts';
import { handleIncomingTransferControl } from './fake-gateway/fake-virtual-accounts.ts';
import { createFlutterwaveGateway } from './flutterwave.ts';
import type { PaymentGateway } from './payment-gateway.ts';
import { createPaystackGateway } from './paystack.ts';

export const TEST_MODE_NOTICE = 'Payments are in test mode: no real money moves';
export const FAKE_PAYSTACK_PATH = '/fake-gateway/paystack';
export const PAYSTACK_WEBHOOK_PATH = '/api/Payment/PaystackWebhook';
export const FAKE_FLUTTERWAVE_PATH = '/fake-gateway/flutterwave/v3';
export const FLUTTERWAVE_WEBHOOK_PATH = '/api/Payment/FlutterwaveWebhook';
/** Test mode: lands a bank transfer on a virtual account ({AccountNumber, Amount} in naira). */
export const FAKE_INCOMING_TRANSFER_PATH = '/fake-gateway/control/incoming-transfer';

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

/** The payment gateway the wallet uses, and how to mount the fake ones when in test mode. */
export type PaymentsSetup = {
  /** The provider of new top-ups (WALLET_GATEWAY). */
  gateway: PaymentGateway;
  /** Each provider whose webhook is served: a configured one, or in test mode its fake. */
  providers: PaymentProviders;
  /** Each provider's public key, which the invoice page's inline script is given (issue 19 §2). */
  publicKeys: PaymentPublicKeys;
  testMode: boolean;
  /** Mounts the fake gateway on the app (test mode only). */
  mount(app: FastifyInstance): void;
};

export type PaymentProviders = { paystack?: PaymentGateway; flutterwave?: PaymentGateway };
export type PaymentPublicKeys = { paystack?: string; flutterwave?: string };

/**
 * The provider WALLET_GATEWAY names, with its configured keys; without its secret key, test mode
 * (issue 18 §3): the fake gateways mounted on the server's own port under /fake-gateway/paystack and
 * /fake-gateway/flutterwave/v3, reached in-process, their events delivered to the app's own webhook
 * routes, the keys generated once under DATA_DIR. A provider with keys is always the real one.
 */
export async function createPayments(config: Config, log: FastifyBaseLogger): Promise<PaymentsSetup> {
  const real: PaymentProviders = {
    paystack: config.PAYSTACK_SECRET_KEY
      ? createPaystackGateway({ baseUrl: config.PAYSTACK_BASE_URL, secretKey: config.PAYSTACK_SECRET_KEY })
      : undefined,
    flutterwave: config.FLUTTERWAVE_SECRET_KEY
      ? createFlutterwaveGateway({
          baseUrl: config.FLUTTERWAVE_BASE_URL,
          secretKey: config.FLUTTERWAVE_SECRET_KEY,
          webhookHash: config.FLUTTERWAVE_WEBHOOK_HASH ?? '',
        })
      : undefined,
  };
  const configuredKeys: PaymentPublicKeys = {
    paystack: config.PAYSTACK_PUBLIC_KEY,
    flutterwave: config.FLUTTERWAVE_PUBLIC_KEY,
  };
  const chosen = real[config.WALLET_GATEWAY];
  if (chosen)
    return { gateway: chosen, providers: real, publicKeys: configuredKeys, testMode: false, mount: () => {} };

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
  log.warn(TEST_MODE_NOTICE);
  const fakes = [
    { path: FAKE_FLUTTERWAVE_PATH, fake: fakeFlutterwave },
    { path: FAKE_PAYSTACK_PATH, fake: fakePaystack },
  ];
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
      for (const { path, fake } of fakes) {
        instance.route({
          method: ['GET', 'POST'],
          url: `${path}/*`,
          config: { access: { kind: 'public' } },
          schema: { hide: true },
          // Before any body parser: the fake reads the request itself.
          onRequest: (request, reply, done) => {
            reply.hijack();
            const rest = request.raw.url!.slice(path.length) || '/';
            fake.handle(request.raw, reply.raw, rest).catch((error) => {
              log.error(error, 'fake gateway');
              if (!reply.raw.headersSent) reply.raw.writeHead(500).end();
            });
            done();
          },
          handler: async () => undefined,
        });
      }
      instance.route({
        method: 'POST',
        url: FAKE_INCOMING_TRANSFER_PATH,
        config: { access: { kind: 'public' } },
        schema: { hide: true },
        onRequest: (request, reply, done) => {
          reply.hijack();
          handleIncomingTransferControl(request.raw, reply.raw, [
            { name: 'Paystack', virtualAccounts: fakePaystack.virtualAccounts },
            { name: 'Flutterwave', virtualAccounts: fakeFlutterwave.virtualAccounts },
          ]).catch((error) => {
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
