import { useQueryClient } from '@tanstack/react-query';
import * as calls from '@wayfare/contracts/calls';
import { refreshAreas, useCallMutation } from '../../../lib/call-query.ts';

/** issue 33: the driver's Start on the ride being driven. */
export function useStartRide() {
  const client = useQueryClient();
  return useCallMutation(calls.Ride.StartRide, { onSettled: () => refreshAreas(client, 'Ride') });
}
