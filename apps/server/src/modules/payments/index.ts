/** What the payments module gives the other modules (its tables are its own). */
export {
  cancelUnpaidPayments,
  createPendingPayment,
  lockPaymentsOfOrder,
  paymentsOfOrders,
  unpaidStatuses,
} from './order-payments.ts';
export type { PaymentRow } from './payments.table.ts';
