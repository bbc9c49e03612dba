/** What the daily reconciliation finds with a provider (kept on its row: reconciliation.table.ts). */

export type ProviderDifferenceKind = 'paid-not-credited' | 'credited-not-paid' | 'amount-differs';

export type ProviderDifference = {
  gateway: string;
  kind: ProviderDifferenceKind;
  /** Our reference (the checkout's), when either side knows it. */
  reference: string | null;
  /** The provider's id of the payment. */
  providerReference: string | null;
  /** The wallet transaction concerned (a Pending top-up, for a payment not credited). */
  transactionId: number | null;
  providerStatus: string | null;
  providerAmountKobo: number | null;
  providerCurrency: string | null;
  ledgerAmountKobo: number | null;
};

/** What was checked with one provider, or why it could not be. */
export type ProviderCheck = {
  gateway: string;
  from: string;
  to: string;
  paymentsListed: number;
  creditsChecked: number;
  /** Set when the provider could not be asked: its part was not checked that day. */
  failure?: string;
};
