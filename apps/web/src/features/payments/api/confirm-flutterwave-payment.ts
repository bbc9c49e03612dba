import * as calls from '@wayfare/contracts/calls';
import { useCallMutation } from '../../../lib/call-query.ts';

/** issue 19 §2: asks Flutterwave again whether a payment went through. */
export const useConfirmFlutterwavePayment = () => useCallMutation(calls.Payment.ConfirmFlutterwavePayment);
