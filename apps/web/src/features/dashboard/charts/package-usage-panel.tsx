import { useQuery } from '@tanstack/react-query';
import { dashboardTexts, PACKAGE_USAGE_DAYS } from '@wayfare/contracts';
import * as calls from '@wayfare/contracts/calls';
import { lazy } from 'react';
import { callQuery } from '../../../lib/call-query.ts';
import { ChartFrame } from './chart-frame.tsx';

// Its own chunk: the charts library is not part of the page's first download (issue 16 §4).
const PackageUsageChart = lazy(() => import('./package-usage-chart.tsx'));
const HEIGHT = 300;

/** spec 001 §2: the package-usage chart over the last 15 days. */
export function PackageUsagePanel() {
  const usage = useQuery({
    ...callQuery(calls.Package.GetPackagesSummary, { query: { daysBack: PACKAGE_USAGE_DAYS } }),
    // The failure shows in the chart's place.
    meta: { silent: true },
  });
  return (
    <ChartFrame
      title={dashboardTexts.packageUsage}
      height={HEIGHT}
      failure={usage.isError ? usage.error.message : null}
      ready={usage.data !== undefined}
      chart={() => <PackageUsageChart usage={usage.data?.rows ?? []} height={HEIGHT} />}
    />
  );
}
