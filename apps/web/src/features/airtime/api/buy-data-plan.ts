import * as calls from '@wayfare/contracts/calls';
import { type CallMutationOptions, useCallMutation } from '../../../lib/call-query.ts';

const call = calls.Communication.BuyDataPlan;

/** issue 18 §4: a data plan for a phone number, paid from the wallet. */
export const useBuyDataPlan = (options?: CallMutationOptions<typeof call>) => useCallMutation(call, options);
