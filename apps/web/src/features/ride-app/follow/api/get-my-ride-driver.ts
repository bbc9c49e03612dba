import { useQuery } from '@tanstack/react-query';
import * as calls from '@wayfare/contracts/calls';
import { callQuery } from '../../../../lib/call-query.ts';

/** issue 33: the driver who took the rider's ride (their card) and what cancelling on them costs. */
export const useMyRideDriver = (rideId: number) =>
  useQuery({ ...callQuery(calls.Ride.GetMyRideDriver, { query: { rideId } }), retry: false });
