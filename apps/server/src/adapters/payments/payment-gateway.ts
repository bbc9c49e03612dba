import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The payment providers as the wallet sees them (issue 18 §3): one interface, one adapter per provider.
 * Amounts are kobo here; each adapter converts to its provider's unit.
 */

/** spec 001 §4: the gateway numbers a wallet transaction stores. */
export const Gateway = { Paystack: 1, Flutterwave: 4 } as const;
export type GatewayId = (typeof Gateway)[keyof typeof Gateway];

export type CheckoutRequest = { reference: string; amountKobo: number; email: string; callbackUrl: string };
export type Checkout = { authorizationUrl: string; accessCode: string; reference: string };

/** What the provider says of a payment when asked (never what an event claims). */
export type VerifiedPayment = {
  reference: string;
  /** success, failed, abandoned, ongoing, pending… as the provider words it. */
  status: string;
  amountKobo: number;
  currency: string;
  /** The provider's own id of the payment: stored under a unique constraint, so it moves money once. */
  providerReference: string;
  gatewayResponse: string;
};

/** A provider's refusal or an unreachable provider; `message` is the provider's sentence when it gave one. */
export class GatewayError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
  }
}

export type Bank = { code: string; name: string };
export type TransferRequest = {
  reference: string;
  amountKobo: number;
  bankCode: string;
  accountNumber: string;
  accountName: string;
  narration: string;
};
/** What the provider says of a transfer when asked: success, failed, reversed, pending… normalised. */
export type VerifiedTransfer = {
  reference: string;
  outcome: 'success' | 'failed' | 'pending';
  amountKobo: number;
  /** The provider's own id of the transfer (Flutterwave asks by it). */
  providerReference: string;
  message: string;
};

export interface PaymentGateway {
  /** The banks a transfer can go to. Retried. */
  listBanks(): Promise<Bank[]>;
  /** The name on a bank account; a GatewayError with status 4xx when the provider refuses it. Retried. */
  resolveAccount(request: { bankCode: string; accountNumber: string }): Promise<{ accountName: string }>;
  /** Sends a transfer under our reference. Never retried (a second try could pay twice). */
  sendTransfer(request: TransferRequest): Promise<{ providerReference: string }>;
  /** The provider's word on a transfer (by our reference, or its id for Flutterwave). Retried. */
  verifyTransfer(request: {
    reference: string;
    providerReference?: string | null;
  }): Promise<VerifiedTransfer | undefined>;
  readonly gateway: GatewayId;
  readonly name: string;
  /** Starts a checkout. Never retried: a second try could start a second payment. */
  initializeCheckout(request: CheckoutRequest): Promise<Checkout>;
  /** The provider's word on a payment; undefined when it knows no such reference. Retried. */
  verifyPayment(reference: string): Promise<VerifiedPayment | undefined>;
  /** Refunds a payment (all of it unless an amount is given). */
  refund(request: { reference: string; amountKobo?: number }): Promise<void>;
  /** Whether a webhook's raw body carries the provider's signature (constant-time). */
  isSignedWebhook(rawBody: Buffer, headers: Record<string, string | string[] | undefined>): boolean;
}

/** Paystack's webhook signature: hex HMAC-SHA512 of the raw body, keyed with the secret key. */
export const paystackSignature = (rawBody: Buffer | string, secretKey: string) =>
  createHmac('sha512', secretKey).update(rawBody).digest('hex');

/** Two texts compared in constant time (for their length's sake, through a fixed-size digest). */
export function sameSecret(given: string, expected: string): boolean {
  const a = createHmac('sha256', 'compare').update(given).digest();
  const b = createHmac('sha256', 'compare').update(expected).digest();
  return timingSafeEqual(a, b) && given.length === expected.length;
}
