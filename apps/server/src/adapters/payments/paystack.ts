import { everyPaystackCursorPage, listPaystackPayments } from './list-payments.ts';
import {
  type Checkout,
  type CheckoutRequest,
  Gateway,
  GatewayError,
  type PaymentGateway,
  paystackSignature,
  sameSecret,
  type VerifiedPayment,
} from './payment-gateway.ts';
import { chargePaystackAuthorization, type PaystackTransaction, paystackVerified } from './paystack-cards.ts';
import { PAYSTACK_TRANSFER_REFERENCE } from './paystack-definition.ts';
import { paystackTransferOutcome } from './paystack-transfer-statuses.ts';
import { paystackVirtualAccounts } from './paystack-virtual-accounts.ts';
import { createProviderClient, type ProviderConnection } from './provider-client.ts';

export const PAYSTACK_DEFAULT_BASE_URL = 'https://api.paystack.co';

/**
 * Paystack's connection: its address and secret key, the retries of lookups (provider-client.ts); the
 * bank of its dedicated accounts (PAYSTACK_PREFERRED_BANK), unset: the first of its providers.
 */
export type PaystackOptions = ProviderConnection & { preferredBank?: string };

/** How many banks a page of `GET /bank` asks for (Paystack may answer fewer). */
const BANK_PAGE_SIZE = 100;

/**
 * The Paystack adapter (issue 18 §3): amounts ×100 (kobo), bearer secret key. Lookups and verifications
 * are retried on a network error or a 5xx; a checkout's initialisation and a refund never are.
 */
export function createPaystackGateway(options: PaystackOptions): PaymentGateway {
  const call = createProviderClient(options, {
    name: 'Paystack',
    succeeded: (envelope) => Boolean(envelope.status) && envelope.data !== undefined,
  });

  return {
    gateway: Gateway.Paystack,
    name: 'Paystack',
    ...paystackVirtualAccounts(call, { preferredBank: options.preferredBank }),
    async initializeCheckout(request: CheckoutRequest): Promise<Checkout> {
      const data = await call<{ authorization_url: string; access_code: string; reference: string }>(
        'POST',
        '/transaction/initialize',
        {
          amount: request.amountKobo,
          email: request.email,
          reference: request.reference,
          callback_url: request.callbackUrl,
          currency: 'NGN',
        },
      );
      return {
        authorizationUrl: data.authorization_url,
        accessCode: data.access_code,
        reference: data.reference,
      };
    },
    async verifyPayment(reference: string): Promise<VerifiedPayment | undefined> {
      try {
        const data = await call<PaystackTransaction>(
          'GET',
          `/transaction/verify/${encodeURIComponent(reference)}`,
          undefined,
          true,
        );
        return paystackVerified(data);
      } catch (error) {
        // Paystack answers 400 (or 404) 'Transaction reference not found' for a reference it never saw.
        if (error instanceof GatewayError && (error.status === 400 || error.status === 404)) return undefined;
        throw error;
      }
    },
    chargeSavedCard: (request) => chargePaystackAuthorization(call, request),
    listPayments: (window) => listPaystackPayments(call.page, window),
    async refund(request) {
      await call('POST', '/refund', {
        transaction: request.reference,
        ...(request.amountKobo === undefined ? {} : { amount: request.amountKobo }),
      });
    },
    async listBanks() {
      const banks = await everyPaystackCursorPage<{ code: string; name: string }>(
        call.page,
        (next) =>
          `/bank?${new URLSearchParams({
            country: 'nigeria',
            currency: 'NGN',
            use_cursor: 'true',
            perPage: String(BANK_PAGE_SIZE),
            ...(next ? { next } : {}),
          })}`,
      );
      return banks.map((item) => ({ code: item.code, name: item.name }));
    },
    async resolveAccount(request) {
      const data = await call<{ account_name: string }>(
        'GET',
        `/bank/resolve?account_number=${encodeURIComponent(request.accountNumber)}&bank_code=${encodeURIComponent(request.bankCode)}`,
        undefined,
        true,
      );
      return { accountName: data.account_name };
    },
    async sendTransfer(request) {
      const recipient = await call<{ recipient_code: string }>('POST', '/transferrecipient', {
        type: 'nuban',
        name: request.accountName,
        account_number: request.accountNumber,
        bank_code: request.bankCode,
        currency: 'NGN',
      });
      const data = await call<{ id: number; status: string }>('POST', '/transfer', {
        source: 'balance',
        amount: request.amountKobo,
        recipient: recipient.recipient_code,
        reference: request.reference,
        reason: request.narration,
      });
      return {
        providerReference: String(data.id),
        awaitingApproval: paystackTransferOutcome(data.status) === 'awaiting-approval',
      };
    },
    isValidTransferReference: (reference) => PAYSTACK_TRANSFER_REFERENCE.test(reference),
    async verifyTransfer(request) {
      try {
        const data = await call<{
          id: number;
          status: string;
          amount: number;
          reference: string;
          reason?: string;
        }>('GET', `/transfer/verify/${encodeURIComponent(request.reference)}`, undefined, true);
        return {
          reference: data.reference,
          outcome: paystackTransferOutcome(data.status),
          amountKobo: data.amount,
          providerReference: String(data.id),
          message: data.status,
        };
      } catch (error) {
        if (error instanceof GatewayError && (error.status === 400 || error.status === 404)) return undefined;
        throw error;
      }
    },
    isSignedWebhook(rawBody, headers) {
      const given = headers['x-paystack-signature'];
      if (typeof given !== 'string' || given === '') return false;
      return sameSecret(given.toLowerCase(), paystackSignature(rawBody, options.secretKey));
    },
  };
}
