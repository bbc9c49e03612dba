import { type Payment, PaymentStatus } from '@wayfare/contracts';
import * as calls from '@wayfare/contracts/calls';
import { confirmAction } from '../../components/feedback/confirm-action.tsx';
import { useConfirmedAction, useRefreshAreas } from '../../components/screen/index.ts';
import type { RowAction } from '../../components/table/table-types.ts';
import { alertStore } from '../../lib/alerts.ts';
import { useConfirmFlutterwavePayment } from './api/confirm-flutterwave-payment.ts';
import { amountOf, customerOf } from './list/payment-columns.tsx';

const areas = ['Payment', 'Order'] as const;

/**
 * spec 001 §4, issue 19 §2 and §3: Approve and Reject a cash payment awaiting verification (after the
 * prompt, Payment edit), Verify a Flutterwave payment awaiting verification and Re-Verify a failed one.
 */
export function usePaymentActions() {
  const confirm = useConfirmedAction(calls.Payment.ConfirmManualPayment, { item: 'payment', areas });
  const verify = useConfirmFlutterwavePayment();
  const refresh = useRefreshAreas(areas);
  const nameOf = (row: Payment) => `${amountOf(row)} by ${customerOf(row)}`;

  const manual = async (row: Payment, approve: boolean) => {
    const done = await confirm.run({
      action: approve ? 'approve' : 'reject',
      name: nameOf(row),
      input: { body: { Id: row.Id, PaymentStatus: approve } },
    });
    if (done)
      alertStore.success(`The payment of ${nameOf(row)} has been ${approve ? 'approved' : 'rejected'}`);
  };
  // Verify asks Flutterwave and says what it answered: Paid, or still not paid.
  const reVerify = async (row: Payment, label: string) => {
    if (!(await confirmAction({ action: label.toLowerCase(), item: 'payment', name: nameOf(row) }))) return;
    const reply = await verify.mutateAsync({ body: { Id: row.Id } }).catch(() => undefined);
    if (!reply) return;
    const text = `The payment of ${nameOf(row)} is ${reply.PaymentStatusName}`;
    if (reply.PaymentStatus === PaymentStatus.Paid) alertStore.success(text);
    else alertStore.warning(text);
    await refresh();
  };

  return (row: Payment): RowAction[] => {
    const actions: RowAction[] = [];
    if (row.CanManuallyConfirm && confirm.allowed) {
      actions.push(
        {
          label: 'Approve',
          color: 'green',
          disabled: confirm.pending,
          onClick: () => void manual(row, true),
        },
        { label: 'Reject', color: 'red', disabled: confirm.pending, onClick: () => void manual(row, false) },
      );
    }
    if (row.CanVerify && confirm.allowed) {
      const label = row.PaymentStatus === PaymentStatus.Failed ? 'Re-Verify' : 'Verify';
      actions.push({ label, disabled: verify.isPending, onClick: () => void reVerify(row, label) });
    }
    return actions;
  };
}
