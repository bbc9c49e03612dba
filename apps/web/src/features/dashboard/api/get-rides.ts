import { useQuery } from '@tanstack/react-query';
import * as calls from '@wayfare/contracts/calls';
import { callQuery } from '../../../lib/call-query.ts';

/** spec 000 §1: the `pageSize` newest rides. */
export const useNewestRides = (pageSize: number) =>
  useQuery(callQuery(calls.Ride.GetRides, { query: { page: 0, pageSize } }));
