import type { FakeCard } from './fake-cards.ts';

/** A payment the fake Flutterwave holds. */
export type FakeFlutterwaveTransaction = {
  id: number;
  txRef: string;
  checkoutId: string;
  /** Naira, as Flutterwave counts. */
  amount: number;
  currency: string;
  email: string;
  redirectUrl: string;
  status: 'pending' | 'successful' | 'failed' | 'cancelled';
  processorResponse: string;
  createdAt: string;
  /** The card that paid it (a checkout paid, or a card on file charged). */
  card?: FakeCard;
};
