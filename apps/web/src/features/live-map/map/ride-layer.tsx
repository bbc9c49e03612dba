import { type LiveMapRide, RideStatus } from '@wayfare/contracts';
import { Fragment } from 'react';
import { Marker, Polyline } from 'react-leaflet';
import { markIcon, requestMark, selectOn } from './map-marks.ts';

const lineColor = (ride: LiveMapRide) => (ride.RideStatus === RideStatus.Ongoing ? '#0b7285' : '#1864ab');

/**
 * The rides: each a line from its pick-up to its destination (dashed while no driver has it), and each
 * pending request a square marker at its pick-up. A click opens the ride's card.
 */
export function RideLayer({
  rides,
  onSelect,
}: {
  rides: readonly LiveMapRide[];
  onSelect: (rideId: number) => void;
}) {
  return rides.map((ride) => {
    const pickup: [number, number] = [ride.PickupLatitude, ride.PickupLongitude];
    const pending = ride.RideStatus === RideStatus.Pending;
    const name = `Ride ${ride.Id}, ${ride.RideStatusName}, from ${ride.CurrentStreet}`;
    return (
      <Fragment key={ride.Id}>
        {ride.DestinationLatitude !== null && ride.DestinationLongitude !== null && (
          <Polyline
            positions={[pickup, [ride.DestinationLatitude, ride.DestinationLongitude]]}
            pathOptions={{
              color: pending ? requestMark.color : lineColor(ride),
              weight: 3,
              opacity: 0.8,
              dashArray: pending ? '6 6' : undefined,
            }}
            eventHandlers={{ click: () => onSelect(ride.Id) }}
          />
        )}
        {pending && (
          <Marker
            position={pickup}
            icon={markIcon(requestMark, name, 'square')}
            title={name}
            eventHandlers={selectOn(() => onSelect(ride.Id))}
          />
        )}
      </Fragment>
    );
  });
}
