import * as calls from '@wayfare/contracts/calls';
import { type CallMutationOptions, useCallMutation } from '../../../lib/call-query.ts';

const call = calls.Ride.ChargeRideFee;

/** issue 30: an administrator charges the rider a verified fee (damage, cleaning) for the driver. */
export const useChargeRideFee = (options?: CallMutationOptions<typeof call>) =>
  useCallMutation(call, options);
