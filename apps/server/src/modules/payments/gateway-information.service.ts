import { randomBytes } from 'node:crypto';
import {
  type PaymentGatewayId,
  type PaymentGatewayInformation,
  PaymentStatus,
  paymentGatewayNames,
  paymentTexts,
  type UpdatePaymentGatewayInformationRequest,
} from '@wayfare/contracts';
import { eq } from 'drizzle-orm';
import type { Principal } from '../../auth/principal.ts';
import { conflict, invalidProperty } from '../../errors.ts';
import { toNaira } from '../../money.ts';
import { recordAdminChange } from '../activity/index.ts';
import { orderItemNames } from '../orders/index.ts';
import { lockPayment, paymentFor } from './payment-access.ts';
import { paymentReferences } from './payment-references.table.ts';
import { paymentStatusNameOf } from './payment-view.ts';
import { isCardGateway, isOffered, type PaymentsDeps, publicKeyOf } from './payments.deps.ts';
import { payments } from './payments.table.ts';

/** Our reference of an order's card payment: what the inline script hands the provider (`ref`, `tx_ref`). */
export const PAYMENT_REFERENCE_PREFIX = 'WFP-';
const newPaymentReference = () =>
  `${PAYMENT_REFERENCE_PREFIX}${Date.now().toString(36).toUpperCase()}-${randomBytes(6).toString('hex')}`;
export const isPaymentReference = (reference: string) => reference.startsWith(PAYMENT_REFERENCE_PREFIX);

/** A gateway may be chosen (again) from these: a declined card may be tried again, or cash chosen. */
const CHOOSABLE: readonly number[] = [
  PaymentStatus.Pending,
  PaymentStatus.AwaitingVerification,
  PaymentStatus.Failed,
];

/**
 * Payment/UpdatePaymentGatewayInformation (issue 19 §2): the order's customer (or Payment edit) chooses
 * a gateway; the payment awaits verification by it. A card gateway gets a new reference each time
 * (older ones stay known, should the customer still pay under one). Answers what the checkout needs.
 */
export async function updatePaymentGatewayInformation(
  deps: PaymentsDeps,
  input: Omit<UpdatePaymentGatewayInformationRequest, 'Gateway'> & { Gateway: number; caller: Principal },
): Promise<PaymentGatewayInformation> {
  const gateway = input.Gateway as PaymentGatewayId;
  if (!isOffered(deps, gateway)) {
    throw invalidProperty('Gateway', paymentTexts.gatewayNotOffered(paymentGatewayNames[gateway]));
  }
  const { byCustomer } = await paymentFor(deps.db, {
    id: input.PaymentId,
    orderId: input.OrderId,
    caller: input.caller,
    administrators: true,
  });
  const reference = isCardGateway(gateway) ? newPaymentReference() : null;
  const held = await deps.db.transaction(async (tx) => {
    const held = await lockPayment(tx, input.PaymentId);
    const { payment } = held;
    if (!CHOOSABLE.includes(payment.status))
      throw conflict(paymentTexts.paymentIs(paymentStatusNameOf(payment)));
    const change = {
      gateway,
      status: PaymentStatus.AwaitingVerification,
      // issue 32: a card checkout leaves the order as it was until the checkout returns; one chosen
      // again while open keeps the status from before the first.
      statusBeforeCheckout: isCardGateway(gateway) ? (payment.statusBeforeCheckout ?? payment.status) : null,
      reference,
      providerMessage: null,
      ...(input.SelectedOrderQuestions ? { selectedOrderQuestions: input.SelectedOrderQuestions } : {}),
      updatedAt: new Date(),
    };
    await tx.update(payments).set(change).where(eq(payments.id, payment.id));
    if (reference && isCardGateway(gateway)) {
      await tx.insert(paymentReferences).values({ paymentId: payment.id, gateway, reference });
    }
    if (!byCustomer) {
      await recordAdminChange(tx, {
        userId: input.caller.userId,
        area: 'Payment',
        action: 'UpdatePaymentGatewayInformation',
        recordId: payment.id,
        before: {
          PaymentStatus: payment.status,
          PaymentGateway: payment.gateway,
          TransactionId: payment.reference,
        },
        after: { PaymentStatus: change.status, PaymentGateway: gateway, TransactionId: reference },
      });
    }
    return held;
  });
  const itemNames = await orderItemNames(deps.db, held.order.id);
  return {
    Id: held.payment.id,
    Email: held.order.email,
    Phone: held.order.phoneNumber,
    Amount: toNaira(held.payment.amountKobo),
    TransactionId: reference,
    PaymentItems: itemNames,
    PaymentGatewayPublicKey: isCardGateway(gateway) ? publicKeyOf(deps, gateway) : null,
  };
}
