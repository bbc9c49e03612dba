import { useQueryClient } from '@tanstack/react-query';
import * as calls from '@wayfare/contracts/calls';
import { refreshAreas, useCallMutation } from '../../../lib/call-query.ts';

/** issue 33: the driver's Arrive on the ride being driven. */
export function useArriveRide() {
  const client = useQueryClient();
  return useCallMutation(calls.Ride.ArriveRide, { onSettled: () => refreshAreas(client, 'Ride') });
}
