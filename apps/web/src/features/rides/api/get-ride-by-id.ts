import { useQuery } from '@tanstack/react-query';
import * as calls from '@wayfare/contracts/calls';
import { callQuery } from '../../../lib/call-query.ts';

/** issue 16 §4: one ride with the riders sharing it; asked only for a valid id. */
export const useRideById = (id: number, { enabled }: { enabled: boolean }) =>
  useQuery({ ...callQuery(calls.Ride.GetRideById, { query: { id } }), enabled });
