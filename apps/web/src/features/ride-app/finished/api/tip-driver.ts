import * as calls from '@wayfare/contracts/calls';
import { type CallMutationOptions, useCallMutation } from '../../../../lib/call-query.ts';

const call = calls.Ride.TipDriver;

/** issue 33: the rider tips the driver from their wallet, within the ride's tip limit. */
export const useTipDriver = (options?: CallMutationOptions<typeof call>) => useCallMutation(call, options);
