import { type DriverPresence, DriverState, driverStateNames } from '@wayfare/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { ridesOfDrivers } from '../rides/index.ts';
import { type DriverPositionRow, driverPositions, rideOffers } from './dispatch.table.ts';
import { OPEN } from './offer-statuses.ts';

/** issue 31: whom dispatch counts as online: the flag set and a location seen within the stale window. */
export type Freshness = { now: Date; staleSeconds: number };

export const staleBefore = ({ now, staleSeconds }: Freshness) =>
  new Date(now.getTime() - staleSeconds * 1000);

export const isOnline = (
  row: DriverPositionRow | undefined,
  freshness: Freshness,
): row is DriverPositionRow => row?.online === true && row.seenAt > staleBefore(freshness);

export async function positionOf(db: Db, driverId: string) {
  const [row] = await db.select().from(driverPositions).where(eq(driverPositions.driverId, driverId));
  return row;
}

type Known = { row: DriverPositionRow | undefined; ride: { id: number } | undefined };

/**
 * GetMyDriverStatus and the presence calls' answer: online or not, where, and doing what. `known`: the
 * position row and the ride when the caller has just read them (UpdateMyLocation, thousands a second).
 */
export async function driverPresence(
  db: Db,
  driverId: string,
  freshness: Freshness,
  known?: Known,
): Promise<DriverPresence> {
  const row = known ? known.row : await positionOf(db, driverId);
  const ride = known ? known.ride : (await ridesOfDrivers(db, [driverId])).get(driverId);
  const online = isOnline(row, freshness);
  let state: (typeof DriverState)[keyof typeof DriverState] = DriverState.Offline;
  if (ride) state = DriverState.OnRide;
  else if (online) {
    const offered = await db.$count(rideOffers, OPEN.ofDriver(driverId));
    state = offered > 0 ? DriverState.Offered : DriverState.Idle;
  }
  return {
    Online: online,
    State: state,
    StateName: driverStateNames[state],
    Latitude: row?.latitude ?? null,
    Longitude: row?.longitude ?? null,
    LastSeenAt: row?.latitude == null ? null : row.seenAt.toISOString(),
    RideId: ride?.id ?? null,
  };
}
