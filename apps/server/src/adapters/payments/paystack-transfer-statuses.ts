import type { VerifiedTransfer } from './payment-gateway.ts';

/**
 * What a Paystack transfer's status means for a withdrawal (issue 29 §1; the statuses of the
 * definition's `GET /transfer?status=`). `failed`, `reversed`, `abandoned`, `blocked` and `rejected` are
 * final: no money left (or it came back), so the withdrawal fails and may be retried. `otp` waits for
 * the business to enter the code Paystack sent: the operator has to act (or disable transfer OTP), so it
 * is told apart from pending. `pending` and `received` (and any status Paystack adds later) are under
 * way: asked again later.
 */
const FINAL_FAILURES: ReadonlySet<string> = new Set([
  'failed',
  'reversed',
  'abandoned',
  'blocked',
  'rejected',
]);

export function paystackTransferOutcome(status: string): VerifiedTransfer['outcome'] {
  if (status === 'success') return 'success';
  if (FINAL_FAILURES.has(status)) return 'failed';
  if (status === 'otp') return 'awaiting-approval';
  return 'pending';
}
