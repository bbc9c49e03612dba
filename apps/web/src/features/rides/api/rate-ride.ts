import * as calls from '@wayfare/contracts/calls';
import { type CallMutationOptions, useCallMutation } from '../../../lib/call-query.ts';

const call = calls.Rating.RateRide;

/** issue 17 §3: the caller rates the other side of a completed ride, once. */
export const useRateRide = (options?: CallMutationOptions<typeof call>) => useCallMutation(call, options);
