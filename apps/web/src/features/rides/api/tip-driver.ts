import * as calls from '@wayfare/contracts/calls';
import { type CallMutationOptions, useCallMutation } from '../../../lib/call-query.ts';

const call = calls.Ride.TipDriver;

/** issue 30: the rider tips the ride's driver from their wallet. */
export const useTipDriver = (options?: CallMutationOptions<typeof call>) => useCallMutation(call, options);
