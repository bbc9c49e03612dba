import { useQuery } from '@tanstack/react-query';
import * as calls from '@wayfare/contracts/calls';
import { callQuery } from '../../../lib/call-query.ts';

/** A ride's rider may cancel it while it is driven: read again this often to see it. */
export const DRIVEN_RIDE_RELOAD_MS = 5_000;

/** issue 33: the ride being driven, with its rider's name and phone and its places. */
export const useDrivenRide = (id: number, { live = true } = {}) =>
  useQuery({
    ...callQuery(calls.Ride.GetMyRide, { query: { id } }),
    refetchInterval: live ? DRIVEN_RIDE_RELOAD_MS : false,
  });
