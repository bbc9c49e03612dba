import {
  ACTIVE_RIDE_STATUSES,
  DriverState,
  type DriverStateId,
  driverStateNames,
  type LiveMapDriver,
  type LiveMapRide,
  OfferStatus,
  type RideStatusId,
  rideStatusNames,
  UNFINISHED_RIDE_STATUSES,
} from '@wayfare/contracts';
import { and, eq, exists, gt, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { fullNameOf, peopleAs } from '../accounts/index.ts';
import { ridePlacesAs } from '../rides/index.ts';
import { driverPositions, rideOffers } from './dispatch.table.ts';
import { toRidePlace } from './ride-place-view.ts';

/**
 * issue 31: what the live map draws, read the same way for its snapshot (GetLiveMap) and for each
 * round of its updates (LiveMapUpdates): the online drivers with their state, and the rides on the way.
 */

/** A driver is online while they say so and were heard from within DRIVER_STALE_SECONDS. */
export const onlineSince = (input: { now: Date; staleSeconds: number }) =>
  new Date(input.now.getTime() - input.staleSeconds * 1000);

const drivers = peopleAs('driver');
const customers = peopleAs('customer');
const driverRides = ridePlacesAs('driver_ride');
const mapRides = ridePlacesAs('ride');

const stateOf = (row: { rideId: number | null; offered: boolean }): DriverStateId =>
  row.rideId !== null ? DriverState.OnRide : row.offered ? DriverState.Offered : DriverState.Idle;

/** Every online driver with a position: Idle, Offered (an open offer) or On a ride (the ride they drive). */
export async function readMapDrivers(
  db: Db,
  input: { now: Date; staleSeconds: number },
): Promise<LiveMapDriver[]> {
  const openOffer = db
    .select({ id: rideOffers.id })
    .from(rideOffers)
    .where(
      and(
        eq(rideOffers.driverId, driverPositions.driverId),
        eq(rideOffers.status, OfferStatus.Open),
        gt(rideOffers.expiresAt, input.now),
      ),
    );
  const rows = await db
    .select({
      driverId: driverPositions.driverId,
      latitude: driverPositions.latitude,
      longitude: driverPositions.longitude,
      heading: driverPositions.heading,
      seenAt: driverPositions.seenAt,
      firstname: drivers.firstname,
      surname: drivers.surname,
      rideId: driverRides.id,
      carDetailId: driverRides.carDetailId,
      offered: sql<boolean>`${exists(openOffer)}`,
    })
    .from(driverPositions)
    .innerJoin(drivers, eq(drivers.id, driverPositions.driverId))
    .leftJoin(
      driverRides,
      and(
        eq(driverRides.driverId, driverPositions.driverId),
        inArray(driverRides.status, [...ACTIVE_RIDE_STATUSES]),
      ),
    )
    .where(
      and(
        eq(driverPositions.online, true),
        gt(driverPositions.seenAt, onlineSince(input)),
        isNotNull(driverPositions.latitude),
        isNotNull(driverPositions.longitude),
      ),
    )
    .orderBy(driverPositions.driverId);
  return rows.map((row) => {
    const state = stateOf(row);
    return {
      DriverId: row.driverId,
      Name: fullNameOf(row),
      Latitude: row.latitude ?? 0,
      Longitude: row.longitude ?? 0,
      Heading: row.heading,
      State: state,
      StateName: driverStateNames[state],
      RideId: row.rideId,
      CarDetailId: row.carDetailId,
      LastSeenAt: row.seenAt.toISOString(),
    };
  });
}

/** The rides on the map: Pending (a request), Accepted, Arrived and Ongoing, with a pick-up place. */
export async function readMapRides(db: Db): Promise<LiveMapRide[]> {
  const rows = await db
    .select({
      id: mapRides.id,
      status: mapRides.status,
      driverId: mapRides.driverId,
      currentStreet: mapRides.currentStreet,
      currentCity: mapRides.currentCity,
      destinationAddress: mapRides.destinationAddress,
      pickupLatitude: mapRides.pickupLatitude,
      pickupLongitude: mapRides.pickupLongitude,
      destinationLatitude: mapRides.destinationLatitude,
      destinationLongitude: mapRides.destinationLongitude,
      createdAt: mapRides.createdAt,
      firstname: customers.firstname,
      surname: customers.surname,
    })
    .from(mapRides)
    .innerJoin(customers, eq(customers.id, mapRides.customerId))
    .where(
      and(
        inArray(mapRides.status, [...UNFINISHED_RIDE_STATUSES]),
        // A ride without a pick-up place cannot be drawn.
        isNotNull(mapRides.pickupLatitude),
        isNotNull(mapRides.pickupLongitude),
      ),
    )
    .orderBy(mapRides.id);
  return rows.map((ride) => ({
    Id: ride.id,
    RideStatus: ride.status,
    RideStatusName: rideStatusNames[ride.status as RideStatusId],
    CustomerName: fullNameOf(ride),
    DriverId: ride.driverId,
    ...toRidePlace(ride),
    RideDate: ride.createdAt.toISOString(),
  }));
}

/** The statuses of rides by their ids (a ride gone from the map: completed or cancelled). */
export async function readRideStatuses(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return new Map<number, number>();
  const rows = await db
    .select({ id: mapRides.id, status: mapRides.status })
    .from(mapRides)
    .where(inArray(mapRides.id, [...ids]));
  return new Map(rows.map((row) => [row.id, row.status]));
}
