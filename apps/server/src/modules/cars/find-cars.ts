import type { FoundRecord } from '@wayfare/contracts';
import type { Db } from '../../db/database.ts';
import { listCarDetails } from './car-details.service.ts';

/**
 * Issue 32: the header search's cars, newest first, found as the car list's keyword finds them
 * (plate, name, model, the driver's name, e-mail or phone).
 */
export async function findCars(db: Db, input: { keyword: string; limit: number }): Promise<FoundRecord[]> {
  const page = await listCarDetails(db, { keyword: input.keyword, page: 0, pageSize: input.limit });
  return page.rows.map((car) => ({
    Kind: 'Car',
    Id: String(car.Id),
    Title: `${car.LicenseNumber} · ${car.Name} ${car.CarModel}`,
    Detail: `${car.StatusName} · ${car.DriverFirstname} ${car.DriverSurname}`,
    RideStatus: null,
    OrderNumber: null,
  }));
}
