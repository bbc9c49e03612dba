import type { MyRide } from '@wayfare/contracts';

/**
 * A ride Completed or Cancelled, shown once to its rider until `onDone` (issue 33): the fare
 * breakdown, the receipt, rating, tip, 'Report a problem'. To be built.
 */
export function RideFinished({ ride, onDone }: { ride: MyRide; onDone: () => void }) {
  return (
    <button type="button" onClick={onDone}>
      {ride.RideStatusName}
    </button>
  );
}
