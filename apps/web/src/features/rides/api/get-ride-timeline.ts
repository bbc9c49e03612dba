import { useQuery } from '@tanstack/react-query';
import * as calls from '@wayfare/contracts/calls';
import { callQuery } from '../../../lib/call-query.ts';

/** issue 32: the ride's whole trip (status changes, offers, route, money) in time order. */
export const useRideTimeline = (id: number, { enabled }: { enabled: boolean }) =>
  useQuery({ ...callQuery(calls.Ride.GetRideTimeline, { query: { id } }), enabled });
