import { useQueryClient } from '@tanstack/react-query';
import * as calls from '@wayfare/contracts/calls';
import { refreshAreas, useCallMutation } from '../../../lib/call-query.ts';

/** issue 33: Decline an offer: the ride goes to the next nearest driver. */
export function useDeclineOffer() {
  const client = useQueryClient();
  return useCallMutation(calls.Ride.DeclineOffer, { onSettled: () => refreshAreas(client, 'Ride') });
}
