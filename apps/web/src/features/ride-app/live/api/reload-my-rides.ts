import { useQueryClient } from '@tanstack/react-query';
import * as calls from '@wayfare/contracts/calls';
import { callKey } from '../../../../lib/call-query.ts';

/**
 * What a ride's change can move on the rider's page: the ride, its driver and its money, what the
 * rider owes (a late cancellation's fee) and their wallet (a hold released, a fare or tip paid).
 */
const reads = [
  calls.Ride.GetMyRides,
  calls.Ride.GetMyRide,
  calls.Ride.GetMyRideDriver,
  calls.Ride.GetRideMoney,
  calls.Ride.GetMyOutstandingBalance,
];

/** issue 33: reloads the rider's rides and money (whatever part of the page asked for them) after a change. */
export function useReloadMyRides() {
  const client = useQueryClient();
  return () => {
    for (const call of reads) void client.invalidateQueries({ queryKey: callKey(call) });
    void client.invalidateQueries({ queryKey: ['Wallet'] });
  };
}
