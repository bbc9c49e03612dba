import * as calls from '@wayfare/contracts/calls';
import { type CallMutationOptions, useCallMutation } from '../../../../lib/call-query.ts';

const call = calls.Rating.RateRide;

/** issue 33: the rider rates the driver of their completed ride, once. */
export const useRateRide = (options?: CallMutationOptions<typeof call>) => useCallMutation(call, options);
