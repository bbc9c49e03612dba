import { RideStatus } from '@wayfare/contracts';
import type { DriverPosition } from '../live/ride-live.tsx';

const minutes = (eta: number) => `${Math.max(1, eta)} min`;

/**
 * What the rider reads of where the ride stands: the minutes to the pick-up while the driver comes,
 * Arrived at the pick-up, the minutes to the destination while riding (the stream's ETA; without one
 * yet, the plain state).
 */
export function etaText(status: number, position: DriverPosition | null) {
  const eta = position?.EtaMinutes ?? null;
  if (status === RideStatus.Arrived) return 'Arrived: your driver is at the pick-up';
  if (status === RideStatus.Ongoing)
    return eta === null ? 'On the way to your destination' : `About ${minutes(eta)} to your destination`;
  return eta === null ? 'Your driver is on the way' : `Your driver is ${minutes(eta)} away`;
}
