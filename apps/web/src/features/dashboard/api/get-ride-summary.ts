import { useQuery } from '@tanstack/react-query';
import * as calls from '@wayfare/contracts/calls';
import { callQuery } from '../../../lib/call-query.ts';
import { DASHBOARD_REFRESH_MS } from '../refresh.ts';

/** spec 001 §2, issue 16 §4: the dashboard's seven counts, reloaded while it is shown. */
export const useRideSummary = () =>
  useQuery({ ...callQuery(calls.Ride.GetRideSummary), refetchInterval: DASHBOARD_REFRESH_MS });
