import { type LiveMapRide, RideStatus } from '@wayfare/contracts';
import { memo, useMemo } from 'react';
import { Marker, Polyline } from 'react-leaflet';
import { markIcon, requestMark, selectOn } from './map-marks.ts';

type Select = (selection: { kind: 'ride'; id: number }) => void;

const lineColor = (ride: LiveMapRide) => (ride.RideStatus === RideStatus.Ongoing ? '#0b7285' : '#1864ab');

/** One ride, drawn again only when it changed. */
const RideMark = memo(function RideMark({ ride, onSelect }: { ride: LiveMapRide; onSelect: Select }) {
  const pickup: [number, number] = [ride.PickupLatitude, ride.PickupLongitude];
  const pending = ride.RideStatus === RideStatus.Pending;
  const name = `Ride ${ride.Id}, ${ride.RideStatusName}, from ${ride.CurrentStreet}`;
  const icon = useMemo(() => markIcon(requestMark, name, 'square'), [name]);
  const handlers = useMemo(
    () => selectOn(() => onSelect({ kind: 'ride', id: ride.Id })),
    [onSelect, ride.Id],
  );
  return (
    <>
      {ride.DestinationLatitude !== null && ride.DestinationLongitude !== null && (
        <Polyline
          positions={[pickup, [ride.DestinationLatitude, ride.DestinationLongitude]]}
          pathOptions={{
            color: pending ? requestMark.color : lineColor(ride),
            weight: 3,
            opacity: 0.8,
            dashArray: pending ? '6 6' : undefined,
          }}
          eventHandlers={handlers}
        />
      )}
      {pending && <Marker position={pickup} icon={icon} title={name} eventHandlers={handlers} />}
    </>
  );
});

/**
 * The rides: each a line from its pick-up to its destination (dashed while no driver has it), and each
 * pending request a square marker at its pick-up. A click (or Enter on the marker) opens the ride's card.
 */
export function RideLayer({ rides, onSelect }: { rides: readonly LiveMapRide[]; onSelect: Select }) {
  return rides.map((ride) => <RideMark key={ride.Id} ride={ride} onSelect={onSelect} />);
}
