import * as calls from '@wayfare/contracts/calls';
import { type CallMutationOptions, useCallMutation } from '../../../lib/call-query.ts';

const call = calls.Complaint.CreateComplaint;

/** issue 17 §4: a rider's complaint about a ride they rode in (one Pending per ride and rider). */
export const useCreateComplaint = (options?: CallMutationOptions<typeof call>) =>
  useCallMutation(call, options);
