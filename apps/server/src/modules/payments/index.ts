/** What the payments module gives the other modules (its tables are its own). */

export { confirmPaymentReference } from './card-confirmation.service.ts';
export { findPayments } from './find-payments.ts';
export { isPaymentReference } from './gateway-information.service.ts';
export {
  cancelUnpaidPayments,
  createPendingPayment,
  lockPaymentsOfOrder,
  paymentsOfOrders,
  unpaidStatuses,
} from './order-payments.ts';
export { paymentScripts } from './payment-scripts.ts';
export type { PaymentRow } from './payments.table.ts';
