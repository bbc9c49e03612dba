import { useQuery } from '@tanstack/react-query';
import * as calls from '@wayfare/contracts/calls';
import { callQuery } from '../../../lib/call-query.ts';

/** issue 16 §3: the first `pageSize` upcoming events, soonest first. */
export const useUpcomingEvents = (pageSize: number) =>
  useQuery(callQuery(calls.Calenders.GetUpcomingEvents, { query: { page: 0, pageSize } }));
