import * as calls from '@wayfare/contracts/calls';
import { type CallMutationOptions, useCallMutation } from '../../../lib/call-query.ts';

const call = calls.Complaint.ReplyToComplaint;

/** issue 17 §4: the complaint's rider adds to its thread (a Resolved complaint is Pending again). */
export const useReplyToComplaint = (options?: CallMutationOptions<typeof call>) =>
  useCallMutation(call, options);
