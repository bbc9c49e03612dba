import {
  type ConfirmManualPaymentRequest,
  type Payment,
  PaymentGateway,
  PaymentStatus,
  paymentTexts,
} from '@wayfare/contracts';
import { eq } from 'drizzle-orm';
import { conflict, notFound } from '../../errors.ts';
import { recordAdminChange } from '../activity/index.ts';
import { markPaid, type ReceiptContext } from './mark-paid.ts';
import { lockPayment } from './payment-access.ts';
import { findPayment, gatewayNameOf, paymentStatusNameOf } from './payment-view.ts';
import type { PaymentsDeps } from './payments.deps.ts';
import { payments } from './payments.table.ts';

/**
 * Payment/ConfirmManualPayment (issue 19 §2, Payment 4 edit): a cash payment awaiting verification is
 * approved (true: Paid, confirmed by the caller, the order Completed, the receipt queued) or rejected
 * (false: Failed, named 'Rejected'). Under the payment's lock, so a second confirmation finds it
 * settled: 409 naming its state, no second effect.
 */
export async function confirmManualPayment(
  deps: PaymentsDeps,
  input: ConfirmManualPaymentRequest & { by: string; receipt: ReceiptContext },
): Promise<Payment> {
  await deps.db.transaction(async (tx) => {
    const held = await lockPayment(tx, input.Id);
    const { payment } = held;
    if (payment.status !== PaymentStatus.AwaitingVerification) {
      throw conflict(paymentTexts.paymentIs(paymentStatusNameOf(payment)));
    }
    if (payment.gateway !== PaymentGateway.Cash) {
      throw conflict(paymentTexts.cashOnly(gatewayNameOf(payment.gateway) ?? 'no gateway'));
    }
    if (input.PaymentStatus) {
      await markPaid(tx, held, {
        gateway: PaymentGateway.Cash,
        reference: null,
        confirmedBy: input.by,
        receipt: input.receipt,
      });
    } else {
      await tx
        .update(payments)
        .set({ status: PaymentStatus.Failed, confirmedBy: input.by, updatedAt: new Date() })
        .where(eq(payments.id, payment.id));
    }
    const after = input.PaymentStatus ? PaymentStatus.Paid : PaymentStatus.Failed;
    await recordAdminChange(tx, {
      userId: input.by,
      area: 'Payment',
      action: 'ConfirmManualPayment',
      recordId: payment.id,
      before: { PaymentStatus: payment.status, ConfirmBy: payment.confirmedBy },
      after: { PaymentStatus: after, ConfirmBy: input.by },
    });
  });
  const answered = await findPayment(deps.db, input.Id);
  if (!answered) throw notFound(paymentTexts.noPayment(input.Id));
  return answered;
}
