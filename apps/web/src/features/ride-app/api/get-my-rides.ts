import { useQuery } from '@tanstack/react-query';
import * as calls from '@wayfare/contracts/calls';
import { callQuery } from '../../../lib/call-query.ts';

/** Enough of the newest rides to find the rider's current one among those they drove. */
const NEWEST_RIDES = 10;

/** issue 33: the person's newest rides (as rider or driver), newest first; the page chooses from them. */
export const useMyNewestRides = (enabled: boolean) =>
  useQuery({
    ...callQuery(calls.Ride.GetMyRides, { query: { page: 0, pageSize: NEWEST_RIDES } }),
    enabled,
  });
