import { Paper, Text } from '@mantine/core';
import { type EarningsOfPeriod, formatNaira } from '@wayfare/contracts';

const ridesText = (rides: number) => (rides === 1 ? '1 ride' : `${rides} rides`);

/** One period's earnings: the amount first, then its rides and the tips in it. */
export function EarningsPeriod({ title, earnings }: { title: string; earnings: EarningsOfPeriod }) {
  return (
    <Paper withBorder p="sm" component="section" aria-label={title}>
      <Text size="sm" c="dimmed">
        {title}
      </Text>
      <Text fz={{ base: 20, xs: 24 }} fw={700}>
        {formatNaira(earnings.Amount)}
      </Text>
      <Text size="sm">
        {ridesText(earnings.Rides)}
        {earnings.Tips > 0 && ` · ${formatNaira(earnings.Tips)} in tips`}
      </Text>
    </Paper>
  );
}
