import { createFlutterwaveBills } from './bills.ts';
import {
  chargeFlutterwaveToken,
  type FlutterwaveTransaction,
  flutterwaveVerified,
  toKobo,
} from './flutterwave-cards.ts';
import { retryFlutterwaveTransfer } from './flutterwave-transfer-retries.ts';
import { flutterwaveVirtualAccounts } from './flutterwave-virtual-accounts.ts';
import { listFlutterwavePayments } from './list-payments.ts';
import {
  type Checkout,
  type CheckoutRequest,
  Gateway,
  GatewayError,
  type PaymentGateway,
  sameSecret,
  type VerifiedPayment,
} from './payment-gateway.ts';
import { createProviderClient, type ProviderConnection } from './provider-client.ts';

export const FLUTTERWAVE_DEFAULT_BASE_URL = 'https://api.flutterwave.com/v3';

export type FlutterwaveOptions = ProviderConnection & {
  /** The `verif-hash` Flutterwave sends with each event (set on its dashboard). */
  webhookHash: string;
};

const MAX_NARRATION = 100;

/**
 * The Flutterwave v3 adapter (issue 18 §3): amounts in naira (not ×100), NGN, bearer secret key; the
 * payment is looked up by our reference (`tx_ref`). Lookups and verifications are retried on a network
 * error or a 5xx; a checkout's initialisation and a refund never are.
 */
export function createFlutterwaveGateway(options: FlutterwaveOptions): PaymentGateway {
  const call = createProviderClient(options, {
    name: 'Flutterwave',
    succeeded: (envelope) => envelope.status === 'success' && envelope.data != null,
  });

  async function lookUp(reference: string): Promise<FlutterwaveTransaction | undefined> {
    try {
      return await call<FlutterwaveTransaction>(
        'GET',
        `/transactions/verify_by_reference?tx_ref=${encodeURIComponent(reference)}`,
        undefined,
        true,
      );
    } catch (error) {
      // Flutterwave answers 400 (or 404) 'No transaction was found for this id' for a reference it never saw.
      if (error instanceof GatewayError && (error.status === 400 || error.status === 404)) return undefined;
      throw error;
    }
  }

  return {
    gateway: Gateway.Flutterwave,
    name: 'Flutterwave',
    ...flutterwaveVirtualAccounts(call),
    async initializeCheckout(request: CheckoutRequest): Promise<Checkout> {
      // The return carries Flutterwave's ?status=&tx_ref=&transaction_id=; `reference` is added so the
      // wallet page reads the same parameter whichever provider took the payment.
      const redirect = new URL(request.callbackUrl);
      redirect.searchParams.set('reference', request.reference);
      const data = await call<{ link: string }>('POST', '/payments', {
        tx_ref: request.reference,
        amount: request.amountKobo / 100,
        currency: 'NGN',
        country: 'NG',
        redirect_url: redirect.toString(),
        customer: { email: request.email },
      });
      return { authorizationUrl: data.link, accessCode: '', reference: request.reference };
    },
    async verifyPayment(reference: string): Promise<VerifiedPayment | undefined> {
      const data = await lookUp(reference);
      if (!data) return undefined;
      return flutterwaveVerified(data);
    },
    chargeSavedCard: (request) => chargeFlutterwaveToken(call, request),
    listPayments: (window) => listFlutterwavePayments((path) => call('GET', path, undefined, true), window),
    async refund(request) {
      const found = await lookUp(request.reference);
      if (!found) throw new GatewayError(`Flutterwave knows no payment ${request.reference}`, 404);
      // The amount always: the SDK's schema requires it, and a full refund is then exactly what was paid.
      await call('POST', `/transactions/${found.id}/refund`, {
        amount: request.amountKobo === undefined ? found.amount : request.amountKobo / 100,
      });
    },
    async listBanks() {
      const data = await call<{ code: string; name: string }[]>('GET', '/banks/NG', undefined, true);
      return data.map((item) => ({ code: item.code, name: item.name }));
    },
    async resolveAccount(request) {
      const data = await call<{ account_name: string }>(
        'POST',
        '/accounts/resolve',
        { account_number: request.accountNumber, account_bank: request.bankCode },
        true,
      );
      return { accountName: data.account_name };
    },
    async sendTransfer(request) {
      const data = await call<{ id: number }>('POST', '/transfers', {
        account_bank: request.bankCode,
        account_number: request.accountNumber,
        amount: request.amountKobo / 100,
        currency: 'NGN',
        // Flutterwave takes at most 100 characters (the SDK's transferSchema); a withdrawal's message may be longer.
        narration: request.narration.slice(0, MAX_NARRATION),
        reference: request.reference,
      });
      return { providerReference: String(data.id) };
    },
    async retryTransfer(request) {
      return retryFlutterwaveTransfer(call, request);
    },
    async verifyTransfer(request) {
      if (!request.providerReference) return undefined;
      const data = await call<{
        id: number;
        status: string;
        amount: number;
        reference: string;
        complete_message?: string;
      }>('GET', `/transfers/${encodeURIComponent(request.providerReference)}`, undefined, true);
      const outcome =
        data.status === 'SUCCESSFUL' ? 'success' : data.status === 'FAILED' ? 'failed' : 'pending';
      return {
        reference: data.reference,
        outcome,
        amountKobo: toKobo(data.amount),
        providerReference: String(data.id),
        message: data.complete_message || data.status,
      };
    },
    // Airtime and data (issue 18 §4): always through Flutterwave, whatever WALLET_GATEWAY says.
    bills: createFlutterwaveBills(call),
    isSignedWebhook(_rawBody, headers) {
      const given = headers['verif-hash'];
      if (typeof given !== 'string' || given === '' || !options.webhookHash) return false;
      return sameSecret(given, options.webhookHash);
    },
  };
}
