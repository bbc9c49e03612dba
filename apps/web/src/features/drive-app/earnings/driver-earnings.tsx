import { Alert, Anchor, Button, Card, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconStarFilled, IconWallet } from '@tabler/icons-react';
import { formatNaira, type MyPackage } from '@wayfare/contracts';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { useMyEarnings } from './api/get-my-earnings.ts';
import { useMyPackage } from './api/get-my-package.ts';
import { useMyRating } from './api/get-my-rating.ts';
import { useMyWallet } from './api/get-my-wallet.ts';
import { EarningsPeriod } from './earnings-period.tsx';

/** Where a driver withdraws, buys a package and sees every movement of their wallet. */
const WALLET_PAGE = paths.customer('wallets');

/**
 * The driver's money and standing, below the online switch (issue 33): today's and this week's earnings
 * (Ride/GetMyEarnings: their share of the rides plus tips), the wallet's balance with the way to withdraw,
 * the package's rides left, and their rating.
 */
export function DriverEarnings() {
  const earnings = useMyEarnings();
  return (
    <Stack gap="sm" component="section" aria-labelledby="driver-earnings-title">
      <Title order={2} size="h3" id="driver-earnings-title">
        Earnings
      </Title>
      {earnings.data ? (
        <SimpleGrid cols={2} spacing="sm">
          <EarningsPeriod title="Today" earnings={earnings.data.Today} />
          <EarningsPeriod title="This week" earnings={earnings.data.ThisWeek} />
        </SimpleGrid>
      ) : earnings.isError ? (
        <Alert color="red" variant="light">
          Your earnings could not be loaded. {earnings.error.message}
        </Alert>
      ) : (
        <Skeleton height={96} aria-label="Loading your earnings" />
      )}
      <WalletCard />
      <PackageCard />
      <RatingLine />
    </Stack>
  );
}

function WalletCard() {
  const wallet = useMyWallet();
  return (
    <Card withBorder p="sm">
      <Group justify="space-between" wrap="nowrap">
        <Group gap="xs" wrap="nowrap">
          <IconWallet size={20} aria-hidden />
          <div>
            <Text size="sm" c="dimmed">
              Wallet
            </Text>
            <Text fw={600}>{wallet.data ? formatNaira(wallet.data.Balance) : '…'}</Text>
          </div>
        </Group>
        <Button component={Link} to={WALLET_PAGE} variant="light">
          Withdraw
        </Button>
      </Group>
    </Card>
  );
}

const ridesLeftText = (held: MyPackage) =>
  held.RidesLeft === null
    ? 'no limit on rides'
    : `${held.RidesLeft} ride${held.RidesLeft === 1 ? '' : 's'} left`;

function PackageCard() {
  const mine = useMyPackage();
  if (!mine.data) return null;
  const held = mine.data;
  return (
    <Card withBorder p="sm">
      <Text size="sm" c="dimmed">
        Package
      </Text>
      {held.Package ? (
        <Text fw={600}>
          {held.Package.Name}: {ridesLeftText(held)}
        </Text>
      ) : (
        <Text fw={600}>No package</Text>
      )}
      {held.Refusal && (
        <Text size="sm" mt={4}>
          {held.Refusal}{' '}
          <Anchor component={Link} to={WALLET_PAGE}>
            Buy a package
          </Anchor>
        </Text>
      )}
    </Card>
  );
}

function RatingLine() {
  const rating = useMyRating();
  if (!rating.data) return null;
  const { average, count } = rating.data;
  return (
    <Group gap={6} wrap="nowrap">
      <IconStarFilled size={18} color="var(--mantine-color-yellow-7)" aria-hidden />
      <Text size="sm">
        {average === null
          ? 'No ratings as a driver yet'
          : `${average.toFixed(1)} average from ${count} rating${count === 1 ? '' : 's'}`}
      </Text>
    </Group>
  );
}
