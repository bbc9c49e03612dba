import * as calls from '@wayfare/contracts/calls';
import { useCallMutation } from '../../../lib/call-query.ts';

/** spec 001 §8: asks Paystack whether the checkout paid. */
export const useConfirmPaystackPayment = () => useCallMutation(calls.Payment.ConfirmPaystackPayment);
