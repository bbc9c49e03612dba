import { useQueryClient } from '@tanstack/react-query';
import * as calls from '@wayfare/contracts/calls';
import { callKey, useCallMutation } from '../../../lib/call-query.ts';

/** issue 33: Go online; the answer is the driver's new status. */
export function useGoOnline() {
  const client = useQueryClient();
  return useCallMutation(calls.Ride.GoOnline, {
    onSuccess: (presence) => client.setQueryData(callKey(calls.Ride.GetMyDriverStatus), presence),
  });
}
