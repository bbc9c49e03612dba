import * as calls from '@wayfare/contracts/calls';
import { type CallMutationOptions, useCallMutation } from '../../../lib/call-query.ts';

const call = calls.Ride.RefundRide;

/** issue 30: an administrator refunds part or all of what the rider paid. */
export const useRefundRide = (options?: CallMutationOptions<typeof call>) => useCallMutation(call, options);
