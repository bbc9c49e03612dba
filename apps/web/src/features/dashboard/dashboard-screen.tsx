import { Grid } from '@mantine/core';
import * as calls from '@wayfare/contracts/calls';
import { useCanCall } from '../../components/screen/index.ts';
import { PackageUsagePanel } from './charts/package-usage-panel.tsx';
import { TopDriversPanel } from './charts/top-drivers-panel.tsx';
import { UpcomingEventsPanel } from './events/upcoming-events-panel.tsx';
import { RecentRidesPanel } from './recent-rides-panel.tsx';
import { SummaryFigures } from './summary-figures.tsx';

/**
 * spec 001 §2, issue 16 §4: /admin/home for every administrator (AllowForAll): the counts, the
 * package usage chart (width 12, spec 001 §9), the recent rides, upcoming events beside the top drivers;
 * the recent rides and the events only for those holding their endpoint's view right.
 */
export function DashboardScreen() {
  const showsEvents = useCanCall(calls.Calenders.GetUpcomingEvents);
  return (
    <>
      <SummaryFigures />
      <Grid gap="md">
        <Grid.Col span={12}>
          <PackageUsagePanel />
        </Grid.Col>
        <Grid.Col span={12}>
          <RecentRidesPanel />
        </Grid.Col>
        {showsEvents && (
          <Grid.Col span={{ base: 12, md: 5 }}>
            <UpcomingEventsPanel />
          </Grid.Col>
        )}
        <Grid.Col span={{ base: 12, md: showsEvents ? 7 : 12 }}>
          <TopDriversPanel />
        </Grid.Col>
      </Grid>
    </>
  );
}
