import { useQuery } from '@tanstack/react-query';
import * as calls from '@wayfare/contracts/calls';
import { callQuery } from '../../../lib/call-query.ts';
import { DASHBOARD_REFRESH_MS } from '../refresh.ts';

/**
 * issue 17 §2: the papers expiring within `daysAhead` days, as a one-row page whose total
 * (X-Total-Count) is the count, so the dashboard fetches no rows it does not show.
 */
export const useExpiringDocumentsCount = (daysAhead: number, { enabled }: { enabled: boolean }) =>
  useQuery({
    ...callQuery(calls.CarDetail.GetExpiringDocuments, { query: { daysAhead, page: 0, pageSize: 1 } }),
    enabled,
    refetchInterval: DASHBOARD_REFRESH_MS,
  });
