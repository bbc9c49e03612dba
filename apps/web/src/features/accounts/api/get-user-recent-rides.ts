import { useQuery } from '@tanstack/react-query';
import * as calls from '@wayfare/contracts/calls';
import { callQuery } from '../../../lib/call-query.ts';

/** spec 001 §2: the person's latest 10 rides, as rider or driver. */
export const useUserRecentRides = (userId: string) =>
  useQuery(callQuery(calls.Ride.GetUserRecentRides, { query: { userId } }));
