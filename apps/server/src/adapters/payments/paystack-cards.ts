import type { ReusableCard, SavedCardCharge, VerifiedPayment } from './payment-gateway.ts';
import type { ProviderCall } from './provider-client.ts';

/**
 * Paystack's cards on file (issue 30): the `authorization` of a verified transaction, kept when Paystack
 * marks it `reusable`, and `POST /transaction/charge_authorization` to charge it again.
 */

/** A transaction as verify and charge_authorization answer it (the fields read here). */
export type PaystackTransaction = {
  id: number;
  status: string;
  reference: string;
  amount: number;
  currency: string;
  gateway_response: string | null;
  channel?: string;
  customer?: { email?: string } | null;
  authorization?: {
    authorization_code?: string;
    last4?: string;
    exp_month?: string;
    exp_year?: string;
    channel?: string;
    bank?: string;
    brand?: string;
    reusable?: boolean;
    signature?: string;
  } | null;
};

/** The card that paid, when Paystack will charge it again: a reusable card authorization only. */
export function reusablePaystackCard(data: PaystackTransaction): ReusableCard | undefined {
  const card = data.authorization;
  const email = data.customer?.email;
  if (!card?.reusable || card.channel !== 'card' || !card.authorization_code || !card.signature || !email)
    return undefined;
  return {
    authorization: card.authorization_code,
    signature: card.signature,
    email,
    brand: card.brand ?? '',
    last4: card.last4 ?? '',
    expMonth: card.exp_month ?? '',
    expYear: card.exp_year ?? '',
    bank: card.bank ?? '',
  };
}

/** The transaction in the wallet's words. */
export const paystackVerified = (data: PaystackTransaction): VerifiedPayment => {
  const reusableCard = data.status === 'success' ? reusablePaystackCard(data) : undefined;
  return {
    reference: data.reference,
    status: data.status,
    amountKobo: data.amount,
    currency: data.currency,
    providerReference: String(data.id),
    gatewayResponse: data.gateway_response ?? '',
    ...(reusableCard ? { reusableCard } : {}),
  };
};

/** Charges a card on file; a decline is a `failed` transaction (Paystack's 200 "Charge attempted"). */
export async function chargePaystackAuthorization(
  call: ProviderCall,
  request: SavedCardCharge,
): Promise<VerifiedPayment> {
  const data = await call<PaystackTransaction>('POST', '/transaction/charge_authorization', {
    email: request.email,
    amount: request.amountKobo,
    authorization_code: request.authorization,
    reference: request.reference,
    currency: 'NGN',
  });
  return paystackVerified(data);
}
