import { useQueryClient } from '@tanstack/react-query';
import { calls } from '@wayfare/contracts';
import { useEffect } from 'react';
import { callKey } from '../../lib/call-query.ts';

/** How often the ride screens reload while the live stream is not there yet. */
export const RIDE_REFRESH_MS = 10_000;

const rideReads = [
  calls.Ride.GetRides,
  calls.Ride.GetActiveRides,
  calls.Ride.GetRideById,
  calls.Ride.GetRideStatusUpdates,
];

/**
 * Keeps the ride lists and the ride detail current: every 10 s while the page is visible (and at once
 * when it becomes visible again) their queries reload.
 *
 * A stand-in for `Ride/RideUpdates` (issue 16 §4), which is not built yet: when it is, this hook's body
 * becomes the stream (fetch with the bearer header, `eventsource-parser`, reconnect when it drops) and
 * reloads the same queries within 2 s of a change; the screens that call it do not change.
 */
export function useRideRefresh() {
  const client = useQueryClient();
  useEffect(() => {
    const reload = () => {
      if (document.visibilityState !== 'visible') return;
      for (const call of rideReads) void client.invalidateQueries({ queryKey: callKey(call) });
    };
    const timer = window.setInterval(reload, RIDE_REFRESH_MS);
    document.addEventListener('visibilitychange', reload);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', reload);
    };
  }, [client]);
}
