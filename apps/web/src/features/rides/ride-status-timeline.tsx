import { Text, Timeline } from '@mantine/core';
import type { RideStatusUpdate } from '@wayfare/contracts';
import { formatDateTime } from '../../components/format.ts';
import { rideStatusColour } from './ride-status-badge.tsx';

/**
 * A ride's status changes as a timeline: each status, when, by whom ('System' for the pending-ride
 * job), and the reason given. The admin ride page and the rider's own ride show the same one.
 */
export function RideStatusTimeline({ updates }: { updates: readonly RideStatusUpdate[] }) {
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
