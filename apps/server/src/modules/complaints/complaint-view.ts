import { type Complaint, type ComplaintStatusId, complaintStatusNames } from '@wayfare/contracts';
import { count, eq, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database.ts';
import { offsetOf, type Page, type Paging } from '../../db/list-query.ts';
import { toNaira } from '../../money.ts';
import { peopleAs } from '../accounts/index.ts';
import { ridesOfComplaints as rides } from '../rides/index.ts';
import { complaints } from './complaints.table.ts';

/** The rider who complained, the ride's driver, and who resolved it: three looks at the users table. */
export const complainants = peopleAs('complainants');
export const complainedDrivers = peopleAs('complained_drivers');
const resolvers = peopleAs('resolvers');

const columns = {
  complaint: complaints,
  ride: {
    driverId: rides.driverId,
    amountKobo: rides.amountKobo,
    estimatedAmountKobo: rides.estimatedAmountKobo,
    carName: rides.carName,
    carModel: rides.carModel,
    carYear: rides.carYear,
    licenseNumber: rides.licenseNumber,
  },
  customerSurname: complainants.surname,
  customerFirstname: complainants.firstname,
  customerPhoneNumber: complainants.phoneNumber,
  driverSurname: complainedDrivers.surname,
  driverFirstname: complainedDrivers.firstname,
  driverPhoneNumber: complainedDrivers.phoneNumber,
  resolverSurname: resolvers.surname,
  resolverFirstname: resolvers.firstname,
};

/** `complaints join rides join complainants left join drivers left join resolvers`. */
const selectComplaintViews = (db: Db) =>
  db
    .select(columns)
    .from(complaints)
    .innerJoin(rides, eq(rides.id, complaints.rideId))
    .innerJoin(complainants, eq(complainants.id, complaints.customerId))
    .leftJoin(complainedDrivers, eq(complainedDrivers.id, rides.driverId))
    .leftJoin(resolvers, eq(resolvers.id, complaints.resolvedBy));

type ComplaintViewRow = Awaited<ReturnType<typeof selectComplaintViews>>[number];

function toComplaint(row: ComplaintViewRow): Complaint {
  const { complaint } = row;
  return {
    Id: complaint.id,
    RideId: complaint.rideId,
    Title: complaint.title,
    Message: complaint.message,
    Picture: complaint.picture,
    CustomerId: complaint.customerId,
    CustomerSurname: row.customerSurname,
    CustomerFirstname: row.customerFirstname,
    CustomerPhoneNumber: row.customerPhoneNumber,
    DriverId: row.ride.driverId,
    DriverSurname: row.driverSurname,
    DriverFirstname: row.driverFirstname,
    DriverPhoneNumber: row.driverPhoneNumber,
    // The ride's copy of the car it was driven in (none when no driver took it).
    CarName: row.ride.carName,
    CarModel: row.ride.carModel,
    CarYear: row.ride.carYear,
    LicenseNumber: row.ride.licenseNumber,
    // What the ride cost, or its estimate when it never completed.
    Amount: toNaira(row.ride.amountKobo ?? row.ride.estimatedAmountKobo),
    ComplaintStatus: complaint.status,
    ComplaintStatusName: complaintStatusNames[complaint.status as ComplaintStatusId] ?? '',
    ComplaintDate: complaint.createdAt.toISOString(),
    ResolvedUserId: complaint.resolvedBy,
    ResolvedBySurname: complaint.resolvedBy ? row.resolverSurname : null,
    ResolvedByFirstname: complaint.resolvedBy ? row.resolverFirstname : null,
    Feedback: complaint.feedback,
    FeedbackPicture: complaint.feedbackPicture,
  };
}

export async function complaintViewById(db: Db, id: number): Promise<Complaint | undefined> {
  const [row] = await selectComplaintViews(db).where(eq(complaints.id, id));
  return row ? toComplaint(row) : undefined;
}

/** One page of complaints as the wire carries them, and how many match (the same joins, side by side). */
export async function pageOfComplaints(
  db: Db,
  list: Paging & { where: SQL | undefined; orderBy: (SQL | AnyPgColumn)[] },
): Promise<Page<Complaint>> {
  const [rows, [total]] = await Promise.all([
    selectComplaintViews(db)
      .where(list.where)
      .orderBy(...list.orderBy)
      .limit(list.pageSize)
      .offset(offsetOf(list)),
    db
      .select({ n: count() })
      .from(complaints)
      .innerJoin(rides, eq(rides.id, complaints.rideId))
      .innerJoin(complainants, eq(complainants.id, complaints.customerId))
      .leftJoin(complainedDrivers, eq(complainedDrivers.id, rides.driverId))
      .where(list.where),
  ]);
  return { rows: rows.map(toComplaint), total: total?.n ?? 0 };
}
