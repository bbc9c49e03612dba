import { useQuery } from '@tanstack/react-query';
import * as calls from '@wayfare/contracts/calls';
import { callQuery } from '../../../lib/call-query.ts';

/** The demand layer counts the last 15 minutes: the snapshot is read again this often to keep it current. */
export const LIVE_MAP_RELOAD_MS = 30_000;

/** issue 31: the live map's snapshot (drivers, rides, demand, cities), in one city or all. */
export const useLiveMap = (city: string | null) =>
  useQuery({
    ...callQuery(calls.Ride.GetLiveMap, { query: city ? { city } : {} }),
    refetchInterval: LIVE_MAP_RELOAD_MS,
  });
