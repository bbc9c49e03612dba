import { useQuery } from '@tanstack/react-query';
import * as calls from '@wayfare/contracts/calls';
import { callQuery } from '../../../../lib/call-query.ts';

/** issue 33: what the signed-in driver earned today and this week. */
export const useMyEarnings = () => useQuery(callQuery(calls.Ride.GetMyEarnings));
