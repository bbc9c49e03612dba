import type { ReactNode } from 'react';

/** Where the rider's driver is and how far away in minutes, as the rider's stream last said. */
export type DriverPosition = { Latitude: number; Longitude: number; EtaMinutes: number | null };

/**
 * The rider's one live stream (`Ride/MyRideUpdates`) for the whole `/ride` page: a status change
 * reloads the rider's rides, and the driver's position is kept for `useDriverPosition`. To be built.
 */
export function RideLiveProvider({ children }: { children: ReactNode }) {
  return children;
}

/** The driver's last position on this ride, or null before any came. To be built. */
export function useDriverPosition(_rideId: number): DriverPosition | null {
  return null;
}
