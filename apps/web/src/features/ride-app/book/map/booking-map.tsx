import 'leaflet/dist/leaflet.css';
import { type LeafletEventHandlerFnMap, type Marker as LeafletMarker, latLngBounds } from 'leaflet';
import { useEffect, useMemo } from 'react';
import { MapContainer, Marker, TileLayer, useMap, useMapEvents } from 'react-leaflet';
import { LAGOS, type PlacePoint } from '../places/booking-places.ts';
import { type PinKind, pinIcon } from './place-marks.ts';

type Props = {
  pickup: PlacePoint | null;
  destination: PlacePoint | null;
  /** Which pin a tap on the map moves. */
  pinFor: PinKind;
  onPin: (kind: PinKind, latitude: number, longitude: number) => void;
  tiles: { url: string; attribution: string };
};

/** Brings the pins into view whenever one moves (one pin: centred on it). */
function FollowPins({ pickup, destination }: Pick<Props, 'pickup' | 'destination'>) {
  const map = useMap();
  const points = [pickup, destination].filter((place) => place !== null);
  const key = points.map((place) => `${place.latitude},${place.longitude}`).join(';');
  // biome-ignore lint/correctness/useExhaustiveDependencies: the pins' coordinates (key) are what moves the view.
  useEffect(() => {
    const [first, second] = points;
    if (first && second)
      map.fitBounds(
        latLngBounds([
          [first.latitude, first.longitude],
          [second.latitude, second.longitude],
        ]),
        { padding: [40, 40], maxZoom: 16 },
      );
    else if (first) map.setView([first.latitude, first.longitude], Math.max(map.getZoom(), 15));
  }, [map, key]);
  return null;
}

function TapToPin({ pinFor, onPin }: Pick<Props, 'pinFor' | 'onPin'>) {
  useMapEvents({ click: (event) => onPin(pinFor, event.latlng.lat, event.latlng.lng) });
  return null;
}

/** A pin the rider drags to where they mean. */
function Pin({ kind, place, onPin }: { kind: PinKind; place: PlacePoint; onPin: Props['onPin'] }) {
  const icon = useMemo(() => pinIcon(kind), [kind]);
  const handlers = useMemo<LeafletEventHandlerFnMap>(
    () => ({
      dragend: (event) => {
        const { lat, lng } = (event.target as LeafletMarker).getLatLng();
        onPin(kind, lat, lng);
      },
    }),
    [kind, onPin],
  );
  return (
    <Marker position={[place.latitude, place.longitude]} icon={icon} draggable eventHandlers={handlers} />
  );
}

/**
 * issue 33: the booking map (Leaflet, the site's tiles): the pick-up (A) and destination (B) pins,
 * each dragged by hand, and a tap that moves the chosen one.
 */
export default function BookingMap({ pickup, destination, pinFor, onPin, tiles }: Props) {
  const start = pickup ?? destination ?? LAGOS;
  return (
    <MapContainer
      center={[start.latitude, start.longitude]}
      zoom={pickup || destination ? 15 : 12}
      style={{ height: '100%', width: '100%' }}
    >
      <TileLayer url={tiles.url} attribution={tiles.attribution} />
      {pickup && <Pin kind="pickup" place={pickup} onPin={onPin} />}
      {destination && <Pin kind="destination" place={destination} onPin={onPin} />}
      <TapToPin pinFor={pinFor} onPin={onPin} />
      <FollowPins pickup={pickup} destination={destination} />
    </MapContainer>
  );
}
