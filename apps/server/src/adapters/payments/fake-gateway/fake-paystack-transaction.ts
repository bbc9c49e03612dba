import type { FakeCard } from './fake-cards.ts';

/** A payment the fake Paystack holds. */
export type FakeTransaction = {
  id: number;
  reference: string;
  accessCode: string;
  amount: number;
  currency: string;
  email: string;
  callbackUrl: string;
  status: 'pending' | 'success' | 'failed' | 'abandoned' | 'reversed';
  gatewayResponse: string;
  paidAt: string | null;
  createdAt: string;
  /** The card that paid it (a checkout paid, or a card on file charged). */
  card?: FakeCard;
};

/** Paystack's `authorization` of a transaction paid by card (its OpenAPI's Authorization fields). */
export const paystackAuthorizationView = (card: FakeCard) => ({
  authorization_code: card.code,
  bin: card.bin,
  last4: card.last4,
  exp_month: card.expMonth,
  exp_year: card.expYear,
  channel: 'card',
  card_type: `${card.brand} `,
  bank: card.bank,
  country_code: 'NG',
  brand: card.brand,
  reusable: card.reusable,
  signature: card.signature,
  account_name: null,
});
