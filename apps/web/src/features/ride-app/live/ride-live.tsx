import type { RiderUpdateEvent } from '@wayfare/contracts';
import { createContext, type ReactNode, useContext, useState } from 'react';
import { useMyRideUpdates } from './api/follow-my-ride-updates.ts';
import { useReloadMyRides } from './api/reload-my-rides.ts';

/** Where the rider's driver is and how far away in minutes, as the rider's stream last said. */
export type DriverPosition = { Latitude: number; Longitude: number; EtaMinutes: number | null };

const Positions = createContext<ReadonlyMap<number, DriverPosition>>(new Map());

/**
 * The rider's one live stream (`Ride/MyRideUpdates`) for the whole `/ride` page: a status change
 * (and the stream opening again after a drop, when one may have been missed) reloads the rider's
 * rides, and the driver's position is kept per ride for `useDriverPosition`.
 */
export function RideLiveProvider({ children }: { children: ReactNode }) {
  const [positions, setPositions] = useState<ReadonlyMap<number, DriverPosition>>(new Map());
  const reload = useReloadMyRides();
  const onEvent = (event: RiderUpdateEvent) => {
    if (event.Type === 'Status') return reload();
    const { RideId, Latitude, Longitude, EtaMinutes } = event;
    setPositions((current) => new Map(current).set(RideId, { Latitude, Longitude, EtaMinutes }));
  };
  useMyRideUpdates({ onEvent, onReconnect: reload });
  return <Positions.Provider value={positions}>{children}</Positions.Provider>;
}

/** The driver's last position on this ride, or null before any came. */
export function useDriverPosition(rideId: number): DriverPosition | null {
  return useContext(Positions).get(rideId) ?? null;
}
