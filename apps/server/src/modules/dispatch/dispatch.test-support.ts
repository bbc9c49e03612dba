import type { RideOffer } from '@wayfare/contracts';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Config } from '../../config.ts';
import type { GeoPoint } from '../../geo.ts';
import type { TestApp } from '../../test/test-app.ts';
import { checkMayDrive } from '../rides/driver-eligibility.ts';
import { acceptRide } from '../rides/ride-lifecycle.service.ts';
import { driver, type Person, requested } from '../rides/rides.test-support.ts';
import { driverPositions, rideOffers } from './dispatch.table.ts';
import { sweepOffers } from './dispatch-jobs.ts';
import { dispatchSettingsOf } from './dispatch-settings.ts';

/**
 * issue 31: a neighbourhood of its own for each test (30 km apart, three times the widened radius), so
 * the drivers one test leaves online are never near another test's rides.
 */
export const neighbourhood = (index: number): GeoPoint => ({ latitude: 6.5, longitude: 2.5 + index * 0.3 });

/** The point `km` kilometres north of `from` (a degree of latitude is about 111.2 km). */
export const northOf = (from: GeoPoint, km: number): GeoPoint => ({
  latitude: from.latitude + km / 111.195,
  longitude: from.longitude,
});

export const locationOf = (point: GeoPoint) => ({ Latitude: point.latitude, Longitude: point.longitude });

/** Sends the driver's location, as a phone does once online. */
export async function locate(t: TestApp, who: Person, at: GeoPoint) {
  // A second since the last location, as the once-a-second limit wants (without waiting for it).
  await t.db
    .update(driverPositions)
    .set({ seenAt: new Date(Date.now() - 1500) })
    .where(eq(driverPositions.driverId, who.id));
  const response = await who.api.post('/api/Ride/UpdateMyLocation', locationOf(at));
  expect(response.statusCode, response.body).toBe(200);
}

/** A driver allowed to drive, online at `at`. */
export async function onlineDriverAt(t: TestApp, at: GeoPoint) {
  const person = await driver(t);
  const online = await person.api.post('/api/Ride/GoOnline', {});
  expect(online.statusCode, online.body).toBe(200);
  await locate(t, person, at);
  return person;
}

/** RequestRide's coordinates of a ride from `pickup` to `destination` (5 km north of it unless told). */
export const coordinatesOf = (pickup: GeoPoint, destination: GeoPoint = northOf(pickup, 5)) => ({
  PickupLatitude: pickup.latitude,
  PickupLongitude: pickup.longitude,
  DestinationLatitude: destination.latitude,
  DestinationLongitude: destination.longitude,
});

/** A ride booked by `owner` through RequestRide with its pick-up's and destination's coordinates. */
export const rideFrom = (owner: Person, pickup: GeoPoint, destination?: GeoPoint) =>
  requested(owner, coordinatesOf(pickup, destination));

/** The open offers the driver sees (GetMyOffers). */
export async function offersOf(who: Person): Promise<RideOffer[]> {
  const response = await who.api.get('/api/Ride/GetMyOffers');
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as RideOffer[];
}

/** Moves the ride's open offers' expiry into the past, as if OFFER_SECONDS had gone by. */
export const letOffersRunOut = (t: TestApp, rideId: number) =>
  t.db
    .update(rideOffers)
    .set({ expiresAt: new Date(Date.now() - 1000) })
    .where(eq(rideOffers.rideId, rideId));

/** One sweep of the offers now (as every process runs each second), with the app's settings. */
export function sweepNow(t: TestApp, config: Config) {
  const settings = dispatchSettingsOf(config, { checkMayDrive, acceptRide });
  return sweepOffers(t.db, { now: new Date(), settings });
}
