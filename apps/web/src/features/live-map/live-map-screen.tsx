import { Alert, Box, Group, Loader, Select, Stack, Switch } from '@mantine/core';
import { DriverState, RideStatus } from '@wayfare/contracts';
import * as calls from '@wayfare/contracts/calls';
import { useState } from 'react';
import { PermittedScreen } from '../../components/screen/index.ts';
import { useMapTiles } from '../../lib/use-map-tiles.ts';
import { MapCard } from './card/map-card.tsx';
import { MapLegend } from './card/map-legend.tsx';
import type { MapState } from './live-map-state.ts';
import { LiveMapView, type MapSelection } from './map/live-map-view.tsx';
import { useLiveMapState } from './use-live-map-state.ts';

const countsOf = (state: MapState | undefined) => {
  const drivers = [...(state?.drivers.values() ?? [])];
  const rides = [...(state?.rides.values() ?? [])];
  const inState = (id: number) => drivers.filter((driver) => driver.State === id).length;
  return {
    idle: inState(DriverState.Idle),
    offered: inState(DriverState.Offered),
    onRide: inState(DriverState.OnRide),
    requests: rides.filter((ride) => ride.RideStatus === RideStatus.Pending).length,
  };
};

/** issue 31: /admin/livemap, for those who may see the Ride endpoint. */
export function LiveMapScreen() {
  return (
    <PermittedScreen call={calls.Ride.GetLiveMap}>
      <LiveMap />
    </PermittedScreen>
  );
}

/**
 * The operator's live map: online drivers by state, rides from pick-up to destination, pending
 * requests and (a toggle) where supply is short; a city filter; live without reload; a click opens a
 * card linking to the driver, car and ride.
 */
function LiveMap() {
  const [city, setCity] = useState<string | null>(null);
  const [showDemand, setShowDemand] = useState(true);
  const [selection, setSelection] = useState<MapSelection | null>(null);
  const { snapshot, state } = useLiveMapState(city);
  const tiles = useMapTiles();
  const cities = snapshot.data?.Cities ?? [];
  if (snapshot.isError && !state)
    return (
      <Alert color="red" role="alert" title="The live map could not be loaded">
        {snapshot.error.message}
      </Alert>
    );
  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Select
          label="City"
          placeholder="All cities"
          data={city && !cities.includes(city) ? [city, ...cities] : cities}
          value={city}
          onChange={(value) => {
            setCity(value);
            setSelection(null);
          }}
          clearable
          searchable
          w={{ base: '100%', xs: 240 }}
        />
        <Switch
          label="Show demand"
          checked={showDemand}
          onChange={(event) => setShowDemand(event.currentTarget.checked)}
        />
      </Group>
      <MapLegend counts={countsOf(state)} showDemand={showDemand} />
      <Box pos="relative" h="min(70vh, 760px)" mih={360} style={{ borderRadius: 8, overflow: 'hidden' }}>
        {state && tiles.data ? (
          <LiveMapView
            state={state}
            demand={showDemand ? snapshot.data?.Demand : undefined}
            tiles={tiles.data}
            view={city ?? ''}
            onSelect={setSelection}
          />
        ) : (
          <Loader m="xl" aria-label="Loading the live map" />
        )}
        {selection && state && (
          <MapCard selection={selection} state={state} onClose={() => setSelection(null)} />
        )}
      </Box>
    </Stack>
  );
}
