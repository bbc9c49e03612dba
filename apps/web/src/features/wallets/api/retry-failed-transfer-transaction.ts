import * as calls from '@wayfare/contracts/calls';
import { useCallMutation } from '../../../lib/call-query.ts';

/** issue 18 §5: sends a withdrawal whose transfer failed again. */
export const useRetryFailedTransferTransaction = () =>
  useCallMutation(calls.Wallet.RetryFailedTransferTransaction);
