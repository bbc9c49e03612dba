import 'leaflet/dist/leaflet.css';
import type { DemandCell } from '@wayfare/contracts';
import { latLngBounds } from 'leaflet';
import { useEffect, useRef } from 'react';
import { MapContainer, TileLayer, useMap, ZoomControl } from 'react-leaflet';
import type { MapState } from '../live-map-state.ts';
import { DemandLayer } from './demand-layer.tsx';
import { DriverMarkers } from './driver-markers.tsx';
import { RideLayer } from './ride-layer.tsx';

/** Where the map opens before it has anything to show: Lagos. */
const LAGOS: [number, number] = [6.5244, 3.3792];

export type MapSelection =
  | { kind: 'driver'; id: string }
  | { kind: 'ride'; id: number }
  | { kind: 'cell'; cell: DemandCell };

/** Brings everything on the map into view once per city (never again: the operator pans as they like). */
function FitOnce({ view, state }: { view: string; state: MapState }) {
  const map = useMap();
  const fitted = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (fitted.current === view) return;
    const points = [
      ...[...state.drivers.values()].map((driver) => [driver.Latitude, driver.Longitude] as [number, number]),
      ...[...state.rides.values()].map(
        (ride) => [ride.PickupLatitude, ride.PickupLongitude] as [number, number],
      ),
    ];
    if (points.length === 0) return;
    fitted.current = view;
    map.fitBounds(latLngBounds(points), { padding: [24, 24], maxZoom: 14 });
  }, [map, view, state]);
  return null;
}

/** issue 31: the map itself (Leaflet): the tiles, the demand layer, the rides and the drivers. */
export function LiveMapView(props: {
  state: MapState;
  demand: readonly DemandCell[] | undefined;
  tiles: { url: string; attribution: string };
  /** What the map is of (the city, or all): the map comes into view of it once. */
  view: string;
  onSelect: (selection: MapSelection) => void;
}) {
  const { state, onSelect } = props;
  return (
    // Quarter zooms: a city's rides fill the map rather than half of it. The zoom buttons sit bottom left,
    // clear of the card that opens top right (at 375 px it spans the map's width).
    <MapContainer
      center={LAGOS}
      zoom={11}
      zoomSnap={0.25}
      zoomControl={false}
      style={{ height: '100%', width: '100%' }}
    >
      <ZoomControl position="bottomleft" />
      <TileLayer url={props.tiles.url} attribution={props.tiles.attribution} />
      {props.demand && (
        <DemandLayer cells={props.demand} onSelect={(cell) => onSelect({ kind: 'cell', cell })} />
      )}
      <RideLayer rides={[...state.rides.values()]} onSelect={onSelect} />
      <DriverMarkers drivers={[...state.drivers.values()]} onSelect={onSelect} />
      <FitOnce view={props.view} state={state} />
    </MapContainer>
  );
}
