import { useQuery } from '@tanstack/react-query';
import * as calls from '@wayfare/contracts/calls';
import { callQuery } from '../../../lib/call-query.ts';
import { DASHBOARD_REFRESH_MS } from '../refresh.ts';

/** issue 30: today's fares, commission, promotion cost and tips, reloaded while the dashboard is shown. */
export const useRideMoneySummary = ({ enabled }: { enabled: boolean }) =>
  useQuery({
    ...callQuery(calls.Ride.GetRideMoneySummary),
    enabled,
    refetchInterval: DASHBOARD_REFRESH_MS,
  });
