import { Anchor, Card, Title } from '@mantine/core';
import { dashboardTexts, type Ride } from '@wayfare/contracts';
import * as calls from '@wayfare/contracts/calls';
import { Link } from 'react-router';
import { RideStatusBadge } from '../../components/ride-status-badge.tsx';
import { type ScreenColumn, ScreenListing, useCanCall } from '../../components/screen/index.ts';
import { paths } from '../../lib/paths.ts';
import { useRideRefresh } from '../../lib/use-ride-refresh.ts';
import { useNewestRides } from './api/get-rides.ts';

const RECENT_RIDES = 5;

const columns: ScreenColumn<Ride>[] = [
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
  {
    key: 'Customer',
    title: 'Customer',
    card: 'title',
    value: (ride) => `${ride.CustomerFirstname} ${ride.CustomerSurname}`,
  },
  { key: 'DestinationAddress', title: 'Destination' },
  { key: 'RideDate', title: 'Date', kind: 'dateTime' },
  {
    key: 'RideStatus',
    title: 'Status',
    card: 'badge',
    render: (ride) => <RideStatusBadge status={ride.RideStatus} name={ride.RideStatusName} />,
  },
];

/**
 * spec 000 §1: the five newest rides, each a link to its page. Only for those who may see the Ride
 * endpoint: the dashboard itself is for every administrator.
 */
export function RecentRidesPanel() {
  const allowed = useCanCall(calls.Ride.GetRides);
  if (!allowed) return null;
  return <RecentRides />;
}

/** With Ride view the ride stream is open to this admin: the rides, counts and charts follow it. */
function RecentRides() {
  useRideRefresh();
  const rides = useNewestRides(RECENT_RIDES);
  return (
    <Card withBorder padding="md" component="section" aria-label={dashboardTexts.recentRides} h="100%">
      <Title order={3} size="h5" mb="sm">
        {dashboardTexts.recentRides}
      </Title>
      <ScreenListing
        columns={columns}
        rows={rides.data?.rows ?? []}
        loading={rides.isPending}
        label={dashboardTexts.recentRides}
      />
    </Card>
  );
}
