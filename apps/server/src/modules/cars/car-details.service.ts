import {
  type CarDetail,
  type CarDetailUpdate,
  CarStatus,
  carTexts,
  Endpoint,
  RideStatus,
  type RideStatusId,
  rideStatusNames,
} from '@wayfare/contracts';
import { and, count, desc, eq, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { FileStorage } from '../../adapters/storage/file-storage.ts';
import { isPermitted, type Principal } from '../../auth/principal.ts';
import type { Db } from '../../db/database.ts';
import {
  constraintError,
  containing,
  offsetOf,
  type Page,
  type Paging,
  sortedBy,
  withinDates,
} from '../../db/list-query.ts';
import { conflict, forbidden, notFound, unauthorized } from '../../errors.ts';
import { people, userNameEmailAndPhone } from '../accounts/index.ts';
import { recordAdminChange } from '../activity/index.ts';
import { carRideStatus, localDay } from '../rides/index.ts';
import { type CarFields, carColumns, checkCarFields, liveDriverByEmail } from './car-rules.ts';
import { carDetailById, carStatusName, loggedCar, selectCarViews, toCarDetail } from './car-view.ts';
import { type CarDetailRow, carDetails, carDetailUpdates, carSearchText } from './cars.table.ts';

/** What the car services work with: the database, the files (to check pictures) and the clock. */
export type CarsDeps = { db: Db; storage: FileStorage; timeZone: string; now?: () => Date };

export const AREA = 'CarDetail';
const todayOf = (deps: CarsDeps) => localDay(deps.now?.() ?? new Date(), deps.timeZone);

/** The unique index behind the licence-number check: a save that raced past it hears the same words. */
const raced = (error: unknown, fields: CarFields) =>
  constraintError(error, {
    car_details_live_license_number_key: ['LicenseNumber', carTexts.licenseNumberTaken(fields.LicenseNumber)],
  });

/** A live car, locked for the change; an unknown or deleted one is 404. */
export async function lockedCar(tx: Db, id: number): Promise<CarDetailRow> {
  const [car] = await tx
    .select()
    .from(carDetails)
    .where(and(eq(carDetails.id, id), isNull(carDetails.deletedAt)))
    .for('update');
  if (!car) throw notFound(carTexts.noCar(id));
  return car;
}

/** Every change of a car writes its history entry, in the change's transaction. */
export const writeCarUpdate = (
  tx: Db,
  input: { carId: number; status: number; reason: string | null; by: string | null; at?: Date },
) =>
  tx.insert(carDetailUpdates).values({
    carDetailId: input.carId,
    status: input.status,
    reason: input.reason,
    byUserId: input.by,
    ...(input.at ? { createdAt: input.at } : {}),
  });

/** The caller as a driver: IsDriver and not deleted, else 403. */
export async function requireDriver(db: Db, userId: string) {
  const [user] = await db.select().from(people).where(eq(people.id, userId));
  if (!user || user.deletedAt) throw unauthorized();
  if (!user.isDriver) throw forbidden(carTexts.notADriver);
  return user;
}

/** A live car that must be the caller's own: 404 when there is none, 403 when it is someone else's. */
async function ownCar(db: Db, input: { id: number; driverId: string }) {
  const [car] = await db
    .select()
    .from(carDetails)
    .where(and(eq(carDetails.id, input.id), isNull(carDetails.deletedAt)));
  if (!car) throw notFound(carTexts.noCar(input.id));
  if (car.driverId !== input.driverId) throw forbidden(carTexts.notYourCar);
  return car;
}

async function insertCar(
  deps: CarsDeps,
  input: { fields: CarFields; driverId: string; by: string; asAdmin: boolean },
): Promise<{ Id: number }> {
  try {
    return await deps.db.transaction(async (tx) => {
      const [car] = await tx
        .insert(carDetails)
        .values({ ...carColumns(input.fields), driverId: input.driverId, status: CarStatus.Pending })
        .returning();
      await writeCarUpdate(tx, {
        carId: car!.id,
        status: CarStatus.Pending,
        reason: carTexts.created,
        by: input.by,
      });
      if (input.asAdmin)
        await recordAdminChange(tx, {
          userId: input.by,
          area: AREA,
          action: 'CreateCarDetailByAdmin',
          recordId: car!.id,
          after: loggedCar(car!),
        });
      return { Id: car!.id };
    });
  } catch (error) {
    throw raced(error, input.fields);
  }
}

/** CreateCarDetailByAdmin: a Pending car for the live driver DriverEmail names. */
export async function createCarByAdmin(
  deps: CarsDeps,
  input: CarFields & { DriverEmail: string; by: string },
) {
  const driver = await liveDriverByEmail(deps.db, input.DriverEmail);
  await checkCarFields(
    deps.db,
    deps.storage,
    { fields: input, today: todayOf(deps) },
    driver ? {} : { DriverEmail: [carTexts.noDriver(input.DriverEmail)] },
  );
  return insertCar(deps, { fields: input, driverId: driver!.id, by: input.by, asAdmin: true });
}

/** CreateMyCarDetail: a Pending car of the calling driver; pictures from their own uploads. */
export async function createMyCar(deps: CarsDeps, input: CarFields & { by: string }) {
  await requireDriver(deps.db, input.by);
  await checkCarFields(deps.db, deps.storage, { fields: input, today: todayOf(deps), ownerId: input.by });
  return insertCar(deps, { fields: input, driverId: input.by, by: input.by, asAdmin: false });
}

/** A driver's change sends an Approved or Require Extra Information car back to Pending; Suspended stays. */
const statusAfterDriverChange = (status: number) =>
  status === CarStatus.Approved || status === CarStatus.RequireExtraInformation ? CarStatus.Pending : status;

async function saveCar(
  deps: CarsDeps,
  input: { Id: number; fields: CarFields; by: string; asAdmin: boolean; ownerId?: string },
): Promise<CarDetail> {
  try {
    await deps.db.transaction(async (tx) => {
      const before = await lockedCar(tx, input.Id);
      if (input.ownerId !== undefined && before.driverId !== input.ownerId)
        throw forbidden(carTexts.notYourCar);
      const status = input.asAdmin ? before.status : statusAfterDriverChange(before.status);
      const [after] = await tx
        .update(carDetails)
        .set({ ...carColumns(input.fields), status, updatedAt: new Date() })
        .where(eq(carDetails.id, input.Id))
        .returning();
      await writeCarUpdate(tx, {
        carId: input.Id,
        status,
        reason: input.asAdmin ? 'Changed by an administrator' : carTexts.changedByDriver,
        by: input.by,
      });
      if (input.asAdmin)
        await recordAdminChange(tx, {
          userId: input.by,
          area: AREA,
          action: 'UpdateCarDetailByAdmin',
          recordId: input.Id,
          before: loggedCar(before),
          after: loggedCar(after!),
        });
    });
  } catch (error) {
    throw raced(error, input.fields);
  }
  return carDetailById(deps.db, input.Id);
}

/** UpdateCarDetailByAdmin: the car's fields; its status stays. */
export async function updateCarByAdmin(deps: CarsDeps, input: CarFields & { Id: number; by: string }) {
  const [car] = await deps.db
    .select({ id: carDetails.id })
    .from(carDetails)
    .where(and(eq(carDetails.id, input.Id), isNull(carDetails.deletedAt)));
  if (!car) throw notFound(carTexts.noCar(input.Id));
  await checkCarFields(deps.db, deps.storage, { fields: input, today: todayOf(deps), carId: input.Id });
  return saveCar(deps, { Id: input.Id, fields: input, by: input.by, asAdmin: true });
}

/** UpdateMyCarDetail: the driver's own car (403 for another's); see statusAfterDriverChange. */
export async function updateMyCar(deps: CarsDeps, input: CarFields & { Id: number; by: string }) {
  await requireDriver(deps.db, input.by);
  await ownCar(deps.db, { id: input.Id, driverId: input.by });
  await checkCarFields(deps.db, deps.storage, {
    fields: input,
    today: todayOf(deps),
    ownerId: input.by,
    carId: input.Id,
  });
  return saveCar(deps, { Id: input.Id, fields: input, by: input.by, asAdmin: false, ownerId: input.by });
}

const UNFINISHED: RideStatusId[] = [RideStatus.Accepted, RideStatus.Arrived, RideStatus.Ongoing];

/**
 * DeleteMyCarDetail: an administrator with CarDetail delete deletes any car (logged), a driver their
 * own; a car on an unfinished ride is 409. The row stays (rides keep their copy) and leaves the lists.
 */
export async function deleteCar(deps: CarsDeps, input: { Id: number; caller: Principal }) {
  const { caller } = input;
  const asAdmin = isPermitted(caller, Endpoint.CarDetail, 'delete') && !caller.requireNewPassword;
  if (!asAdmin) {
    await requireDriver(deps.db, caller.userId);
    await ownCar(deps.db, { id: input.Id, driverId: caller.userId });
  }
  const name = await deps.db.transaction(async (tx) => {
    const car = await lockedCar(tx, input.Id);
    if (!asAdmin && car.driverId !== caller.userId) throw forbidden(carTexts.notYourCar);
    const busy = await carRideStatus(tx, { carDetailId: car.id, statuses: UNFINISHED });
    if (busy !== undefined) throw conflict(carTexts.onUnfinishedRide(rideStatusNames[busy as RideStatusId]));
    await tx.update(carDetails).set({ deletedAt: new Date() }).where(eq(carDetails.id, car.id));
    await writeCarUpdate(tx, { carId: car.id, status: car.status, reason: 'Deleted', by: caller.userId });
    if (asAdmin)
      await recordAdminChange(tx, {
        userId: caller.userId,
        area: AREA,
        action: 'DeleteMyCarDetail',
        recordId: car.id,
        before: loggedCar(car),
      });
    return `${car.name} ${car.carModel} (${car.licenseNumber})`;
  });
  return { Message: carTexts.deleted(name) };
}

// ---------------------------------------------------------------- reads

export type CarDetailsQuery = Paging & {
  sort?: 'CreatedDate' | 'LicenseExpiryDate' | 'Status' | undefined;
  order?: 'asc' | 'desc' | undefined;
  keyword?: string | undefined;
  carStatus?: number | undefined;
  from?: string | undefined;
  to?: string | undefined;
};

/**
 * The car list's keyword: the car's name, model or licence number, or its driver's name, e-mail or
 * phone. The drivers are looked up first (a trigram index; each column then tested on its own, in
 * that small query), so the cars are found through the driver index and the cars' trigram index in
 * one bitmap, not by reading every car joined to its driver. On the car itself the keyword is tested
 * against name, model and licence number together, so 'Toyota Corolla' finds the Toyota Corolla:
 * testing each column again would test the driver list on every candidate row, which costs a
 * keyword that a twentieth of the drivers match five times more (bench/README.md, cars).
 */
function carKeywordMatch(db: Db, keyword: string | undefined): SQL | undefined {
  if (!keyword) return undefined;
  const pattern = containing(keyword);
  const like = (column: AnyPgColumn) => sql`lower(${column}) like ${pattern}`;
  const drivers = db
    .select({ id: people.id })
    .from(people)
    .where(
      and(
        sql`${userNameEmailAndPhone(people)} like ${pattern}`,
        or(like(people.firstname), like(people.surname), like(people.emailAddress), like(people.phoneNumber)),
      ),
    );
  return or(
    sql`${carDetails.driverId} = any(array(${drivers}))`,
    sql`${carSearchText(carDetails)} like ${pattern}`,
  );
}

/**
 * GetCarDetails: live cars, newest first unless sorted otherwise; no carStatus is all; the keyword on
 * the car and its driver.
 */
export async function listCarDetails(db: Db, query: CarDetailsQuery): Promise<Page<CarDetail>> {
  const where = and(
    isNull(carDetails.deletedAt),
    query.carStatus === undefined ? undefined : eq(carDetails.status, query.carStatus),
    withinDates(carDetails.createdAt, query),
    carKeywordMatch(db, query.keyword),
  );
  const [rows, [total]] = await Promise.all([
    selectCarViews(db)
      .where(where)
      .orderBy(
        ...sortedBy(query, {
          columns: {
            CreatedDate: carDetails.createdAt,
            LicenseExpiryDate: carDetails.licenseExpiryDate,
            Status: carDetails.status,
          },
          tieBreaker: carDetails.id,
          byDefault: [desc(carDetails.createdAt), desc(carDetails.id)],
        }),
      )
      .limit(query.pageSize)
      .offset(offsetOf(query)),
    db.select({ n: count() }).from(carDetails).where(where),
  ]);
  return { rows: rows.map(toCarDetail), total: total?.n ?? 0 };
}

/** GetCarDetailById: a live car. */
export async function getCarDetail(db: Db, input: { id: number }): Promise<CarDetail> {
  const [row] = await selectCarViews(db).where(
    and(eq(carDetails.id, input.id), isNull(carDetails.deletedAt)),
  );
  if (!row) throw notFound(carTexts.noCar(input.id));
  return toCarDetail(row);
}

/** GetMyCarDetails: the calling driver's live cars, newest first. */
export async function myCars(db: Db, input: { by: string }): Promise<Page<CarDetail>> {
  await requireDriver(db, input.by);
  const rows = await selectCarViews(db)
    .where(and(eq(carDetails.driverId, input.by), isNull(carDetails.deletedAt)))
    .orderBy(desc(carDetails.createdAt), desc(carDetails.id));
  return { rows: rows.map(toCarDetail), total: rows.length };
}

/** GetCarDetailUpdates: a car's history, newest first, with who made each change (null: the system). */
export async function carHistory(
  db: Db,
  input: Paging & { carDetailId: number },
): Promise<Page<CarDetailUpdate>> {
  const [car] = await db
    .select({ id: carDetails.id })
    .from(carDetails)
    .where(and(eq(carDetails.id, input.carDetailId), isNull(carDetails.deletedAt)));
  if (!car) throw notFound(carTexts.noCar(input.carDetailId));
  const where = eq(carDetailUpdates.carDetailId, input.carDetailId);
  const [rows, total] = await Promise.all([
    db
      .select({ update: carDetailUpdates, firstname: people.firstname, surname: people.surname })
      .from(carDetailUpdates)
      .leftJoin(people, eq(people.id, carDetailUpdates.byUserId))
      .where(where)
      .orderBy(desc(carDetailUpdates.createdAt), desc(carDetailUpdates.id))
      .limit(input.pageSize)
      .offset(offsetOf(input)),
    db.$count(carDetailUpdates, where),
  ]);
  return {
    rows: rows.map(({ update, firstname, surname }) => ({
      Status: update.status,
      StatusName: carStatusName(update.status),
      CreatedDate: update.createdAt.toISOString(),
      Reason: update.reason,
      ActionUserFirstname: firstname,
      ActionUserSurname: surname,
    })),
    total,
  };
}
