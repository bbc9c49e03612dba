import { Alert, Button, Loader, Stack, Text, Title } from '@mantine/core';
import { type Ride, type RideSharedUser, RideStatus, rideTexts } from '@wayfare/contracts';
import { Link } from 'react-router';
import { formatDateTime, formatNumber } from '../../../components/format.ts';
import { PageBreadcrumb } from '../../../components/navigation/page-breadcrumb.tsx';
import {
  type RecordFact,
  RecordFacts,
  type ScreenColumn,
  ScreenListing,
} from '../../../components/screen/index.ts';
import { paths } from '../../../lib/paths.ts';
import { useRideRefresh } from '../../../lib/use-ride-refresh.ts';
import { useRideById } from '../api/get-ride-by-id.ts';
import { useRideStatusUpdates } from '../api/get-ride-status-updates.ts';
import { FareAndPaymentPanel } from '../money/fare-and-payment-panel.tsx';
import { amountOf, carOf, customerOf, driverOf } from '../ride-columns.tsx';
import { type RideListKind, rideLists } from '../ride-lists.ts';
import { RideStatusBadge } from '../ride-status-badge.tsx';
import { RideStatusTimeline } from '../ride-status-timeline.tsx';
import { RideTripTimeline } from '../timeline/ride-trip-timeline.tsx';

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');
const naira = (value: number | null) => (value === null ? '—' : `₦${formatNumber(value)}`);

/** The ride's fields, in the order a person reads a trip: who, where, what it costs, how. */
const rideFacts = (ride: Ride): RecordFact[] => [
  ['Status', <RideStatusBadge key="status" status={ride.RideStatus} name={ride.RideStatusName} />],
  ['Date', formatDateTime(ride.RideDate)],
  ['Customer', customerOf(ride)],
  ['Customer Phone', ride.CustomerPhoneNumber || '—'],
  ['Driver', driverOf(ride)],
  ['Driver Phone', ride.DriverPhoneNumber || '—'],
  ['Car', carOf(ride)],
  ['Package', ride.PackageName || '—'],
  ['Pick-up', [ride.CurrentStreet, ride.CurrentCity, ride.CurrentSubregion].filter(Boolean).join(', ')],
  ['Destination', ride.DestinationAddress],
  ['Distance (km)', formatNumber(ride.DistanceToCover)],
  ['Estimated Amount', naira(ride.EstimatedAmount)],
  [
    "Customer's Preferred Amount",
    ride.EnableCustomerPerferredAmount ? naira(ride.CustomerPerferredAmount) : '—',
  ],
  ['Amount', naira(ride.Amount ?? (ride.RideStatus === 5 ? amountOf(ride) : null))],
  ['High Traffic', yesNo(ride.IsHighTraffic)],
  ['Allows Sharing', yesNo(ride.AllowSharing)],
];

const sharedUserColumns: ScreenColumn<RideSharedUser>[] = [
  { key: 'Customer', title: 'Customer', card: 'title', value: customerOf },
  { key: 'DestinationAddress', title: 'Destination' },
  { key: 'DistanceToCover', title: 'Distance (km)', kind: 'number' },
  { key: 'EstimatedAmount', title: 'Estimated Amount (₦)', kind: 'number' },
];

/**
 * issue 16 §4: a ride's page: breadcrumb, the ride, its fare and payment (issue 30), the riders sharing
 * it, and its status history as a timeline (oldest first), kept current with the lists.
 */
export function RideDetail({ kind, id }: { kind: RideListKind; id: string }) {
  const { page, label } = rideLists[kind];
  const rideId = Number(id);
  const valid = Number.isInteger(rideId) && rideId > 0;
  const ride = useRideById(rideId, { enabled: valid });
  const history = useRideStatusUpdates(rideId, { enabled: valid });
  useRideRefresh();
  const title = `Ride #${id}`;
  const trail = [{ label, to: paths.admin(page) }, { label: title }];
  if (!ride.data) {
    return (
      <>
        <PageBreadcrumb items={trail} />
        {ride.isError || !valid ? (
          <Alert color="yellow" title={valid ? rideTexts.noRide(rideId) : `There is no ride with Id ${id}`}>
            <Button component={Link} to={paths.admin(page)} variant="default">
              Back to {label}
            </Button>
          </Alert>
        ) : (
          <Loader aria-label="Loading the ride" />
        )}
      </>
    );
  }
  const data = ride.data;
  return (
    <Stack gap="xl">
      <div>
        <PageBreadcrumb items={trail} />
        <Title order={2} size="h3">
          {title}
        </Title>
      </div>
      <RecordFacts label="The ride" facts={rideFacts(data)} />
      <FareAndPaymentPanel rideId={data.Id} completed={data.RideStatus === RideStatus.Completed} />
      <Stack gap="xs">
        <Title order={3} size="h4">
          Shared With
        </Title>
        {data.RideSharedusers.length > 0 ? (
          <ScreenListing label="Shared With" columns={sharedUserColumns} rows={data.RideSharedusers} />
        ) : (
          <Text size="sm" c="dimmed">
            No other rider shares this ride.
          </Text>
        )}
      </Stack>
      <Stack gap="xs">
        <Title order={3} size="h4">
          Status History
        </Title>
        {history.data ? (
          <RideStatusTimeline updates={history.data.rows} />
        ) : (
          <Loader size="sm" aria-label="Loading the status history" />
        )}
      </Stack>
      <RideTripTimeline rideId={data.Id} />
    </Stack>
  );
}
