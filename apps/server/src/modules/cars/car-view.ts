import { type CarDetail, type CarStatusId, carStatusNames } from '@wayfare/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { peopleAs } from '../accounts/index.ts';
import { type CarDetailRow, carDetails } from './cars.table.ts';

/** The car's driver and its approver: two looks at the users table. */
export const carDrivers = peopleAs('car_drivers');
const approvers = peopleAs('car_approvers');

export const carStatusName = (status: number) => carStatusNames[status as CarStatusId] ?? '';

/** `select … from car_details join its driver left join its approver`, to add where, order and limit to. */
export const selectCarViews = (db: Db) =>
  db
    .select({
      car: carDetails,
      driverEmail: carDrivers.emailAddress,
      driverPhone: carDrivers.phoneNumber,
      driverSurname: carDrivers.surname,
      driverFirstname: carDrivers.firstname,
      approverSurname: approvers.surname,
      approverFirstname: approvers.firstname,
    })
    .from(carDetails)
    .innerJoin(carDrivers, eq(carDrivers.id, carDetails.driverId))
    .leftJoin(approvers, eq(approvers.id, carDetails.approvedBy));

export type CarViewRow = {
  car: CarDetailRow;
  driverEmail: string;
  driverPhone: string | null;
  driverSurname: string;
  driverFirstname: string;
  approverSurname: string | null;
  approverFirstname: string | null;
};

/** A car as the wire carries it. */
export function toCarDetail(row: CarViewRow): CarDetail {
  const { car } = row;
  return {
    Id: car.id,
    Name: car.name,
    CarModel: car.carModel,
    Year: car.year,
    LicenseNumber: car.licenseNumber,
    CarLicense: car.carLicense,
    LicenseExpiryDate: car.licenseExpiryDate,
    Insurance: car.insurance,
    InsuranceExpiryDate: car.insuranceExpiryDate,
    RoadWorthiness: car.roadWorthiness,
    RoadWorthinessExpiryDate: car.roadWorthinessExpiryDate,
    CarFrontPicture: car.carFrontPicture,
    CarBackPicture: car.carBackPicture,
    CarSidePicture: car.carSidePicture,
    DriverId: car.driverId,
    DriverEmail: row.driverEmail,
    DriverPhone: row.driverPhone,
    DriverSurname: row.driverSurname,
    DriverFirstname: row.driverFirstname,
    Status: car.status,
    StatusName: carStatusName(car.status),
    ApproveUserId: car.approvedBy,
    ApproveUserSurname: row.approverSurname,
    ApproveUserFirstname: row.approverFirstname,
    Message: car.message,
    CreatedDate: car.createdAt.toISOString(),
  };
}

/** One car (deleted or not) as the wire carries it. */
export async function carDetailById(db: Db, id: number): Promise<CarDetail> {
  const [row] = await selectCarViews(db).where(eq(carDetails.id, id));
  if (!row) throw new Error(`car ${id} vanished`);
  return toCarDetail(row);
}

/** What the activity log keeps of a car: its own fields, as the wire names them. */
export const loggedCar = (car: CarDetailRow) => ({
  Name: car.name,
  CarModel: car.carModel,
  Year: car.year,
  LicenseNumber: car.licenseNumber,
  CarLicense: car.carLicense,
  LicenseExpiryDate: car.licenseExpiryDate,
  Insurance: car.insurance,
  InsuranceExpiryDate: car.insuranceExpiryDate,
  RoadWorthiness: car.roadWorthiness,
  RoadWorthinessExpiryDate: car.roadWorthinessExpiryDate,
  CarFrontPicture: car.carFrontPicture,
  CarBackPicture: car.carBackPicture,
  CarSidePicture: car.carSidePicture,
  DriverId: car.driverId,
  Status: carStatusName(car.status),
  Message: car.message,
});
