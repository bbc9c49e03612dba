import * as calls from '@wayfare/contracts/calls';
import { type CallMutationOptions, useCallMutation } from '../../../../lib/call-query.ts';

const call = calls.Ride.CancelRide;

/** issue 33: the rider cancels their ride (a fee after the grace once a driver accepted). */
export const useCancelRide = (options?: CallMutationOptions<typeof call>) => useCallMutation(call, options);
