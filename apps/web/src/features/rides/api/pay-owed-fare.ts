import * as calls from '@wayfare/contracts/calls';
import { type CallMutationOptions, useCallMutation } from '../../../lib/call-query.ts';

const call = calls.Ride.PayOwedFare;

/** issue 30: the rider pays what they owe on a ride from their wallet. */
export const usePayOwedFare = (options?: CallMutationOptions<typeof call>) => useCallMutation(call, options);
