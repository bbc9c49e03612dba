import { dashboardTexts, PACKAGE_USAGE_DAYS } from '@wayfare/contracts';
import { lazy } from 'react';
import { usePackagesSummary } from '../api/get-packages-summary.ts';
import { ChartFrame } from './chart-frame.tsx';

// Its own chunk: the charts library is not part of the page's first download (issue 16 §4).
const PackageUsageChart = lazy(() => import('./package-usage-chart.tsx'));
const HEIGHT = 300;

/** spec 001 §2: the package-usage chart over the last 15 days. */
export function PackageUsagePanel() {
  const usage = usePackagesSummary(PACKAGE_USAGE_DAYS);
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
