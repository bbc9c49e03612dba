import { Badge } from '@mantine/core';
import { RideStatus, type RideStatusId } from '@wayfare/contracts';

/**
 * issue 16 §4: Completed green, Cancelled red; the ride on its way (Accepted, Arrived, Ongoing) blue,
 * waiting for a driver (Pending) yellow.
 */
export const rideStatusColours: Record<RideStatusId, string> = {
  [RideStatus.Pending]: 'yellow',
  [RideStatus.Accepted]: 'blue',
  [RideStatus.Arrived]: 'indigo',
  [RideStatus.Ongoing]: 'cyan',
  [RideStatus.Completed]: 'green',
  [RideStatus.Cancelled]: 'red',
};

export const rideStatusColour = (status: number) => rideStatusColours[status as RideStatusId] ?? 'gray';

/**
 * A ride's status, in the same colour in the lists, the detail and its history; its text 4.5:1 on its tint
 * in either scheme (the theme's light colours, accessible-colors.ts).
 */
export function RideStatusBadge({ status, name }: { status: number; name: string }) {
  return (
    <Badge variant="light" color={rideStatusColour(status)} w="fit-content">
      {name}
    </Badge>
  );
}
