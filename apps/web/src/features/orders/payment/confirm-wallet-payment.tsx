import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { CANCEL_LABEL, CONFIRM_LABEL } from '../../../components/feedback/confirm-action.tsx';
import { naira } from '../order-money.ts';

/** issue 32: the question before the wallet is debited: the amount, and the balance it leaves. */
export const walletPaymentPrompt = (amount: number, balance: number) =>
  `Pay ${naira(amount)} from your wallet? Your balance will be ${naira((Math.round(balance * 100) - Math.round(amount * 100)) / 100)}.`;

/**
 * issue 32: paying an invoice from the wallet moves money at once, so it is asked first; resolves true
 * on Yes, false on No or when the dialog is dismissed.
 */
export function confirmWalletPayment(amount: number, balance: number) {
  return new Promise<boolean>((resolve) => {
    let settled = false;
    const settle = (answer: boolean) => {
      if (settled) return;
      settled = true;
      resolve(answer);
    };
    modals.openConfirmModal({
      title: 'Pay from your wallet',
      centered: true,
      children: <Text size="sm">{walletPaymentPrompt(amount, balance)}</Text>,
      labels: { confirm: CONFIRM_LABEL, cancel: CANCEL_LABEL },
      onConfirm: () => settle(true),
      onCancel: () => settle(false),
      onClose: () => settle(false),
    });
  });
}
