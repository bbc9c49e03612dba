import { createHmac, timingSafeEqual } from 'node:crypto';
import type { BillsProvider } from './bills.ts';

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
  /**
   * The card that paid, when the provider will charge it again without the customer (Paystack's
   * authorization marked `reusable`, Flutterwave's card `token`); absent otherwise.
   */
  reusableCard?: ReusableCard;
};

/** A card the provider charges again by its authorization (issue 30, cards on file). */
export type ReusableCard = {
  /** What the provider charges the card by (Paystack's authorization_code, Flutterwave's token): a secret. */
  authorization: string;
  /** The same card gives the same signature (Paystack's; Flutterwave: first six, last four, expiry). */
  signature: string;
  /** The e-mail the provider knows the card's customer by: a later charge must give the same. */
  email: string;
  brand: string;
  last4: string;
  /** Two digits. */
  expMonth: string;
  /** Four digits. */
  expYear: string;
  bank: string;
};

/** A charge of a card on file: our reference (the provider's rule for it applies), kobo, > 0. */
export type SavedCardCharge = {
  authorization: string;
  email: string;
  amountKobo: number;
  reference: string;
  /** What the charge is for (Flutterwave requires a narration). */
  narration: string;
};

export { GatewayError } from './gateway-error.ts';

export type Bank = { code: string; name: string };
export type TransferRequest = {
  reference: string;
  amountKobo: number;
  bankCode: string;
  accountNumber: string;
  accountName: string;
  narration: string;
};
/**
 * What the provider says of a transfer when asked: success, failed, reversed, pending… normalised;
 * `awaiting-approval`: the provider holds it until the business approves it (Paystack's transfer OTP).
 */
export type VerifiedTransfer = {
  reference: string;
  outcome: 'success' | 'failed' | 'pending' | 'awaiting-approval';
  amountKobo: number;
  /** The provider's own id of the transfer (Flutterwave asks by it). */
  providerReference: string;
  message: string;
};

/** One payment as the provider lists it (the daily reconciliation's side of the provider). */
export type ListedPayment = {
  /** Our reference (Paystack's `reference`, Flutterwave's `tx_ref`). */
  reference: string;
  /** The provider's own id of the payment (what a credit stores as its provider reference). */
  providerReference: string;
  /** The provider's word, as it words it. */
  status: string;
  /** Whether money came in: a success (or, at Paystack, a success refunded since: `reversed`). */
  paid: boolean;
  amountKobo: number;
  currency: string;
  createdAt: Date;
};

/** Who a dedicated (virtual) account is opened for, under our reference. */
export type VirtualAccountRequest = {
  reference: string;
  email: string;
  firstname: string;
  surname: string;
  phoneNumber: string | null;
  /** The customer's BVN, given only to a provider that needs it (`virtualAccountNeeds`). */
  bvn?: string | null;
};
/** A person's detail a provider may need before it opens a dedicated account (our property names). */
export type VirtualAccountDetail = 'Firstname' | 'Surname' | 'PhoneNumber' | 'Bvn';
/** The person a dedicated account is for, as far as a provider's needs go. */
export type VirtualAccountApplicant = {
  firstname: string;
  surname: string;
  phoneNumber: string | null;
  hasBvn: boolean;
};

/** Which of `needs` a person lacks (a blank name or phone number, no BVN), in the order of `needs`. */
export function lackedDetails(
  needs: readonly VirtualAccountDetail[],
  person: VirtualAccountApplicant,
): VirtualAccountDetail[] {
  const has: Record<VirtualAccountDetail, boolean> = {
    Firstname: person.firstname.trim() !== '',
    Surname: person.surname.trim() !== '',
    PhoneNumber: Boolean(person.phoneNumber?.trim()),
    Bvn: person.hasBvn,
  };
  return needs.filter((detail) => !has[detail]);
}
/** The provider's answer: the account at once, or (Paystack) an assignment its event will tell. */
export type VirtualAccountAnswer =
  | {
      outcome: 'assigned';
      accountNumber: string;
      bankName: string;
      accountName: string;
      providerCustomer: string | null;
    }
  | { outcome: 'pending'; providerCustomer: string | null };
/** A payment into a dedicated account as the provider tells it when asked (never as an event claims). */
export type VerifiedIncomingTransfer = {
  /** The provider's own id of the payment: stored under a unique constraint, so it credits once. */
  providerReference: string;
  /** The provider's reference of the payment (shown on the wallet transaction). */
  reference: string;
  status: string;
  amountKobo: number;
  currency: string;
  /** Whether it came by bank transfer into a dedicated account (not a card payment). */
  intoVirtualAccount: boolean;
  /** Which of our accounts it went to: Paystack names the account number, Flutterwave our tx_ref. */
  accountNumber: string | null;
  accountReference: string | null;
};

export interface PaymentGateway {
  /**
   * The payments the provider holds that were started in [from, to), every page of them. Retried;
   * a GatewayError when the provider cannot be asked.
   */
  listPayments(window: { from: Date; to: Date }): Promise<ListedPayment[]>;
  /** Opens a dedicated account. Never retried here (the virtual-accounts job tries again later). */
  requestVirtualAccount(request: VirtualAccountRequest): Promise<VirtualAccountAnswer>;
  /**
   * What the provider needs of a person before it opens a dedicated account (Paystack: first name,
   * surname and phone number; Flutterwave's static accounts: the BVN), checked before any call to it.
   */
  readonly virtualAccountNeeds: readonly VirtualAccountDetail[];
  /** The provider's word on a payment into a dedicated account (Paystack by reference, Flutterwave by id). */
  verifyIncomingTransfer(hint: {
    reference?: string;
    id?: string;
  }): Promise<VerifiedIncomingTransfer | undefined>;
  /** The banks a transfer can go to. Retried. */
  listBanks(): Promise<Bank[]>;
  /** The name on a bank account; a GatewayError with status 4xx when the provider refuses it. Retried. */
  resolveAccount(request: { bankCode: string; accountNumber: string }): Promise<{ accountName: string }>;
  /**
   * Sends a transfer under our reference. Never retried (a second try could pay twice).
   * `awaitingApproval`: the provider took it but holds it for the business's approval (an OTP).
   */
  sendTransfer(request: TransferRequest): Promise<{ providerReference: string; awaitingApproval?: boolean }>;
  /**
   * Whether the provider takes this transfer reference (Paystack: lowercase, 16 characters at least);
   * unset, any of ours.
   */
  isValidTransferReference?(reference: string): boolean;
  /**
   * Sends a failed transfer again as the provider's own retry of it (Flutterwave: by its id), when the
   * provider has one; the new attempt has its own id and reference. Never retried.
   */
  retryTransfer?(request: {
    providerReference: string;
  }): Promise<{ providerReference: string; reference: string }>;
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
  /**
   * Charges a card on file (Paystack's `transaction/charge_authorization`, Flutterwave's tokenized
   * charge) and answers the outcome as a verification does: `success`, `failed`… A refusal of the
   * request itself (unknown authorization, another customer's) is a GatewayError with a 4xx status.
   * Never retried: a second try could charge twice.
   */
  chargeSavedCard(request: SavedCardCharge): Promise<VerifiedPayment>;
  /** Refunds a payment: the amount given, or all of it (for a payment never refunded before). */
  refund(request: { reference: string; amountKobo?: number }): Promise<void>;
  /** Airtime and data bills, for a provider that sells them (Flutterwave). */
  readonly bills?: BillsProvider;
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
