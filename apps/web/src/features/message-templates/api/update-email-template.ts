import * as calls from '@wayfare/contracts/calls';
import { type CallMutationOptions, useCallMutation } from '../../../lib/call-query.ts';

const call = calls.MessageTemplate.UpdateEmailTemplate;

/** issue 15 §7: a saved template's new wording. */
export const useUpdateEmailTemplate = (options?: CallMutationOptions<typeof call>) =>
  useCallMutation(call, options);
