import { Anchor, Stack, Title } from '@mantine/core';
import type { RecentRideSummary } from '@wayfare/contracts';
import { Link } from 'react-router';
import { RideStatusBadge } from '../../../components/ride-status-badge.tsx';
import { type ScreenColumn, ScreenListing } from '../../../components/screen/index.ts';
import { paths } from '../../../lib/paths.ts';
import { useUserRecentRides } from '../api/get-user-recent-rides.ts';

const carOf = (ride: RecentRideSummary) =>
  [ride.CarName, ride.CarModel, ride.CarYear].filter(Boolean).join(' ') || '—';

const columns: ScreenColumn<RecentRideSummary>[] = [
  // The link is a column of its own: on a phone the card's title is a button, which holds no link.
  {
    key: 'Id',
    title: 'Ride',
    render: (ride) => (
      <Anchor component={Link} to={paths.adminRide(ride)}>
        #{ride.Id}
      </Anchor>
    ),
  },
  { key: 'DestinationAddress', title: 'Destination', card: 'title' },
  { key: 'RideDate', title: 'Date', kind: 'dateTime' },
  // spec 000 §3.3 AmCustomer: whether this person rode in it or drove it.
  { key: 'AmCustomer', title: 'As', value: (ride) => (ride.AmCustomer ? 'Rider' : 'Driver') },
  { key: 'Car', title: 'Car', value: carOf },
  {
    key: 'RideStatus',
    title: 'Status',
    card: 'badge',
    render: (ride) => <RideStatusBadge status={ride.RideStatus} name={ride.RideStatusName} />,
  },
];

/** spec 001 §2: the person's recent rides on their detail view (GetUserRecentRides: the latest 10). */
export function RecentRides({ userId }: { userId: string }) {
  const rides = useUserRecentRides(userId);
  return (
    <Stack gap="xs" mt="xl">
      <Title order={3} size="h4">
        Recent Rides
      </Title>
      <ScreenListing
        columns={columns}
        rows={rides.data?.rows ?? []}
        loading={rides.isPending}
        label="Recent Rides"
      />
    </Stack>
  );
}
