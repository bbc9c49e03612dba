import { useQuery } from '@tanstack/react-query';
import * as calls from '@wayfare/contracts/calls';
import { callQuery } from '../../../lib/call-query.ts';
import { DASHBOARD_REFRESH_MS } from '../refresh.ts';

/**
 * Issue 32: the onboarding queue as a one-row page whose total (X-Total-Count) is its length, so the
 * dashboard fetches no record it does not show.
 */
export const useReviewQueueCount = ({ enabled }: { enabled: boolean }) =>
  useQuery({
    ...callQuery(calls.Onboarding.GetReviewQueue, { query: { page: 0, pageSize: 1 } }),
    enabled,
    refetchInterval: DASHBOARD_REFRESH_MS,
  });
