import 'leaflet/dist/leaflet.css';
import type { MyRide } from '@wayfare/contracts';
import { divIcon, latLngBounds } from 'leaflet';
import { useEffect } from 'react';
import { MapContainer, Marker, TileLayer, useMap } from 'react-leaflet';
import type { DriverPosition } from '../../live/ride-live.tsx';

type Point = [number, number];

const HIDDEN = 'position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap';

/** A mark: a letter on a dark disc (white on it reads at WCAG AA), named for a screen reader. */
const mark = (letter: string, color: string, name: string) =>
  divIcon({
    className: 'ride-app-mark',
    iconSize: [28, 28],
    iconAnchor: [14, 14],
    html:
      `<span aria-hidden="true" style="display:flex;align-items:center;justify-content:center;width:26px;height:26px;border:2px solid #fff;border-radius:50%;background:${color};color:#fff;font:700 13px/1 sans-serif;box-shadow:0 1px 3px rgba(0,0,0,.4)">${letter}</span>` +
      `<span style="${HIDDEN}">${name}</span>`,
  });
const pickupMark = mark('A', '#237032', 'Pick-up');
const destinationMark = mark('B', '#c92a2a', 'Destination');
const driverMark = mark('D', '#1864ab', 'Your driver');

/**
 * Keeps the pick-up, the destination and the driver in view as the driver moves. Without animation: the
 * map goes when the ride ends, and Leaflet's zoom animation ending on a removed map throws.
 */
function FitAll({ points }: { points: Point[] }) {
  const map = useMap();
  const key = JSON.stringify(points);
  useEffect(() => {
    if (points.length > 0)
      map.fitBounds(latLngBounds(JSON.parse(key) as Point[]), {
        padding: [32, 32],
        maxZoom: 16,
        animate: false,
      });
  }, [map, key, points.length]);
  return null;
}

/**
 * issue 33: the ride on a map (Leaflet): its pick-up (A), its destination (B) and the driver (D). Loaded
 * lazily: Leaflet reads `window` as it loads, which a server render has not.
 */
export default function RideMap(props: {
  ride: MyRide;
  driver: DriverPosition | null;
  tiles: { url: string; attribution: string };
}) {
  const { ride, driver } = props;
  const pickup: Point | null =
    ride.PickupLatitude !== null && ride.PickupLongitude !== null
      ? [ride.PickupLatitude, ride.PickupLongitude]
      : null;
  const destination: Point | null =
    ride.DestinationLatitude !== null && ride.DestinationLongitude !== null
      ? [ride.DestinationLatitude, ride.DestinationLongitude]
      : null;
  const at: Point | null = driver ? [driver.Latitude, driver.Longitude] : null;
  const points = [pickup, destination, at].filter((point): point is Point => point !== null);
  if (points.length === 0) return null;
  return (
    <MapContainer center={points[0]} zoom={14} style={{ height: '100%', width: '100%' }}>
      <TileLayer url={props.tiles.url} attribution={props.tiles.attribution} />
      {pickup && <Marker position={pickup} icon={pickupMark} keyboard={false} interactive={false} />}
      {destination && (
        <Marker position={destination} icon={destinationMark} keyboard={false} interactive={false} />
      )}
      {at && <Marker position={at} icon={driverMark} keyboard={false} interactive={false} />}
      <FitAll points={points} />
    </MapContainer>
  );
}
