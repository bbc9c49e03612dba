import 'leaflet/dist/leaflet.css';
import type { RideRoutePoint } from '@wayfare/contracts';
import { latLngBounds } from 'leaflet';
import { CircleMarker, MapContainer, Polyline, TileLayer } from 'react-leaflet';
import { useMapTiles } from '../../../lib/use-map-tiles.ts';

const position = (point: RideRoutePoint): [number, number] => [point.Latitude, point.Longitude];

/**
 * issue 32: the route the driver drove, as a line on a small Leaflet map (the live map's tiles), its
 * start and end marked. Loaded with the timeline only when the ride has a route.
 */
export default function RouteMap({ points }: { points: readonly RideRoutePoint[] }) {
  const tiles = useMapTiles();
  const first = points[0];
  const last = points.at(-1);
  if (!tiles.data || !first || !last) return null;
  const line = points.map(position);
  return (
    <MapContainer
      bounds={latLngBounds(line).pad(0.1)}
      maxZoom={17}
      scrollWheelZoom={false}
      style={{ height: 240, width: '100%', borderRadius: 8 }}
      aria-label="Route map"
    >
      <TileLayer url={tiles.data.url} attribution={tiles.data.attribution} />
      <Polyline positions={line} pathOptions={{ color: '#0b7285', weight: 4 }} />
      <CircleMarker center={position(first)} radius={6} pathOptions={{ color: '#2b8a3e', fillOpacity: 1 }} />
      <CircleMarker center={position(last)} radius={6} pathOptions={{ color: '#c92a2a', fillOpacity: 1 }} />
    </MapContainer>
  );
}
