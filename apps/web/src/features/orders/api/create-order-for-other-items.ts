import * as calls from '@wayfare/contracts/calls';
import { type CallMutationOptions, useCallMutation } from '../../../lib/call-query.ts';

const call = calls.Order.CreateOrderForOtherItems;

/** issue 19 §3: an admin's order for a customer; the reply is its invoice's address. */
export const useCreateOrderForOtherItems = (options?: CallMutationOptions<typeof call>) =>
  useCallMutation(call, options);
