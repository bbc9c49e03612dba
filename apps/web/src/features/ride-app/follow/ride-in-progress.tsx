import { Alert, Box, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { type MyRide, RideStatus } from '@wayfare/contracts';
import { lazy, Suspense } from 'react';
import { useMapTiles } from '../../../lib/use-map-tiles.ts';
import { useDriverPosition } from '../live/ride-live.tsx';
import { useMyRideDriver } from './api/get-my-ride-driver.ts';
import { CancelRide } from './cancel-ride.tsx';
import { DriverCard } from './driver-card.tsx';
import { etaText } from './ride-eta.ts';

const RideMap = lazy(() => import('./map/ride-map.tsx'));

/** Where the ride goes, as the rider typed it. */
const Places = ({ ride }: { ride: MyRide }) => (
  <Text size="sm" c="dimmed">
    From {ride.CurrentStreet} to {ride.DestinationAddress}
  </Text>
);

/** Pending: no driver yet; the rider may cancel (free). */
function LookingForDriver({ ride }: { ride: MyRide }) {
  return (
    <Stack gap="md">
      <Stack gap={4} align="center" py="md">
        <Loader type="dots" aria-hidden />
        <Title order={2} size="h3" role="status">
          Looking for a driver
        </Title>
        <Places ride={ride} />
      </Stack>
      <CancelRide ride={ride} driver={undefined} />
    </Stack>
  );
}

/** Accepted, Arrived, Ongoing: the driver's card, the map with the driver moving, the ETA. */
function DriverOnTheWay({ ride }: { ride: MyRide }) {
  const driver = useMyRideDriver(ride.Id);
  const position = useDriverPosition(ride.Id);
  const tiles = useMapTiles();
  const cancellable = ride.RideStatus !== RideStatus.Ongoing;
  return (
    <Stack gap="md">
      <Title order={2} size="h3" role="status">
        {etaText(ride.RideStatus, position)}
      </Title>
      {/* Isolated: Leaflet's panes and controls (z-index up to 1000) stay under the page's sticky header. */}
      <Box h={{ base: 260, sm: 400 }} style={{ borderRadius: 8, overflow: 'hidden', isolation: 'isolate' }}>
        {tiles.data && (
          <Suspense fallback={<Loader size="sm" aria-label="Loading the map" />}>
            <RideMap ride={ride} driver={position} tiles={tiles.data} />
          </Suspense>
        )}
      </Box>
      <Paper withBorder p="sm">
        <DriverCard ride={ride} driver={driver.data} />
      </Paper>
      {driver.isError && (
        <Alert color="yellow">Your driver's details could not be loaded: {driver.error.message}</Alert>
      )}
      <Places ride={ride} />
      {cancellable && <CancelRide ride={ride} driver={driver.data} />}
    </Stack>
  );
}

/** A ride Pending, Accepted, Arrived or Ongoing, as its rider follows it (issue 33). */
export function RideInProgress({ ride }: { ride: MyRide }) {
  return ride.RideStatus === RideStatus.Pending ? (
    <LookingForDriver ride={ride} />
  ) : (
    <DriverOnTheWay ride={ride} />
  );
}
