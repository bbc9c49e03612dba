import { Anchor, Badge, CloseButton, Group, Paper, Stack, Text } from '@mantine/core';
import type { LiveMapDriver, LiveMapRide } from '@wayfare/contracts';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import type { MapState } from '../live-map-state.ts';
import type { MapSelection } from '../map/live-map-view.tsx';
import { markOfDriver, requestMark } from '../map/map-marks.ts';

const driverPath = (driver: { DriverId: string }) => `${paths.admin('drivers')}?view=${driver.DriverId}`;
const carPath = (id: number) => `${paths.admin('cardetails')}/${id}`;
const seenAt = (at: string) =>
  new Date(at).toLocaleTimeString('en-NG', { hour: '2-digit', minute: '2-digit' });

function DriverFacts({ driver, ride }: { driver: LiveMapDriver; ride: LiveMapRide | undefined }) {
  return (
    <>
      <Badge color={markOfDriver(driver.State).color} variant="filled">
        {driver.StateName}
      </Badge>
      <Text size="sm">Last seen at {seenAt(driver.LastSeenAt)}</Text>
      <Anchor component={Link} to={driverPath(driver)} size="sm">
        Driver's account
      </Anchor>
      {/* The car of their ride; idle, the cars they may drive (the car list finds a driver by name). */}
      {driver.CarDetailId !== null ? (
        <Anchor component={Link} to={carPath(driver.CarDetailId)} size="sm">
          The car
        </Anchor>
      ) : (
        <Anchor
          component={Link}
          to={`${paths.admin('cardetails')}?keyword=${encodeURIComponent(driver.Name)}`}
          size="sm"
        >
          Their cars
        </Anchor>
      )}
      {driver.RideId !== null && (
        <Anchor
          component={Link}
          to={paths.adminRide({ Id: driver.RideId, RideStatus: ride?.RideStatus ?? 2 })}
          size="sm"
        >
          Ride #{driver.RideId}
        </Anchor>
      )}
    </>
  );
}

function RideFacts({ ride, driver }: { ride: LiveMapRide; driver: LiveMapDriver | undefined }) {
  return (
    <>
      <Badge color={ride.RideStatus === 1 ? requestMark.color : 'blue'} variant="filled">
        {ride.RideStatusName}
      </Badge>
      <Text size="sm">Rider: {ride.CustomerName}</Text>
      <Text size="sm">
        From {ride.CurrentStreet}, {ride.CurrentCity} to {ride.DestinationAddress}
      </Text>
      <Anchor component={Link} to={paths.adminRide(ride)} size="sm">
        Ride #{ride.Id}
      </Anchor>
      {driver && (
        <Anchor component={Link} to={driverPath(driver)} size="sm">
          Driver: {driver.Name}
        </Anchor>
      )}
    </>
  );
}

/** The card of what was clicked on the map: a driver, a ride or a demand cell, with links to their pages. */
export function MapCard({
  selection,
  state,
  onClose,
}: {
  selection: MapSelection;
  state: MapState;
  onClose: () => void;
}) {
  const driver = selection.kind === 'driver' ? state.drivers.get(selection.id) : undefined;
  const ride =
    selection.kind === 'ride'
      ? state.rides.get(selection.id)
      : driver?.RideId
        ? state.rides.get(driver.RideId)
        : undefined;
  const title =
    selection.kind === 'driver'
      ? (driver?.Name ?? 'This driver went offline')
      : selection.kind === 'ride'
        ? ride
          ? `Ride #${ride.Id}`
          : 'This ride has ended'
        : 'Short of drivers';
  return (
    <Paper
      withBorder
      shadow="md"
      p="sm"
      pos="absolute"
      top={10}
      right={10}
      w="min(320px, calc(100% - 20px))"
      style={{ zIndex: 1000 }}
      role="dialog"
      aria-label={title}
    >
      <Group justify="space-between" wrap="nowrap" mb={4}>
        <Text fw={700}>{title}</Text>
        <CloseButton aria-label="Close the card" onClick={onClose} />
      </Group>
      <Stack gap={4} align="flex-start">
        {driver && <DriverFacts driver={driver} ride={ride} />}
        {selection.kind === 'ride' && ride && (
          <RideFacts ride={ride} driver={ride.DriverId ? state.drivers.get(ride.DriverId) : undefined} />
        )}
        {selection.kind === 'cell' && (
          <Text size="sm">
            {selection.cell.Requests} requests in the last 15 minutes, {selection.cell.IdleDrivers} idle
            drivers here now
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
