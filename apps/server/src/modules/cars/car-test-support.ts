import fs from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { apiAs } from '../../test/api-client.ts';
import { createUser, tokenFor } from '../../test/test-app.ts';
import { users } from '../accounts/accounts.table.ts';
import { adminActivities } from '../activity/activity.table.ts';
import type { FilesTestApp } from '../files/test-support.ts';
import { outboxMessages } from '../outbox/outbox.table.ts';
import { givePackageToDrive } from '../packages/packages.test-support.ts';
import { carDetails, carDetailUpdates } from './cars.table.ts';
import { testLicenseNumber } from './test-support.ts';

/** A picture in the uploads, as if uploaded; answers its FilePath. */
export async function uploaded(t: FilesTestApp, key: string) {
  const file = path.join(t.uploadsDir, ...key.split('/'));
  await fs.mkdir(path.dirname(file), { recursive: true });
  await fs.writeFile(file, 'a picture');
  return `/uploads/${key}`;
}

let drivers = 0;

/** A signed-in driver (licence approved, 2099, a package to drive under) with a picture in their own folder. */
export async function carDriver(t: FilesTestApp, names = { Firstname: 'Tunde', Surname: 'Bakare' }) {
  drivers += 1;
  const email = `car.driver.${drivers}.${Date.now()}@example.ng`;
  const user = await createUser(t.db, { password: null, email });
  await t.db
    .update(users)
    .set({
      firstname: names.Firstname,
      surname: names.Surname,
      isDriver: true,
      driverLicense: '/uploads/licences/driver.png',
      licenseExpiryDate: '2099-12-31',
      licenseApprovedAt: new Date(),
    })
    .where(eq(users.id, user.id));
  await givePackageToDrive(t.db, user.id);
  const picture = await uploaded(t, `users/${user.id}/cars/licence.png`);
  return { id: user.id, email, api: apiAs(t, await tokenFor(user)), picture };
}
export type CarDriver = Awaited<ReturnType<typeof carDriver>>;

/** A valid car body (the create fields but DriverEmail), with a fresh licence number. */
export const carBody = (picture: string, more: object = {}) => ({
  Name: 'Toyota',
  CarModel: 'Corolla',
  Year: 2020,
  LicenseNumber: testLicenseNumber(),
  CarLicense: picture,
  LicenseExpiryDate: '2099-06-30',
  ...more,
});

/** What a refused call must leave as it was: the cars, their histories, the log and the outbox. */
export async function carWrites(t: FilesTestApp) {
  return {
    cars: JSON.stringify(await t.db.select().from(carDetails).orderBy(carDetails.id)),
    updates: await t.db.$count(carDetailUpdates),
    activities: await t.db.$count(adminActivities),
    messages: await t.db.$count(outboxMessages),
  };
}

/** A call that must succeed: its JSON. */
export async function okJson<T = Record<string, unknown>>(
  response: { statusCode: number; body: string; json: () => unknown },
  label = '',
) {
  expect(response.statusCode, `${label}: ${response.body}`).toBe(200);
  return response.json() as T;
}
