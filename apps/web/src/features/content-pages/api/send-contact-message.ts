import * as calls from '@wayfare/contracts/calls';
import { type CallMutationOptions, useCallMutation } from '../../../lib/call-query.ts';

const call = calls.Message.SendContactMessage;

/** issue 20 §3: the contact form's message, e-mailed to support. */
export const useSendContactMessage = (options?: CallMutationOptions<typeof call>) =>
  useCallMutation(call, options);
