import {
  formatNaira,
  OrderStatus,
  orderInvoicePath,
  orderNumber,
  type PaymentGatewayId,
  PaymentStatus,
  paymentGatewayNames,
} from '@wayfare/contracts';
import { eq } from 'drizzle-orm';
import { shownMoment } from '../../moments.ts';
import { toNaira } from '../../money.ts';
import { queueTemplatedEmail } from '../message-templates/index.ts';
import { setOrderStatus } from '../orders/index.ts';
import type { PaymentWithOrder, Tx } from './payment-access.ts';
import { payments } from './payments.table.ts';

/** Where the receipt's link points and how its date reads. */
export type ReceiptContext = { siteUrl: string; timeZone: string };

/**
 * A held payment becomes Paid (issue 19 §2), in the caller's transaction: by the gateway that took the
 * money, with its reference (null for wallet and cash) and, for cash, the approving administrator;
 * the order becomes Completed, and the receipt is queued in the same transaction, so it goes once.
 */
export async function markPaid(
  tx: Tx,
  held: PaymentWithOrder,
  input: {
    gateway: PaymentGatewayId;
    reference: string | null;
    confirmedBy?: string;
    receipt: ReceiptContext;
  },
) {
  const now = new Date();
  await tx
    .update(payments)
    .set({
      status: PaymentStatus.Paid,
      gateway: input.gateway,
      reference: input.reference,
      confirmedBy: input.confirmedBy ?? null,
      completedAt: now,
      providerMessage: null,
      updatedAt: now,
    })
    .where(eq(payments.id, held.payment.id));
  await setOrderStatus(tx, { id: held.order.id, status: OrderStatus.Completed, at: now });
  await queueTemplatedEmail(tx, {
    type: 'Payment Receipt',
    recipient: held.order.email,
    values: {
      FirstName: held.order.firstname,
      OrderId: orderNumber(held.order.number),
      Amount: formatNaira(toNaira(held.payment.amountKobo)),
      PaymentDate: shownMoment(now, input.receipt.timeZone),
      Gateway: paymentGatewayNames[input.gateway],
      Link: `${input.receipt.siteUrl}${orderInvoicePath(held.order.id)}`,
    },
  });
}
