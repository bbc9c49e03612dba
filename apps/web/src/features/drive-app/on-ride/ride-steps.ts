import { type Ride, RideStatus } from '@wayfare/contracts';

/**
 * Where the driver heads: the pick-up until the ride starts, then the destination. Google Maps'
 * cross-platform directions address (`/maps/dir/?api=1`) opens the Google Maps app on Android and on
 * iOS when it is installed, and the website otherwise; `geo:` opens an app on Android only and Apple's
 * maps address on Apple devices only, so this one link serves every phone.
 */
export function navigationTarget(ride: Ride) {
  const toPickup = ride.RideStatus !== RideStatus.Ongoing;
  const latitude = toPickup ? ride.PickupLatitude : ride.DestinationLatitude;
  const longitude = toPickup ? ride.PickupLongitude : ride.DestinationLongitude;
  const address = toPickup ? `${ride.CurrentStreet}, ${ride.CurrentCity}` : ride.DestinationAddress;
  const destination = latitude !== null && longitude !== null ? `${latitude},${longitude}` : address;
  const href = `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(destination)}&travelmode=driving`;
  return { label: toPickup ? 'Navigate to the pick-up' : 'Navigate to the destination', address, href };
}

/** The driver's next step on the ride, by its status. */
export type RideStep = 'arrive' | 'start' | 'complete';
export function nextStep(status: number): RideStep | undefined {
  if (status === RideStatus.Accepted) return 'arrive';
  if (status === RideStatus.Arrived) return 'start';
  if (status === RideStatus.Ongoing) return 'complete';
  return undefined;
}
