import { useQuery } from '@tanstack/react-query';
import * as calls from '@wayfare/contracts/calls';
import { callQuery } from '../../../lib/call-query.ts';

/** spec 001 §2: each package's use over the last `daysBack` days; a failure shows in the chart's place. */
export const usePackagesSummary = (daysBack: number) =>
  useQuery({
    ...callQuery(calls.Package.GetPackagesSummary, { query: { daysBack } }),
    meta: { silent: true },
  });
