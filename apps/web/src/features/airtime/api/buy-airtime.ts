import * as calls from '@wayfare/contracts/calls';
import { type CallMutationOptions, useCallMutation } from '../../../lib/call-query.ts';

const call = calls.Communication.BuyAirtime;

/** issue 18 §4: airtime for a phone number, paid from the wallet. */
export const useBuyAirtime = (options?: CallMutationOptions<typeof call>) => useCallMutation(call, options);
