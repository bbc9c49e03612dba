import '@mantine/charts/styles.css';
import { LineChart } from '@mantine/charts';
import type { PackageUsage } from '@wayfare/contracts';
import dayjs from 'dayjs';
import { seriesColour } from './series-colours.ts';

/** One row per day ('12 Mar'), a column per package: the shape the line chart draws. */
export function usageRows(usage: PackageUsage[]) {
  const days = usage[0]?.UsageCounts.map((count) => count.Date) ?? [];
  return days.map((date, day) => ({
    date: dayjs(date).format('D MMM'),
    ...Object.fromEntries(usage.map((item) => [item.PackageName, item.UsageCounts[day]?.Count ?? 0])),
  }));
}

/** issue 16 §4: completed rides per package per day, a series per package. Loaded on demand. */
export default function PackageUsageChart({ usage, height }: { usage: PackageUsage[]; height: number }) {
  return (
    <LineChart
      h={height}
      data={usageRows(usage)}
      dataKey="date"
      series={usage.map((item, index) => ({ name: item.PackageName, color: seriesColour(index) }))}
      curveType="monotone"
      withLegend
      legendProps={{ verticalAlign: 'bottom' }}
      yAxisLabel="Completed rides"
      yAxisProps={{ allowDecimals: false }}
    />
  );
}
