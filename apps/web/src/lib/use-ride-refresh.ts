import { useQueryClient } from '@tanstack/react-query';
import * as calls from '@wayfare/contracts/calls';
import { useEffect, useRef } from 'react';
import { useCallEvents } from './call-events.ts';
import { callKey } from './call-query.ts';

/**
 * How long after a ride update the screens reload: a burst of changes (a ride accepted, arrived and
 * started in a second) is one reload, well within the 2 s issue 16 §4 allows.
 */
export const RIDE_RELOAD_DELAY_MS = 300;

/** Every read whose answer a ride's change can move: the ride screens' and the dashboard's. */
const rideReads = [
  calls.Ride.GetRides,
  calls.Ride.GetActiveRides,
  calls.Ride.GetRideById,
  calls.Ride.GetRideStatusUpdates,
  calls.Ride.GetRideTimeline,
  calls.Ride.GetRideMoney,
  calls.Ride.GetRideSummary,
  calls.Ride.GetRideMoneySummary,
  calls.Ride.GetTopDrivers,
  calls.Package.GetPackagesSummary,
];

/**
 * Keeps the ride lists, the ride detail and the dashboard current (issue 16 §4): they follow
 * `Ride/RideUpdates`, and reload their queries shortly after a ride changes, and when the stream is open again after a drop
 * (a change may have been missed meanwhile). The stream stops when the screen goes.
 */
export function useRideRefresh() {
  const client = useQueryClient();
  const timer = useRef<number | undefined>(undefined);
  const reloadSoon = () => {
    if (timer.current !== undefined) return;
    timer.current = window.setTimeout(() => {
      timer.current = undefined;
      for (const call of rideReads) void client.invalidateQueries({ queryKey: callKey(call) });
    }, RIDE_RELOAD_DELAY_MS);
  };
  useCallEvents(calls.Ride.RideUpdates, { onEvent: reloadSoon, onReconnect: reloadSoon });
  useEffect(() => () => window.clearTimeout(timer.current), []);
}
