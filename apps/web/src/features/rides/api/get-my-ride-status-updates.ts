import { useQuery } from '@tanstack/react-query';
import * as calls from '@wayfare/contracts/calls';
import { callQuery } from '../../../lib/call-query.ts';

/** issue 30: the status history of one of the person's rides, oldest first. */
export const useMyRideStatusUpdates = (rideId: number) =>
  useQuery(callQuery(calls.Ride.GetMyRideStatusUpdates, { query: { rideId } }));
