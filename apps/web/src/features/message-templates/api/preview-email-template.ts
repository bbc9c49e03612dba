import * as calls from '@wayfare/contracts/calls';
import { type CallMutationOptions, useCallMutation } from '../../../lib/call-query.ts';

const call = calls.MessageTemplate.PreviewEmailTemplate;

/** issue 15 §7: the wording rendered with sample values, nothing saved. */
export const usePreviewEmailTemplate = (options?: CallMutationOptions<typeof call>) =>
  useCallMutation(call, options);
