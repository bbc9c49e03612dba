import * as calls from '@wayfare/contracts/calls';
import { type CallMutationOptions, useCallMutation } from '../../../lib/call-query.ts';

const call = calls.MessageTemplate.CreateEmailTemplate;

/** issue 15 §7: a type's first template. */
export const useCreateEmailTemplate = (options?: CallMutationOptions<typeof call>) =>
  useCallMutation(call, options);
