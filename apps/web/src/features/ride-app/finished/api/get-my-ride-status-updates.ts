import { useQuery } from '@tanstack/react-query';
import * as calls from '@wayfare/contracts/calls';
import { callQuery } from '../../../../lib/call-query.ts';

/** issue 33: the cancelled ride's history, to say who cancelled it and why. */
export const useMyRideStatusUpdates = (rideId: number) =>
  useQuery(callQuery(calls.Ride.GetMyRideStatusUpdates, { query: { rideId } }));
