import {
  CURRENCY_SIGN,
  type Ride,
  type RidePaymentMethodId,
  type RidePaymentStatusId,
  type RideStatusId,
  ridePaymentMethodNames,
  ridePaymentStatusNames,
  rideStatusNames,
} from '@wayfare/contracts';
import { and, asc, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { toNaira } from '../../money.ts';
import { people, peopleAs } from '../accounts/index.ts';
import { kmOf } from './fares.ts';
import { type RideRow, rideSharedUsers, rides } from './rides.table.ts';

/** The two people of a ride: a second and third look at the users table. */
export const customers = peopleAs('customers');
export const drivers = peopleAs('drivers');

export const rideStatusName = (status: number) => rideStatusNames[status as RideStatusId] ?? '';
export const paymentMethodName = (method: number) =>
  ridePaymentMethodNames[method as RidePaymentMethodId] ?? '';
export const paymentStatusName = (status: number) =>
  ridePaymentStatusNames[status as RidePaymentStatusId] ?? '';

/** The columns a ride is shown from: the ride, its customer's and driver's names and phones. */
export const rideViewColumns = {
  ride: rides,
  customerSurname: customers.surname,
  customerFirstname: customers.firstname,
  customerPhoneNumber: customers.phoneNumber,
  driverSurname: drivers.surname,
  driverFirstname: drivers.firstname,
  driverPhoneNumber: drivers.phoneNumber,
};

/** `select … from rides join customers left join drivers`, to add where, order and limit to. */
export const selectRideViews = (db: Db) =>
  db
    .select(rideViewColumns)
    .from(rides)
    .innerJoin(customers, eq(customers.id, rides.customerId))
    .leftJoin(drivers, eq(drivers.id, rides.driverId));

export type RideViewRow = {
  ride: RideRow;
  customerSurname: string;
  customerFirstname: string;
  customerPhoneNumber: string | null;
  driverSurname: string | null;
  driverFirstname: string | null;
  driverPhoneNumber: string | null;
};

type SharerRow = {
  id: number;
  rideId: number;
  userId: string;
  destinationAddress: string;
  distanceMetres: number;
  estimatedAmountKobo: number;
  surname: string;
  firstname: string;
};

/** The riders sharing each of the rides (those who left are gone from the list), by when they joined. */
async function sharersOf(db: Db, rideIds: number[]) {
  const byRide = new Map<number, SharerRow[]>();
  if (rideIds.length === 0) return byRide;
  const rows = await db
    .select({
      id: rideSharedUsers.id,
      rideId: rideSharedUsers.rideId,
      userId: rideSharedUsers.userId,
      destinationAddress: rideSharedUsers.destinationAddress,
      distanceMetres: rideSharedUsers.distanceMetres,
      estimatedAmountKobo: rideSharedUsers.estimatedAmountKobo,
      surname: people.surname,
      firstname: people.firstname,
    })
    .from(rideSharedUsers)
    .innerJoin(people, eq(people.id, rideSharedUsers.userId))
    .where(and(inArray(rideSharedUsers.rideId, rideIds), isNull(rideSharedUsers.leftAt)))
    .orderBy(asc(rideSharedUsers.id));
  for (const row of rows) byRide.set(row.rideId, [...(byRide.get(row.rideId) ?? []), row]);
  return byRide;
}

function toRide(row: RideViewRow, sharers: SharerRow[]): Ride {
  const { ride } = row;
  return {
    Id: ride.id,
    CustomerId: ride.customerId,
    CustomerSurname: row.customerSurname,
    CustomerFirstname: row.customerFirstname,
    CustomerPhoneNumber: row.customerPhoneNumber,
    DriverId: ride.driverId,
    DriverSurname: row.driverSurname,
    DriverFirstname: row.driverFirstname,
    DriverPhoneNumber: row.driverPhoneNumber,
    CarDetailId: ride.carDetailId,
    CarName: ride.carName,
    CarModel: ride.carModel,
    CarYear: ride.carYear,
    LicenseNumber: ride.licenseNumber,
    DistanceToCover: kmOf(ride.distanceMetres),
    PickupLatitude: ride.pickupLatitude,
    PickupLongitude: ride.pickupLongitude,
    DestinationLatitude: ride.destinationLatitude,
    DestinationLongitude: ride.destinationLongitude,
    EstimatedAmount: toNaira(ride.estimatedAmountKobo),
    CustomerPerferredAmount:
      ride.customerPreferredAmountKobo === null ? null : toNaira(ride.customerPreferredAmountKobo),
    EnableCustomerPerferredAmount: ride.enableCustomerPreferredAmount,
    Amount: ride.amountKobo === null ? null : toNaira(ride.amountKobo),
    IsHighTraffic: ride.isHighTraffic,
    AllowSharing: ride.allowSharing,
    PackageName: ride.packageName,
    RideDate: ride.createdAt.toISOString(),
    RideStatus: ride.status,
    RideStatusName: rideStatusName(ride.status),
    DestinationAddress: ride.destinationAddress,
    CurrentStreet: ride.currentStreet,
    CurrentCity: ride.currentCity,
    CurrentSubregion: ride.currentSubregion,
    CurrencySign: CURRENCY_SIGN,
    RideSharedusers: sharers.map((sharer) => ({
      Id: sharer.id,
      UserId: sharer.userId,
      CustomerSurname: sharer.surname,
      CustomerFirstname: sharer.firstname,
      DestinationAddress: sharer.destinationAddress,
      DistanceToCover: kmOf(sharer.distanceMetres),
      EstimatedAmount: toNaira(sharer.estimatedAmountKobo),
    })),
    ...rideMoneyFields(ride),
  };
}

/** issue 30: the ride's money as the wire carries it (naira). */
function rideMoneyFields(ride: RideRow) {
  return {
    PaymentMethod: ride.paymentMethod,
    PaymentMethodName: paymentMethodName(ride.paymentMethod),
    SecondaryPaymentMethod: ride.secondaryPaymentMethod,
    HeldAmount: toNaira(ride.heldAmountKobo),
    PromoCode: ride.promoCode,
    PromoDiscount: toNaira(ride.promoDiscountKobo),
    FinalAmount: ride.finalAmountKobo === null ? null : toNaira(ride.finalAmountKobo),
    OwedAmount: toNaira(ride.owedAmountKobo),
    PaymentStatus: ride.paymentStatus,
    PaymentStatusName: paymentStatusName(ride.paymentStatus),
  };
}

/** Rides as the wire carries them, with their sharers (one more query for the lot). */
export async function toRides(db: Db, rows: RideViewRow[]): Promise<Ride[]> {
  const sharers = await sharersOf(
    db,
    rows.map((row) => row.ride.id),
  );
  return rows.map((row) => toRide(row, sharers.get(row.ride.id) ?? []));
}

/** One ride as the wire carries it, or undefined. */
export async function rideView(db: Db, where: SQL): Promise<Ride | undefined> {
  const rows = await selectRideViews(db).where(where);
  const [ride] = await toRides(db, rows);
  return ride;
}

export async function rideById(db: Db, id: number): Promise<Ride> {
  const ride = await rideView(db, eq(rides.id, id));
  if (!ride) throw new Error(`ride ${id} vanished`);
  return ride;
}
