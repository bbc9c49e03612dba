import {
  GatewayError,
  type PaymentGateway,
  type VerifiedIncomingTransfer,
  type VirtualAccountAnswer,
} from './payment-gateway.ts';
import type { ProviderCall } from './provider-client.ts';

type FlutterwaveCharge = {
  id: number;
  tx_ref: string;
  flw_ref?: string;
  status: string;
  amount: number;
  currency: string;
  payment_type?: string;
};

export const MISSING_BVN = "Flutterwave opens a permanent account only with the customer's BVN";

/**
 * Flutterwave's virtual account numbers (issue 18 §3): `POST /virtual-account-numbers`, permanent, under
 * our tx_ref; each transfer into it is a `charge.completed` carrying that tx_ref, asked about again with
 * `GET /transactions/:id/verify`.
 */
export function flutterwaveVirtualAccounts(
  call: ProviderCall,
): Pick<PaymentGateway, 'virtualAccountNeeds' | 'requestVirtualAccount' | 'verifyIncomingTransfer'> {
  return {
    // A static account is opened only with the customer's BVN.
    virtualAccountNeeds: ['Bvn'],
    async requestVirtualAccount(request): Promise<VirtualAccountAnswer> {
      // A permanent account needs the customer's BVN (the docs and the SDK's schema): without one,
      // Flutterwave would refuse it, so it is not asked.
      if (!request.bvn) throw new GatewayError(MISSING_BVN, 400);
      const data = await call<{ account_number?: string | null; bank_name?: string | null }>(
        'POST',
        '/virtual-account-numbers',
        {
          email: request.email,
          is_permanent: true,
          bvn: request.bvn,
          tx_ref: request.reference,
          firstname: request.firstname,
          lastname: request.surname,
          ...(request.phoneNumber ? { phonenumber: request.phoneNumber } : {}),
          // At most 100 characters (the SDK's accountSchema); two long names together may be more.
          narration: `${request.firstname} ${request.surname}`.slice(0, 100),
          currency: 'NGN',
        },
      );
      if (!data.account_number) throw new GatewayError('Flutterwave gave no account number', 502);
      return {
        outcome: 'assigned',
        accountNumber: data.account_number,
        bankName: data.bank_name ?? '',
        accountName: `${request.firstname} ${request.surname}`,
        providerCustomer: null,
      };
    },
    async verifyIncomingTransfer(hint): Promise<VerifiedIncomingTransfer | undefined> {
      if (!hint.id || !/^\d+$/.test(hint.id)) return undefined;
      try {
        const data = await call<FlutterwaveCharge>('GET', `/transactions/${hint.id}/verify`, undefined, true);
        return {
          providerReference: String(data.id),
          reference: data.flw_ref ?? String(data.id),
          status: data.status === 'successful' ? 'success' : data.status,
          amountKobo: Math.round(data.amount * 100),
          currency: data.currency,
          intoVirtualAccount: data.payment_type === 'bank_transfer',
          accountNumber: null,
          accountReference: data.tx_ref,
        };
      } catch (error) {
        if (error instanceof GatewayError && (error.status === 400 || error.status === 404)) return undefined;
        throw error;
      }
    },
  };
}
