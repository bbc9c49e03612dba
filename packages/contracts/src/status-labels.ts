/**
 * The words people read for the order and payment statuses the wire names by code (`HasIssue`,
 * `InconsistencyAmount`): the badges show them, and the CSV exports write them (issue 32).
 */

/** issue 19 §1: OrderStatusValue as shown; 'Approved' is a paid order (spec 001 §4: Paid/approved). */
export const orderStatusLabels: Readonly<Record<string, string>> = {
  Approved: 'Paid',
  Pending: 'Pending',
  AwaitingVerification: 'Awaiting Verification',
  Failed: 'Failed',
  Cancelled: 'Cancelled',
  HasIssue: 'Has Issue',
  Refunded: 'Refunded',
};

/** spec 001 §4: the payment statuses as shown (a rejected cash payment is 'Rejected', issue 19 §2). */
export const paymentStatusLabels: Readonly<Record<string, string>> = {
  AwaitingVerification: 'Awaiting Verification',
  InconsistencyAmount: 'Inconsistent Amount',
};

export const orderStatusLabel = (value: string) => orderStatusLabels[value] ?? value;
export const paymentStatusLabel = (name: string) => paymentStatusLabels[name] ?? name;
