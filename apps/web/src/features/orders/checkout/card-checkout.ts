import { loadScript } from './load-script.ts';

// spec 001 §9 and issue 19 §2: the providers' inline checkouts as the invoice page opens them. The scripts
// come from the configured addresses (test mode: the fake gateway's stand-ins, which behave alike).

type PaystackPop = {
  setup(options: {
    key: string;
    email: string;
    amount: number;
    ref: string;
    currency: 'NGN';
    callback: (response: { reference: string }) => void;
    onClose: () => void;
  }): { openIframe(): void };
};
type FlutterwaveCheckout = (options: {
  public_key: string;
  tx_ref: string;
  amount: number;
  currency: 'NGN';
  country: 'NG';
  customer: { email: string; phone_number: string; name: string };
  callback: (response: { status: string; transaction_id?: number; tx_ref?: string }) => void;
  onclose: () => void;
}) => unknown;

declare global {
  interface Window {
    PaystackPop?: PaystackPop;
    FlutterwaveCheckout?: FlutterwaveCheckout;
  }
}

/** What a card checkout needs: the payment gateway information of UpdatePaymentGatewayInformation. */
export type CheckoutInfo = {
  Email: string;
  Phone: string;
  Amount: number;
  TransactionId: string;
  PaymentGatewayPublicKey: string;
};

/** How a checkout ended: paid (the provider's callback) or closed without paying. */
export type CheckoutOutcome = 'paid' | 'failed' | 'closed';

const unavailable = () => new Error('The payment provider could not be reached. Kindly try again. Thank you');

/** Paystack's inline checkout: amount in kobo (spec 001 §9: the amount times 100), the reference ours. */
export async function payWithPaystack(scriptUrl: string, info: CheckoutInfo): Promise<CheckoutOutcome> {
  // Loaded once per page: a second Pay reuses it.
  if (!window.PaystackPop) await loadScript(scriptUrl);
  const pop = window.PaystackPop;
  if (!pop) throw unavailable();
  return new Promise((resolve) => {
    pop
      .setup({
        key: info.PaymentGatewayPublicKey,
        email: info.Email,
        amount: Math.round(info.Amount * 100),
        ref: info.TransactionId,
        currency: 'NGN',
        callback: () => resolve('paid'),
        onClose: () => resolve('closed'),
      })
      .openIframe();
  });
}

/** Flutterwave's inline checkout: amount in naira, currency NGN and country NG (spec 001 §9). */
export async function payWithFlutterwave(
  scriptUrl: string,
  info: CheckoutInfo,
  name: string,
): Promise<CheckoutOutcome> {
  if (!window.FlutterwaveCheckout) await loadScript(scriptUrl);
  const checkout = window.FlutterwaveCheckout;
  if (!checkout) throw unavailable();
  return new Promise((resolve) => {
    checkout({
      public_key: info.PaymentGatewayPublicKey,
      tx_ref: info.TransactionId,
      amount: info.Amount,
      currency: 'NGN',
      country: 'NG',
      customer: { email: info.Email, phone_number: info.Phone, name },
      callback: (response) => resolve(response.status === 'successful' ? 'paid' : 'failed'),
      onclose: () => resolve('closed'),
    });
  });
}
