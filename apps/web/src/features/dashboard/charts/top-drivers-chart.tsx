import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import type { TopDriver } from '@wayfare/contracts';

/** issue 16 §4: the six drivers with the most completed rides. Loaded on demand. */
export default function TopDriversChart({ drivers, height }: { drivers: TopDriver[]; height: number }) {
  return (
    <BarChart
      h={height}
      data={drivers.map((driver) => ({
        driver: `${driver.DriverFirstname} ${driver.DriverSurname}`,
        CompletedRidesCount: driver.CompletedRidesCount,
      }))}
      dataKey="driver"
      series={[{ name: 'CompletedRidesCount', label: 'Completed rides', color: 'teal.6' }]}
      // Six bars share the width; with only a few drivers yet, bars stay slim.
      maxBarWidth={64}
      yAxisProps={{ allowDecimals: false }}
    />
  );
}
