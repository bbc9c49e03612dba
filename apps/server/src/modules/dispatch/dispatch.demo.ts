import { RideStatus } from '@wayfare/contracts';
import { and, asc, eq, gt, inArray, isNotNull, isNull, like } from 'drizzle-orm';
import type { Transaction } from '../../db/database.ts';
import type { DemoSeed } from '../../demo/demo-seed.ts';
import { lagosPlaces } from '../../demo/lagos-places.ts';
import { dispatchCell } from '../../geo.ts';
import { users } from '../accounts/accounts.table.ts';
import { rides } from '../rides/rides.table.ts';
import { driverPositions } from './dispatch.table.ts';

/** About 1 km in degrees of latitude (and of longitude, this close to the equator). */
const KM = 1 / 111;

/** A spot around a place, up to `km` away, the same for the same `seed` (a demo is the same each time). */
function around(place: { latitude: number; longitude: number }, seed: number, km = 1.2) {
  const angle = (seed * 2.399963) % (2 * Math.PI);
  const distance = km * (0.25 + 0.75 * (((seed * 7919) % 97) / 97));
  return {
    latitude: place.latitude + Math.sin(angle) * distance * KM,
    longitude: place.longitude + Math.cos(angle) * distance * KM,
  };
}

/** Where a driver on a ride is: at the pick-up until the ride starts, then a third of the way to its end. */
function onTheWay(ride: {
  status: number | null;
  pickupLatitude: number | null;
  pickupLongitude: number | null;
  destinationLatitude: number | null;
  destinationLongitude: number | null;
}) {
  if (ride.pickupLatitude === null || ride.pickupLongitude === null) return undefined;
  const to =
    ride.status === RideStatus.Ongoing &&
    ride.destinationLatitude !== null &&
    ride.destinationLongitude !== null
      ? { latitude: ride.destinationLatitude, longitude: ride.destinationLongitude }
      : undefined;
  if (!to) return { latitude: ride.pickupLatitude + 0.0015, longitude: ride.pickupLongitude + 0.001 };
  return {
    latitude: ride.pickupLatitude + (to.latitude - ride.pickupLatitude) / 3,
    longitude: ride.pickupLongitude + (to.longitude - ride.pickupLongitude) / 3,
  };
}

/** The demo drivers allowed to drive, with the ride each is on (if any). */
function demoDrivers(tx: Transaction, today: string) {
  return tx
    .select({
      id: users.id,
      status: rides.status,
      pickupLatitude: rides.pickupLatitude,
      pickupLongitude: rides.pickupLongitude,
      destinationLatitude: rides.destinationLatitude,
      destinationLongitude: rides.destinationLongitude,
    })
    .from(users)
    .leftJoin(
      rides,
      and(
        eq(rides.driverId, users.id),
        inArray(rides.status, [RideStatus.Accepted, RideStatus.Arrived, RideStatus.Ongoing]),
      ),
    )
    .where(
      and(
        like(users.emailAddress, '%@demo.wayfare.ng'),
        eq(users.isDriver, true),
        eq(users.isActive, true),
        isNull(users.deletedAt),
        isNotNull(users.licenseApprovedAt),
        gt(users.licenseExpiryDate, today),
      ),
    )
    .orderBy(asc(users.emailAddress));
}

/**
 * issue 31: the demo drivers online around Lagos, so the live map is alive on a first start: those on
 * today's rides at their pick-up or on the way to the destination, the others idle near a known place.
 * Added once: when any driver has a position, nothing (the demo drivers' job keeps them moving).
 */
export const dispatchDemo: DemoSeed = {
  area: 'dispatch',
  async seed(tx) {
    if ((await tx.$count(driverPositions)) > 0) return { created: 0 };
    const now = new Date();
    const drivers = await demoDrivers(tx, now.toISOString().slice(0, 10));
    if (drivers.length === 0) return { created: 0 };
    await tx.insert(driverPositions).values(
      drivers.map((driver, index) => {
        const spot = onTheWay(driver) ?? around(lagosPlaces[(index * 5) % lagosPlaces.length]!, index + 1);
        return {
          driverId: driver.id,
          online: true,
          ...spot,
          heading: (index * 47) % 360,
          speed: driver.status === null ? 0 : 8,
          accuracy: 10,
          cell: dispatchCell(spot),
          onlineSince: now,
          seenAt: now,
        };
      }),
    );
    return { created: drivers.length };
  },
};
