import { type Order, PaymentGateway, paymentTexts } from '@wayfare/contracts';
import { useState } from 'react';
import { useRefreshAreas } from '../../../components/screen/index.ts';
import { alertStore } from '../../../lib/alerts.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useCompleteWithWalletPayment } from '../api/complete-with-wallet-payment.ts';
import { useConfirmFlutterwavePayment } from '../api/confirm-flutterwave-payment.ts';
import { useConfirmPaystackPayment } from '../api/confirm-paystack-payment.ts';
import { useFreshMyWallet } from '../api/get-my-wallet.ts';
import { useSiteSettings } from '../api/get-site-settings.ts';
import { useUpdatePaymentGatewayInformation } from '../api/update-payment-gateway-information.ts';
import {
  type CheckoutInfo,
  type CheckoutOutcome,
  payWithFlutterwave,
  payWithPaystack,
} from '../checkout/card-checkout.ts';
import { customerOf } from '../list/order-columns.tsx';
import { confirmWalletPayment } from './confirm-wallet-payment.tsx';

export const CASH_AWAITING = 'Your cash payment is awaiting verification by an administrator';
export const PAID = 'Your payment has been received. Thank you';

/**
 * spec 001 §4 (Order invoice), §8, issue 19 §3: paying an order with the chosen gateway. Wallet: once
 * the customer confirms the amount and the balance it leaves (issue 32), the payment completes at once. Cash: the gateway is recorded and the payment awaits an administrator.
 * Paystack or Flutterwave: the gateway is recorded (the reply is what the checkout needs), the provider's
 * inline checkout opens, and once it reports a payment the server confirms it with the provider. Then
 * the invoice reloads (Paid). A failure shows the error and Pay is usable again.
 */
export function usePayOrder(order: Order) {
  const settings = useSiteSettings();
  const choose = useUpdatePaymentGatewayInformation();
  const wallet = useCompleteWithWalletPayment();
  const myWallet = useFreshMyWallet();
  const confirmPaystack = useConfirmPaystackPayment();
  const confirmFlutterwave = useConfirmFlutterwavePayment();
  const refresh = useRefreshAreas(['Order', 'Payment', 'Wallet']);
  const [paying, setPaying] = useState(false);

  const checkout = async (gateway: number, info: CheckoutInfo): Promise<CheckoutOutcome> => {
    const scripts = settings.data ?? (await settings.refetch()).data;
    if (!scripts) throw new Error('The payment provider could not be reached. Kindly try again. Thank you');
    return gateway === PaymentGateway.Paystack
      ? payWithPaystack(scripts.PaystackInlineScriptUrl, info)
      : payWithFlutterwave(scripts.FlutterwaveInlineScriptUrl, info, customerOf(order));
  };

  const pay = async (gateway: number) => {
    const PaymentId = order.PaymentId;
    if (!PaymentId || paying) return;
    setPaying(true);
    try {
      if (gateway === PaymentGateway.Wallet) {
        // issue 32: the wallet is debited at once, so the customer confirms the amount and what it leaves.
        const { Balance } = await myWallet();
        // Too little in it: the server's own refusal, without asking a question that has no good answer.
        if (Math.round(Balance * 100) < Math.round(order.TotalAmount * 100)) {
          alertStore.error(paymentTexts.walletBalanceTooLow(Balance, order.TotalAmount));
          return;
        }
        if (!(await confirmWalletPayment(order.TotalAmount, Balance))) return;
        await wallet.mutateAsync({ body: { PaymentId, OrderId: order.Id, Gateway: gateway } });
        alertStore.success(PAID);
        await refresh();
        return;
      }
      const info = await choose.mutateAsync({
        body: {
          PaymentId,
          OrderId: order.Id,
          Gateway: gateway,
          SelectedOrderQuestions: order.SelectedOrderQuestions,
        },
      });
      if (gateway === PaymentGateway.Cash) {
        alertStore.info(CASH_AWAITING);
        await refresh();
        return;
      }
      const outcome = await checkout(gateway, {
        Email: info.Email,
        Phone: info.Phone,
        Amount: info.Amount,
        TransactionId: info.TransactionId ?? '',
        PaymentGatewayPublicKey: info.PaymentGatewayPublicKey ?? '',
      });
      // Closed without paying: the payment waits for the next try (no call, nothing to confirm).
      if (outcome === 'closed') return;
      const confirm = gateway === PaymentGateway.Paystack ? confirmPaystack : confirmFlutterwave;
      const confirmed = await confirm.mutateAsync({ body: { Id: PaymentId } });
      if (confirmed.PaymentStatusName === 'Paid') alertStore.success(PAID);
      else alertStore.warning(`Your payment is ${confirmed.PaymentStatusName}`, { autoClose: false });
      await refresh();
    } catch (error) {
      // A refused call is already in the error alert (the query client's); a script that failed is not.
      if (!(error instanceof ApiError)) {
        alertStore.error(error instanceof Error ? error.message : String(error));
      }
    } finally {
      setPaying(false);
    }
  };

  return { pay, paying };
}
