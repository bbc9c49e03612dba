import type { MyRide } from '@wayfare/contracts';

/** A ride Pending, Accepted, Arrived or Ongoing, as its rider follows it (issue 33). To be built. */
export function RideInProgress({ ride }: { ride: MyRide }) {
  return <p>{ride.RideStatusName}</p>;
}
