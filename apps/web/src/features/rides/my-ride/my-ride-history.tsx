import { Alert, Loader, Text, Timeline } from '@mantine/core';
import { formatDateTime } from '../../../components/format.ts';
import { useMyRideStatusUpdates } from '../api/get-my-ride-status-updates.ts';
import { rideStatusColour } from '../ride-status-badge.tsx';

/**
 * The ride's status changes as its rider or driver reads them (GetMyRideStatusUpdates): each status,
 * when, by whom ('System' for the pending-ride job), and the reason given for a cancellation.
 */
export function MyRideHistory({ rideId }: { rideId: number }) {
  const history = useMyRideStatusUpdates(rideId);
  if (history.isError) return <Alert color="yellow" title={history.error.message} />;
  if (!history.data) return <Loader size="sm" aria-label="Loading the status history" />;
  const updates = history.data.rows;
  return (
    <Timeline active={updates.length - 1} bulletSize={18} lineWidth={2} aria-label="Status History">
      {updates.map((update) => (
        <Timeline.Item
          key={update.Id}
          title={update.RideStatusName}
          color={rideStatusColour(update.RideStatus)}
        >
          <Text size="sm" c="dimmed">
            {formatDateTime(update.CreatedDate)} · {update.ByName ?? 'System'}
          </Text>
          {update.Reason && <Text size="sm">{update.Reason}</Text>}
        </Timeline.Item>
      ))}
    </Timeline>
  );
}
