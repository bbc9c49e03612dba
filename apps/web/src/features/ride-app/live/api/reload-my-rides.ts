import { useQueryClient } from '@tanstack/react-query';
import * as calls from '@wayfare/contracts/calls';
import { callKey } from '../../../../lib/call-query.ts';

/** What a ride's status change can move on the rider's page: the ride, its driver and its money. */
const reads = [
  calls.Ride.GetMyRides,
  calls.Ride.GetMyRide,
  calls.Ride.GetMyRideDriver,
  calls.Ride.GetRideMoney,
];

/** issue 33: reloads the rider's rides (whatever page asked for them) after a change. */
export function useReloadMyRides() {
  const client = useQueryClient();
  return () => {
    for (const call of reads) void client.invalidateQueries({ queryKey: callKey(call) });
  };
}
