import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import { createFlutterwaveGateway } from './flutterwave.ts';
import type { PaymentProviders, PaymentPublicKeys, PaymentsSetup } from './payments-setup.ts';
import { createPaystackGateway } from './paystack.ts';

export {
  FLUTTERWAVE_WEBHOOK_PATH,
  PAYSTACK_WEBHOOK_PATH,
  type PaymentProviders,
  type PaymentPublicKeys,
  type PaymentsSetup,
} from './payments-setup.ts';

export const TEST_MODE_NOTICE = 'Payments are in test mode: no real money moves';
/**
 * The provider WALLET_GATEWAY names, with its configured keys; without its secret key, test mode
 * (issue 18 §3, fake-gateway/test-mode.ts): the fake gateways served on the server's own port under
 * /fake-gateway/paystack and /fake-gateway/flutterwave/v3. A provider with keys is always the real one.
 */
export async function createPayments(config: Config, log: FastifyBaseLogger): Promise<PaymentsSetup> {
  const real: PaymentProviders = {
    paystack: config.PAYSTACK_SECRET_KEY
      ? createPaystackGateway({
          baseUrl: config.PAYSTACK_BASE_URL,
          secretKey: config.PAYSTACK_SECRET_KEY,
          preferredBank: config.PAYSTACK_PREFERRED_BANK,
        })
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

  // Test mode: the fakes are loaded only now, from a bundle of their own (fake-gateway/test-mode.ts).
  const { createTestModePayments } = await import('./fake-gateway/test-mode.ts');
  const testMode = await createTestModePayments(config, log, real, configuredKeys);
  log.warn(TEST_MODE_NOTICE);
  return testMode;
}
