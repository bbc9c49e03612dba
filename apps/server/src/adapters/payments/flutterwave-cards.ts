import type { ReusableCard, SavedCardCharge, VerifiedPayment } from './payment-gateway.ts';
import type { ProviderCall } from './provider-client.ts';

/**
 * Flutterwave's cards on file (issue 30): the `card.token` of a verified card payment (Flutterwave's
 * docs, "Card tokenization"; a token is valid a year) and `POST /tokenized-charges` to charge it again.
 */

/** A transaction as the verifications and a tokenized charge answer it (the fields read here). */
export type FlutterwaveTransaction = {
  id: number;
  tx_ref: string;
  status: string;
  amount: number;
  currency: string;
  processor_response?: string | null;
  customer?: { email?: string } | null;
  card?: {
    first_6digits?: string;
    last_4digits?: string;
    issuer?: string;
    type?: string;
    token?: string;
    /** MM/YY. */
    expiry?: string;
  } | null;
};

/** Flutterwave's words for a payment's end in the wallet's (Paystack's) words. */
const WALLET_STATUS: Record<string, string> = { successful: 'success', cancelled: 'abandoned' };

/** Naira (Flutterwave's unit, possibly with kobo as decimals) to kobo. */
export const toKobo = (naira: number) => Math.round(naira * 100);

/** The card that paid, when Flutterwave gave a token to charge it again. */
export function reusableFlutterwaveCard(data: FlutterwaveTransaction): ReusableCard | undefined {
  const card = data.card;
  const email = data.customer?.email;
  if (!card?.token || !email) return undefined;
  const [month = '', year = ''] = (card.expiry ?? '').split('/');
  return {
    authorization: card.token,
    // Flutterwave gives no signature: a card is known by its first six and last four digits and expiry.
    signature: `${card.first_6digits ?? ''}-${card.last_4digits ?? ''}-${card.expiry ?? ''}`,
    email,
    brand: (card.type ?? '').toLowerCase(),
    last4: card.last_4digits ?? '',
    expMonth: month.padStart(2, '0'),
    expYear: year.length === 2 ? `20${year}` : year,
    bank: card.issuer ?? '',
  };
}

/** The transaction in the wallet's words. */
export const flutterwaveVerified = (data: FlutterwaveTransaction): VerifiedPayment => {
  const status = WALLET_STATUS[data.status] ?? data.status;
  const reusableCard = status === 'success' ? reusableFlutterwaveCard(data) : undefined;
  return {
    reference: data.tx_ref,
    status,
    amountKobo: toKobo(data.amount),
    currency: data.currency,
    providerReference: String(data.id),
    gatewayResponse: data.processor_response ?? '',
    ...(reusableCard ? { reusableCard } : {}),
  };
};

/** Flutterwave takes a narration of at most this many characters. */
const MAX_NARRATION = 100;

/** Charges a card on file by its token, in naira. */
export async function chargeFlutterwaveToken(
  call: ProviderCall,
  request: SavedCardCharge,
): Promise<VerifiedPayment> {
  const data = await call<FlutterwaveTransaction>('POST', '/tokenized-charges', {
    token: request.authorization,
    currency: 'NGN',
    country: 'NG',
    amount: request.amountKobo / 100,
    email: request.email,
    tx_ref: request.reference,
    narration: request.narration.slice(0, MAX_NARRATION),
  });
  return flutterwaveVerified(data);
}
