import { askToConfirm } from '../../../components/feedback/confirm-action.tsx';
import { naira } from '../order-money.ts';

/** issue 32: the question before the wallet is debited: the amount, and the balance it leaves. */
export const walletPaymentPrompt = (amount: number, balance: number) =>
  `Pay ${naira(amount)} from your wallet? Your balance will be ${naira((Math.round(balance * 100) - Math.round(amount * 100)) / 100)}.`;

/**
 * issue 32: paying an invoice from the wallet moves money at once, so it is asked first; resolves true
 * on Yes, false on No or when the dialog is dismissed.
 */
export function confirmWalletPayment(amount: number, balance: number) {
  return askToConfirm({ title: 'Pay from your wallet', text: walletPaymentPrompt(amount, balance) });
}
