import * as calls from '@wayfare/contracts/calls';
import { type CallMutationOptions, useCallMutation } from '../../../../lib/call-query.ts';

const call = calls.Complaint.CreateComplaint;

/** issue 33: 'Report a problem': a complaint about the ride just finished. */
export const useCreateComplaint = (options?: CallMutationOptions<typeof call>) =>
  useCallMutation(call, options);
