import * as calls from '@wayfare/contracts/calls';
import { useCallMutation } from '../../../lib/call-query.ts';

/** spec 001 §8: asks Flutterwave whether the checkout paid. */
export const useConfirmFlutterwavePayment = () => useCallMutation(calls.Payment.ConfirmFlutterwavePayment);
