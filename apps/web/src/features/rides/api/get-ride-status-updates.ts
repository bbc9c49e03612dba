import { useQuery } from '@tanstack/react-query';
import * as calls from '@wayfare/contracts/calls';
import { callQuery } from '../../../lib/call-query.ts';

/** issue 16 §4: a ride's status history, oldest first; asked only for a valid id. */
export const useRideStatusUpdates = (rideId: number, { enabled }: { enabled: boolean }) =>
  useQuery({ ...callQuery(calls.Ride.GetRideStatusUpdates, { query: { rideId } }), enabled });
