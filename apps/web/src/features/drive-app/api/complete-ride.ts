import { useQueryClient } from '@tanstack/react-query';
import * as calls from '@wayfare/contracts/calls';
import { refreshAreas, useCallMutation } from '../../../lib/call-query.ts';

/** issue 33: the driver's Complete on the ride being driven. */
export function useCompleteRide() {
  const client = useQueryClient();
  return useCallMutation(calls.Ride.CompleteRide, { onSettled: () => refreshAreas(client, 'Ride') });
}
