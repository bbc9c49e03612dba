import * as calls from '@wayfare/contracts/calls';
import { useCallMutation } from '../../../lib/call-query.ts';

/** spec 001 §8: asks the provider again about a payment that has not completed. */
export const useRetryUncompletedTransaction = () => useCallMutation(calls.Wallet.RetryUncompletedTransaction);
