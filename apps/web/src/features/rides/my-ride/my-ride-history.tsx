import { Alert, Loader } from '@mantine/core';
import { useMyRideStatusUpdates } from '../api/get-my-ride-status-updates.ts';
import { RideStatusTimeline } from '../ride-status-timeline.tsx';

/**
 * The ride's status changes as its rider or driver reads them (GetMyRideStatusUpdates): each status,
 * when, by whom ('System' for the pending-ride job), and the reason given for a cancellation.
 */
export function MyRideHistory({ rideId }: { rideId: number }) {
  const history = useMyRideStatusUpdates(rideId);
  if (history.isError) return <Alert color="yellow" title={history.error.message} />;
  if (!history.data) return <Loader size="sm" aria-label="Loading the status history" />;
  return <RideStatusTimeline updates={history.data.rows} />;
}
