import { Alert, Card, Group, Progress, Stack, Text } from '@mantine/core';
import { IconSteeringWheel } from '@tabler/icons-react';
import { formatNaira, type MyPackage } from '@wayfare/contracts';
import { formatDateTime } from '../../../components/format.ts';
import { useMyPackage } from '../api/get-my-package.ts';

/**
 * Issue 30 "Packages decide who drives": a driver's wallet shows the package they drive under, its
 * period, the rides done and left in it (AcceptRide refuses once they are used up or the period ended,
 * and this card says why) and its bonus. GetMyPackage answers drivers only: the page shows this card to them.
 */
export function MyPackageCard() {
  const mine = useMyPackage();
  if (!mine.data) return null;
  const held = mine.data;
  return (
    <Card withBorder mb="md" component="section" aria-labelledby="my-package-title">
      <Stack gap="xs">
        <Group gap="xs" wrap="nowrap">
          <IconSteeringWheel size={20} aria-hidden />
          <Text id="my-package-title" fw={600}>
            My Package{held.Package ? `: ${held.Package.Name}` : ''}
          </Text>
        </Group>
        {held.Package && <PackageFigures held={held} />}
        {held.Refusal && (
          <Alert
            color="yellow"
            variant="light"
            p="xs"
            title="You cannot accept rides now"
            // Dark text on the pale tint, as the alert area has it (Mantine's yellow title is under 4.5:1).
            style={{ borderLeft: '4px solid var(--mantine-color-yellow-7)' }}
            styles={{ title: { color: 'var(--mantine-color-text)' } }}
          >
            {held.Refusal}
          </Alert>
        )}
      </Stack>
    </Card>
  );
}

const bonusState = (held: MyPackage) => {
  if (held.BonusCredited && held.BonusCreditedAt)
    return `credited to your wallet on ${formatDateTime(held.BonusCreditedAt)}`;
  if (held.BonusEarned) return 'reached';
  return `${held.MinTotalRides - held.RidesDone} ride(s) to go`;
};

function PackageFigures({ held }: { held: MyPackage }) {
  const limited = held.RidesLeft !== null;
  const bonus = held.BonusAmount > 0 && held.MinTotalRides > 0;
  return (
    <>
      <Text size="sm">
        {held.Package?.PackageFrequencyName} period: {formatDateTime(held.PeriodStart!)} to{' '}
        {formatDateTime(held.PeriodEnd!)}
      </Text>
      <Text size="sm">
        Rides done: <b>{held.RidesDone}</b>
        {limited ? (
          <>
            {' '}
            of {held.MaxTotalRides} · left: <b>{held.RidesLeft}</b>
          </>
        ) : (
          ' · no limit'
        )}
      </Text>
      {limited && held.MaxTotalRides > 0 && (
        <Progress
          value={Math.min(100, (held.RidesDone / held.MaxTotalRides) * 100)}
          aria-label={`${held.RidesDone} of ${held.MaxTotalRides} rides done`}
        />
      )}
      {bonus && (
        <Text size="sm">
          Bonus {formatNaira(held.BonusAmount)} at {held.MinTotalRides} rides: {bonusState(held)}
        </Text>
      )}
    </>
  );
}
