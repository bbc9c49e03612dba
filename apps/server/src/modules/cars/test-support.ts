import { CarStatus } from '@wayfare/contracts';
import type { Db } from '../../db/database.ts';
import { type CarDetailRow, carDetails } from './cars.table.ts';

let cars = 0;

/** A unique licence number, 2 to 15 characters as the rule asks. */
export const testLicenseNumber = () =>
  `T${(++cars).toString(36).toUpperCase()}-${Math.random().toString(36).slice(2, 7).toUpperCase()}`;

/**
 * A car straight into the database (faster than the calls, and with no pictures to upload): Approved,
 * papers expiring in 2099, unless told otherwise. Tests of other areas give their drivers one, since
 * AcceptRide needs it.
 */
export async function carFor(
  db: Db,
  driverId: string,
  more: Partial<typeof carDetails.$inferInsert> = {},
): Promise<CarDetailRow> {
  const [car] = await db
    .insert(carDetails)
    .values({
      driverId,
      name: 'Toyota',
      carModel: 'Corolla',
      year: 2020,
      licenseNumber: testLicenseNumber(),
      carLicense: '/uploads/cars/licence.png',
      licenseExpiryDate: '2099-12-31',
      status: CarStatus.Approved,
      ...more,
    })
    .returning();
  return car!;
}
