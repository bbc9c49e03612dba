import { useQuery } from '@tanstack/react-query';
import { dashboardTexts } from '@wayfare/contracts';
import * as calls from '@wayfare/contracts/calls';
import { lazy } from 'react';
import { callQuery } from '../../../lib/call-query.ts';
import { ChartFrame } from './chart-frame.tsx';

const TopDriversChart = lazy(() => import('./top-drivers-chart.tsx'));
const HEIGHT = 260;

/** issue 16 §4: a bar chart of the six drivers with the most completed rides in 30 days. */
export function TopDriversPanel() {
  const drivers = useQuery({
    ...callQuery(calls.Ride.GetTopDrivers, { query: { daysBack: 30 } }),
    meta: { silent: true },
  });
  return (
    <ChartFrame
      title={dashboardTexts.topDrivers}
      height={HEIGHT}
      failure={drivers.isError ? drivers.error.message : null}
      ready={drivers.data !== undefined}
      chart={() => <TopDriversChart drivers={drivers.data?.rows ?? []} height={HEIGHT} />}
    />
  );
}
