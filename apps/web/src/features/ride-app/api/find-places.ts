import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { PLACE_QUERY_MIN } from '@wayfare/contracts';
import * as calls from '@wayfare/contracts/calls';
import { callQuery } from '../../../lib/call-query.ts';

/** issue 33: the places matching what the rider typed (asked from 2 characters on). */
export const useFoundPlaces = (typed: string) => {
  const q = typed.trim();
  return useQuery({
    ...callQuery(calls.Ride.FindPlaces, { query: { q } }),
    enabled: q.length >= PLACE_QUERY_MIN,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
};
