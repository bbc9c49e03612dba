import type { FastifyInstance } from 'fastify';
import type { PaymentGateway } from './payment-gateway.ts';

// What createPayments answers, apart from it: the test mode's bundle (fake-gateway/test-mode.ts) needs
// these too, and must not import the module that loads it.

export const PAYSTACK_WEBHOOK_PATH = '/api/Payment/PaystackWebhook';
export const FLUTTERWAVE_WEBHOOK_PATH = '/api/Payment/FlutterwaveWebhook';

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
