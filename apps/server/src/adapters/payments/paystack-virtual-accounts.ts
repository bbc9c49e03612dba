import {
  GatewayError,
  type PaymentGateway,
  type VerifiedIncomingTransfer,
  type VirtualAccountAnswer,
} from './payment-gateway.ts';
import type { ProviderCall } from './provider-client.ts';

/** Paystack's bank for dedicated accounts in test and live mode alike. */
const PREFERRED_BANK = 'wema-bank';

type DedicatedAccount = {
  account_number?: string | null;
  account_name?: string | null;
  assigned?: boolean;
  bank?: { name?: string } | null;
};

type PaystackCharge = {
  id: number;
  reference: string;
  status: string;
  amount: number;
  currency: string;
  channel?: string;
  authorization?: { receiver_bank_account_number?: string | null } | null;
  metadata?: { receiver_account_number?: string | null } | null;
};

/**
 * Paystack's dedicated virtual accounts (issue 18 §3): `POST /customer`, then `POST /dedicated_account`
 * for that customer; a transfer into the account is a `charge.success` on the `dedicated_nuban`
 * channel, asked about again with `GET /transaction/verify/:reference`.
 */
export function paystackVirtualAccounts(
  call: ProviderCall,
): Pick<PaymentGateway, 'requestVirtualAccount' | 'verifyIncomingTransfer'> {
  return {
    async requestVirtualAccount(request): Promise<VirtualAccountAnswer> {
      const customer = await call<{ customer_code: string }>('POST', '/customer', {
        email: request.email,
        first_name: request.firstname,
        last_name: request.surname,
        ...(request.phoneNumber ? { phone: request.phoneNumber } : {}),
        metadata: { wayfare_reference: request.reference },
      });
      const account = await call<DedicatedAccount>('POST', '/dedicated_account', {
        customer: customer.customer_code,
        preferred_bank: PREFERRED_BANK,
      });
      // Paystack may answer before the bank has opened it: `dedicatedaccount.assign.*` tells the end.
      if (!account.account_number) return { outcome: 'pending', providerCustomer: customer.customer_code };
      return {
        outcome: 'assigned',
        accountNumber: account.account_number,
        accountName: account.account_name ?? '',
        bankName: account.bank?.name ?? '',
        providerCustomer: customer.customer_code,
      };
    },
    async verifyIncomingTransfer(hint): Promise<VerifiedIncomingTransfer | undefined> {
      if (!hint.reference) return undefined;
      try {
        const data = await call<PaystackCharge>(
          'GET',
          `/transaction/verify/${encodeURIComponent(hint.reference)}`,
          undefined,
          true,
        );
        return {
          providerReference: String(data.id),
          reference: data.reference,
          status: data.status,
          amountKobo: data.amount,
          currency: data.currency,
          intoVirtualAccount: data.channel === 'dedicated_nuban',
          accountNumber:
            data.authorization?.receiver_bank_account_number ??
            data.metadata?.receiver_account_number ??
            null,
          accountReference: null,
        };
      } catch (error) {
        if (error instanceof GatewayError && (error.status === 400 || error.status === 404)) return undefined;
        throw error;
      }
    },
  };
}
