import { useQueryClient } from '@tanstack/react-query';
import * as calls from '@wayfare/contracts/calls';
import { callKey, useCallMutation } from '../../../lib/call-query.ts';

/** issue 33: Go offline; the answer is the driver's new status, and an open offer is gone. */
export function useGoOffline() {
  const client = useQueryClient();
  return useCallMutation(calls.Ride.GoOffline, {
    onSuccess: (presence) => {
      client.setQueryData(callKey(calls.Ride.GetMyDriverStatus), presence);
      void client.invalidateQueries({ queryKey: callKey(calls.Ride.GetMyOffers) });
    },
  });
}
