import * as calls from '@wayfare/contracts/calls';
import { type CallMutationOptions, useCallMutation } from '../../../lib/call-query.ts';

const call = calls.Complaint.RespondToComplaint;

/** issue 17 §4: a response that joins the thread and resolves the complaint. */
export const useRespondToComplaint = (options?: CallMutationOptions<typeof call>) =>
  useCallMutation(call, options);
