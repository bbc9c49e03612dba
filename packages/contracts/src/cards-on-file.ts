import { z } from 'zod';
import { recordId } from './locations.ts';
import { formatNaira, walletAmount } from './wallet.ts';

/**
 * Issue 30, cards on file: a card a customer paid a top-up or an invoice with, kept when the provider
 * marks it reusable, and charged again later through the provider. Only what a person recognises their
 * card by is ever sent: never the provider's authorization.
 */

/** GET Wallet/GetMyCards: one of the caller's cards. */
export const cardOnFile = z.object({
  Id: z.number().int(),
  /** visa, mastercard, verve… as the provider names it. */
  Brand: z.string(),
  Last4: z.string(),
  /** Two digits. */
  ExpMonth: z.string(),
  /** Four digits. */
  ExpYear: z.string(),
  /** The issuing bank, as the provider names it. */
  Bank: z.string(),
  /** The provider that charges it (Paystack, Flutterwave). */
  GatewayName: z.string(),
  CreatedAt: z.string(),
});
export type CardOnFile = z.infer<typeof cardOnFile>;

/** POST Wallet/RemoveMyCard. */
export const removeMyCardRequest = z.strictObject({ Id: recordId('Id') });

/** POST Wallet/TopUpFromCard: the Amount (naira) charged to one of the caller's cards on file. */
export const topUpFromCardRequest = z.strictObject({ Amount: walletAmount, CardId: recordId('CardId') });

export const cardTexts = {
  toppedUp: (amount: number, last4: string) =>
    `${formatNaira(amount)} from your card ending ${last4} is in your wallet`,
  noCard: (id: number) => `You have no saved card ${id}`,
  removed: (last4: string) => `Your card ending ${last4} is removed`,
  noCardToCharge: 'There is no saved card to charge: pay once by card and it is kept for next time',
  cardOfAnotherProvider: (provider: string) =>
    `This card was saved with ${provider}, which no longer takes payments here: pay by card again to save it anew`,
  declined: (last4: string, why: string) => `Your card ending ${last4} was declined: ${why}`,
  stillPending: (last4: string) =>
    `The charge of your card ending ${last4} is not confirmed yet: your wallet is credited once it is`,
  providerUnavailable: (provider: string) =>
    `${provider} could not be reached to charge your card; nothing was taken: try again in a moment`,
  chargeMessage: 'Wallet top-up from a saved card',
  referenceTaken: 'This charge reference belongs to another person’s payment',
};
