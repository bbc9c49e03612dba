import { useQuery } from '@tanstack/react-query';
import * as calls from '@wayfare/contracts/calls';
import { callQuery } from '../../../../lib/call-query.ts';

/** issue 33: the finished ride's fare breakdown, what was charged, and the tip still allowed. */
export const useRideMoney = (rideId: number) =>
  useQuery(callQuery(calls.Ride.GetRideMoney, { query: { rideId } }));
