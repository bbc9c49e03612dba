import type { Ride } from '@wayfare/contracts';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { type ApiClient, apiAs } from '../../test/api-client.ts';
import { createUser, type TestApp, tokenFor } from '../../test/test-app.ts';
import { users } from '../accounts/accounts.table.ts';
import { carFor } from '../cars/test-support.ts';
import { givePackageToDrive } from '../packages/packages.test-support.ts';
import { rideStatusUpdates, rides } from './rides.table.ts';

let people = 0;

/** A signed-in account (a rider), straight into the database; with its API client. */
export async function rider(t: TestApp, names: { Firstname?: string; Surname?: string } = {}) {
  people += 1;
  const user = await createUser(t.db, { password: null, email: `rider.${people}.${Date.now()}@example.ng` });
  if (names.Firstname || names.Surname)
    await t.db
      .update(users)
      .set({ firstname: names.Firstname ?? 'Chidi', surname: names.Surname ?? 'Okafor' })
      .where(eq(users.id, user.id));
  return { id: user.id, api: apiAs(t, await tokenFor(user)) };
}

/**
 * A driver allowed to drive: IsDriver, a licence approved and expiring in 2099 (or as told), an
 * Approved car with unexpired papers (issue 17 §1: AcceptRide needs one) unless `car` is false, and a
 * package to drive under (issue 30: AcceptRide needs one too) unless `drivingPackage` is false.
 */
export async function driver(
  t: TestApp,
  licence: {
    approved?: boolean;
    expires?: string;
    isDriver?: boolean;
    names?: { Firstname?: string; Surname?: string };
    car?: boolean;
    drivingPackage?: boolean;
  } = {},
) {
  const person = await rider(t, licence.names);
  await t.db
    .update(users)
    .set({
      isDriver: licence.isDriver ?? true,
      driverLicense: '/uploads/licences/driver.png',
      licenseExpiryDate: licence.expires ?? '2099-12-31',
      licenseApprovedAt: licence.approved === false ? null : new Date(),
    })
    .where(eq(users.id, person.id));
  const car = licence.car === false ? undefined : await carFor(t.db, person.id);
  if (licence.drivingPackage !== false) await givePackageToDrive(t.db, person.id);
  return { ...person, car };
}
export type Person = Awaited<ReturnType<typeof rider>>;

export const rideRequest = (more: object = {}) => ({
  DistanceToCover: 10,
  IsHighTraffic: false,
  DestinationAddress: '12 Admiralty Way, Lekki',
  CurrentStreet: '3 Broad Street',
  CurrentCity: 'Lagos',
  CurrentSubregion: 'Lagos Island',
  AllowSharing: true,
  EnableCustomerPerferredAmount: false,
  ...more,
});

/** Sends a call that must succeed and answers the ride. */
export async function ok(api: ApiClient, path: string, body: object): Promise<Ride> {
  const response = await api.post(`/api/Ride/${path}`, body);
  expect(response.statusCode, `${path}: ${response.body}`).toBe(200);
  return response.json() as Ride;
}

export const requested = (owner: Person, more: object = {}) =>
  ok(owner.api, 'RequestRide', rideRequest(more));

/** What a refused call must leave as it was: the rides and their histories. */
export async function rideWrites(t: TestApp) {
  return {
    rides: JSON.stringify(await t.db.select().from(rides).orderBy(rides.id)),
    updates: await t.db.$count(rideStatusUpdates),
  };
}
