import {
  GatewayError,
  lackedDetails,
  type PaymentGateway,
  type VerifiedIncomingTransfer,
  type VirtualAccountAnswer,
  type VirtualAccountDetail,
} from './payment-gateway.ts';
import type { ProviderCall } from './provider-client.ts';

/** What Paystack needs before it assigns a dedicated account (its docs: first name, last name, phone). */
const PAYSTACK_NEEDS: readonly VirtualAccountDetail[] = ['Firstname', 'Surname', 'PhoneNumber'];

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
  options: { preferredBank?: string },
): Pick<PaymentGateway, 'requestVirtualAccount' | 'verifyIncomingTransfer' | 'virtualAccountNeeds'> {
  let preferredBank: Promise<string> | undefined;
  /** PAYSTACK_PREFERRED_BANK, else the first bank Paystack offers this integration (asked once). */
  const bankOfAccounts = () => {
    if (options.preferredBank) return Promise.resolve(options.preferredBank);
    preferredBank ??= call<{ provider_slug: string }[]>(
      'GET',
      '/dedicated_account/available_providers',
      undefined,
      true,
    ).then((providers) => {
      const slug = providers[0]?.provider_slug;
      if (!slug) throw new GatewayError('Paystack offers no bank for dedicated accounts on this integration');
      return slug;
    });
    // A failed lookup is asked again next time.
    preferredBank.catch(() => {
      preferredBank = undefined;
    });
    return preferredBank;
  };

  return {
    virtualAccountNeeds: PAYSTACK_NEEDS,
    async requestVirtualAccount(request): Promise<VirtualAccountAnswer> {
      const missing = lackedDetails(PAYSTACK_NEEDS, { ...request, hasBvn: Boolean(request.bvn) });
      // Never sent: Paystack would create the customer, then refuse the account.
      if (missing.length > 0)
        throw new GatewayError(`Paystack needs the customer's ${missing.join(', ')}`, 422);
      const bank = await bankOfAccounts();
      const customer = await call<{ customer_code: string }>('POST', '/customer', {
        email: request.email,
        first_name: request.firstname,
        last_name: request.surname,
        phone: request.phoneNumber,
        // The definition's CustomerCreate.metadata: "Stringified JSON object of custom data".
        metadata: JSON.stringify({ wayfare_reference: request.reference }),
      });
      const account = await call<DedicatedAccount>('POST', '/dedicated_account', {
        customer: customer.customer_code,
        preferred_bank: bank,
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
