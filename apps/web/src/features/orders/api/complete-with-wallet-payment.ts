import * as calls from '@wayfare/contracts/calls';
import { useCallMutation } from '../../../lib/call-query.ts';

/** spec 001 §8: pays the order from the customer's wallet at once. */
export const useCompleteWithWalletPayment = () => useCallMutation(calls.Payment.CompleteWithWalletPayment);
