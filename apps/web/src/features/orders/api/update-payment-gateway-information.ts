import * as calls from '@wayfare/contracts/calls';
import { useCallMutation } from '../../../lib/call-query.ts';

/** spec 001 §8: records the chosen gateway; for a card, the reply is what its checkout needs. */
export const useUpdatePaymentGatewayInformation = () =>
  useCallMutation(calls.Payment.UpdatePaymentGatewayInformation);
