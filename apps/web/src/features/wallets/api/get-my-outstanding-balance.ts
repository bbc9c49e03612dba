import { useQuery } from '@tanstack/react-query';
import * as calls from '@wayfare/contracts/calls';
import { callQuery } from '../../../lib/call-query.ts';

/** issue 30: what the signed-in rider owes on their rides, all together and ride by ride. */
export const useMyOutstandingBalance = () => useQuery(callQuery(calls.Ride.GetMyOutstandingBalance));
