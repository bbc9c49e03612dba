import { dashboardTexts } from '@wayfare/contracts';
import { lazy } from 'react';
import { useTopDrivers } from '../api/get-top-drivers.ts';
import { ChartFrame } from './chart-frame.tsx';

const TopDriversChart = lazy(() => import('./top-drivers-chart.tsx'));
const HEIGHT = 260;

/** issue 16 §4: a bar chart of the six drivers with the most completed rides in 30 days. */
export function TopDriversPanel() {
  const drivers = useTopDrivers(30);
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
