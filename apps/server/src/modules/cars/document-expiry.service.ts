import {
  CarDocument,
  type CarDocumentName,
  CarStatus,
  carTexts,
  EXPIRY_REMINDER_DAYS,
  type ExpiringDocument,
} from '@wayfare/contracts';
import { and, eq, gt, gte, isNotNull, isNull, lte, type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, unionAll } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database.ts';
import { offsetOf, type Page, type Paging } from '../../db/list-query.ts';
import { people } from '../accounts/index.ts';
import type { JobDefinition } from '../jobs/index.ts';
import { queueTemplatedEmails } from '../message-templates/index.ts';
import { addDays, localDay } from '../rides/index.ts';
import { carDetails, carDetailUpdates, carDocumentNotices } from './cars.table.ts';

/**
 * issue 17 §2: the papers the daily check watches. A car's three (each with its column) and each
 * driver's licence (on the account). The step of a notice: 30, 7 or 1 (days before), 0 (expired).
 */
const CAR_PAPERS: { document: CarDocumentName; column: AnyPgColumn; key: string }[] = [
  { document: CarDocument.CarLicence, column: carDetails.licenseExpiryDate, key: 'licence' },
  { document: CarDocument.Insurance, column: carDetails.insuranceExpiryDate, key: 'insurance' },
  {
    document: CarDocument.RoadWorthiness,
    column: carDetails.roadWorthinessExpiryDate,
    key: 'road-worthiness',
  },
];
const EXPIRED_STEP = 0;
/** An expiry found later than this (a job that did not run) is still told; older ones are history. */
const EXPIRED_LOOKBACK_DAYS = 30;
const DAY_MS = 86_400_000;

const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS);

/** The reminder a document is due for with this many days left: the nearest step not yet passed. */
export const reminderStep = (daysLeft: number) =>
  [...EXPIRY_REMINDER_DAYS].sort((a, b) => a - b).find((step) => daysLeft <= step);

type Paper = {
  documentKey: string;
  document: CarDocumentName;
  expiryDate: string;
  driverId: string;
  email: string;
  firstname: string;
  item: string;
  carId: number | null;
};

/** The papers of live cars and live drivers expiring between two days (both included). */
async function papersExpiring(db: Db, range: { from: string; to: string }): Promise<Paper[]> {
  const papers: Paper[] = [];
  for (const paper of CAR_PAPERS) {
    const rows = await db
      .select({
        id: carDetails.id,
        name: carDetails.name,
        carModel: carDetails.carModel,
        licenseNumber: carDetails.licenseNumber,
        expiryDate: sql<string>`${paper.column}::text`,
        driverId: people.id,
        email: people.emailAddress,
        firstname: people.firstname,
      })
      .from(carDetails)
      .innerJoin(people, eq(people.id, carDetails.driverId))
      .where(
        and(
          isNull(carDetails.deletedAt),
          isNull(people.deletedAt),
          gte(paper.column, range.from),
          lte(paper.column, range.to),
        ),
      );
    for (const row of rows)
      papers.push({
        documentKey: `car:${row.id}:${paper.key}`,
        document: paper.document,
        expiryDate: row.expiryDate,
        driverId: row.driverId,
        email: row.email,
        firstname: row.firstname,
        item: `${row.name} ${row.carModel}, ${row.licenseNumber}`,
        carId: row.id,
      });
  }
  const drivers = await db
    .select({
      id: people.id,
      email: people.emailAddress,
      firstname: people.firstname,
      surname: people.surname,
      expiryDate: people.licenseExpiryDate,
    })
    .from(people)
    .where(
      and(
        eq(people.isDriver, true),
        isNull(people.deletedAt),
        gte(people.licenseExpiryDate, range.from),
        lte(people.licenseExpiryDate, range.to),
      ),
    );
  for (const row of drivers)
    papers.push({
      documentKey: `driver:${row.id}:licence`,
      document: CarDocument.DriverLicence,
      expiryDate: row.expiryDate!,
      driverId: row.id,
      email: row.email,
      firstname: row.firstname,
      item: `${row.firstname} ${row.surname}`,
      carId: null,
    });
  return papers;
}

/** Papers per transaction: one INSERT of notices, one of messages, one UPDATE of cars each. */
const BATCH = 500;

function* batches<T>(items: readonly T[]) {
  for (let start = 0; start < items.length; start += BATCH) yield items.slice(start, start + BATCH);
}

/**
 * Claims the notices of a batch of papers in one INSERT: the papers whose row this transaction made
 * (of any process), each to be told once; the others were told before.
 */
async function claimNotices<T extends { paper: Paper; step: number }>(tx: Db, batch: readonly T[]) {
  if (batch.length === 0) return [];
  const claimed = await tx
    .insert(carDocumentNotices)
    .values(
      batch.map(({ paper, step }) => ({
        documentKey: paper.documentKey,
        expiryDate: paper.expiryDate,
        step,
      })),
    )
    .onConflictDoNothing()
    .returning({ documentKey: carDocumentNotices.documentKey, expiryDate: carDocumentNotices.expiryDate });
  const made = new Set(claimed.map((row) => `${row.documentKey}|${row.expiryDate}`));
  return batch.filter(({ paper }) => made.has(`${paper.documentKey}|${paper.expiryDate}`));
}

const mailValues = (paper: Paper) => ({
  FirstName: paper.firstname,
  Document: paper.document,
  Item: paper.item,
  ExpiryDate: paper.expiryDate,
});

/**
 * The daily check (issue 17 §2), for the day `now` is in TIME_ZONE. Papers expiring within 30 days get
 * the reminder of their step (30, 7, 1 days before), each once per document, expiry date and step:
 * the notice's unique key decides, in the transaction that queues the message, so two runs or two
 * processes send it once. A paper that expired moves its Approved car to Require Extra Information
 * (Reason '{Document} expired on {date}', by the system) and tells the driver, once. Papers go in
 * batches, each one transaction of a few statements (bench/README.md, cars: 100 000 cars).
 */
export async function checkDocuments(db: Db, input: { now: Date; timeZone: string }) {
  const today = localDay(input.now, input.timeZone);
  const result = { reminders: 0, expired: 0, carsStopped: 0 };
  const longestStep = Math.max(...EXPIRY_REMINDER_DAYS);
  const due = (
    await papersExpiring(db, { from: addDays(today, 1), to: addDays(today, longestStep) })
  ).flatMap((paper) => {
    const daysLeft = daysBetween(today, paper.expiryDate);
    const step = reminderStep(daysLeft);
    return step === undefined ? [] : [{ paper, step, daysLeft }];
  });
  for (const batch of batches(due))
    await db.transaction(async (tx) => {
      const claimed = await claimNotices(tx, batch);
      await queueTemplatedEmails(
        tx,
        'Document Expiring',
        claimed.map(({ paper, daysLeft }) => ({
          recipient: paper.email,
          values: { ...mailValues(paper), DaysLeft: String(daysLeft) },
        })),
      );
      result.reminders += claimed.length;
    });
  const expired = await papersExpiring(db, { from: addDays(today, -EXPIRED_LOOKBACK_DAYS), to: today });
  for (const batch of batches(expired))
    await db.transaction(async (tx) => {
      result.carsStopped += await stopApprovedCars(
        tx,
        batch.flatMap((paper) => (paper.carId === null ? [] : [{ ...paper, carId: paper.carId }])),
        input.now,
      );
      const claimed = await claimNotices(
        tx,
        batch.map((paper) => ({ paper, step: EXPIRED_STEP })),
      );
      await queueTemplatedEmails(
        tx,
        'Document Expired',
        claimed.map(({ paper }) => ({ recipient: paper.email, values: mailValues(paper) })),
      );
      result.expired += claimed.length;
    });
  // A car approved before its paper's expiry was found (or older than the lookback) is stopped too.
  for (const paper of CAR_PAPERS) {
    const stale = await db
      .select({ id: carDetails.id, expiryDate: sql<string>`${paper.column}::text` })
      .from(carDetails)
      .where(
        and(
          isNull(carDetails.deletedAt),
          eq(carDetails.status, CarStatus.Approved),
          isNotNull(paper.column),
          lte(paper.column, addDays(today, -EXPIRED_LOOKBACK_DAYS - 1)),
        ),
      );
    for (const batch of batches(stale))
      await db.transaction(async (tx) => {
        result.carsStopped += await stopApprovedCars(
          tx,
          batch.map((car) => ({ carId: car.id, document: paper.document, expiryDate: car.expiryDate })),
          input.now,
        );
      });
  }
  return result;
}

/**
 * Moves the cars that are still Approved to Require Extra Information, each with its paper's reason,
 * in one UPDATE (which takes each row's lock and reads its status again, so a car another run or an
 * administrator changed meanwhile is left alone), and writes their history entries. A car with two
 * expired papers in the batch is stopped by the first. Returns how many moved.
 */
async function stopApprovedCars(
  tx: Db,
  papers: readonly { carId: number; document: string; expiryDate: string }[],
  now: Date,
) {
  const first = new Map<number, string>();
  for (const paper of papers)
    if (!first.has(paper.carId)) first.set(paper.carId, carTexts.expired(paper.document, paper.expiryDate));
  if (first.size === 0) return 0;
  const reasons = sql.join(
    [...first].map(([id, reason]) => sql`(${id}::int, ${reason}::text)`),
    sql`, `,
  );
  const moved = (await tx.execute(sql`
    update ${carDetails} c set status = ${CarStatus.RequireExtraInformation}, message = v.reason,
      updated_at = ${now.toISOString()}::timestamptz
    from (values ${reasons}) as v(id, reason)
    where c.id = v.id and c.status = ${CarStatus.Approved}
    returning c.id, v.reason`)) as unknown as { rows: { id: number; reason: string }[] };
  if (moved.rows.length > 0)
    await tx.insert(carDetailUpdates).values(
      moved.rows.map((car) => ({
        carDetailId: car.id,
        status: CarStatus.RequireExtraInformation,
        reason: car.reason,
        byUserId: null,
        createdAt: now,
      })),
    );
  return moved.rows.length;
}

export const DOCUMENT_EXPIRY_JOB = 'car-document-expiry';
/** issue 17 §2: the check runs from 07:00 in TIME_ZONE. */
export const DOCUMENT_CHECK_HOUR = 7;
const HOUR_MS = 3_600_000;

const localHour = (now: Date, timeZone: string) =>
  Number(new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', hourCycle: 'h23' }).format(now));

/**
 * The scheduler runs jobs at intervals, not at a time of day: this one looks every hour and checks from
 * 07:00 in TIME_ZONE. The notices' keys make the later hours of the day find nothing left to send, so
 * in effect the day's check happens once, at the first run after 07:00.
 */
export const documentExpiryJob = (timeZone: string): JobDefinition => ({
  everyMs: HOUR_MS,
  run: async ({ db, now }) =>
    localHour(now, timeZone) < DOCUMENT_CHECK_HOUR ? {} : checkDocuments(db, { now, timeZone }),
});

/** GetExpiringDocuments: papers of live cars and drivers expiring after today and within daysAhead, soonest first. */
export async function expiringDocuments(
  db: Db,
  input: Paging & { daysAhead: number; now: Date; timeZone: string },
): Promise<Page<ExpiringDocument>> {
  const today = localDay(input.now, input.timeZone);
  const until = addDays(today, input.daysAhead);
  const within = (column: AnyPgColumn): SQL => and(gt(column, today), lte(column, until))!;
  const carPapers = CAR_PAPERS.map((paper) =>
    db
      .select({
        carDetailId: sql<number | null>`${carDetails.id}`.as('car_detail_id'),
        name: sql<string | null>`${carDetails.name}`.as('car_name'),
        licenseNumber: sql<string | null>`${carDetails.licenseNumber}`.as('car_license_number'),
        driverId: sql<string>`${people.id}`.as('driver_id'),
        surname: sql<string>`${people.surname}`.as('driver_surname'),
        firstname: sql<string>`${people.firstname}`.as('driver_firstname'),
        document: sql<string>`${paper.document}::text`.as('document'),
        expiryDate: sql<string>`${paper.column}::text`.as('expiry_date'),
      })
      .from(carDetails)
      .innerJoin(people, eq(people.id, carDetails.driverId))
      .where(and(isNull(carDetails.deletedAt), isNull(people.deletedAt), within(paper.column))),
  );
  const driverLicences = db
    .select({
      carDetailId: sql<number | null>`null::integer`.as('car_detail_id'),
      name: sql<string | null>`null::text`.as('car_name'),
      licenseNumber: sql<string | null>`null::text`.as('car_license_number'),
      driverId: sql<string>`${people.id}`.as('driver_id'),
      surname: sql<string>`${people.surname}`.as('driver_surname'),
      firstname: sql<string>`${people.firstname}`.as('driver_firstname'),
      document: sql<string>`${CarDocument.DriverLicence}::text`.as('document'),
      expiryDate: sql<string>`${people.licenseExpiryDate}::text`.as('expiry_date'),
    })
    .from(people)
    .where(and(eq(people.isDriver, true), isNull(people.deletedAt), within(people.licenseExpiryDate)));
  const all = unionAll(carPapers[0]!, carPapers[1]!, carPapers[2]!, driverLicences).as('papers');
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(all)
      .orderBy(all.expiryDate, all.document, all.carDetailId, all.driverId)
      .limit(input.pageSize)
      .offset(offsetOf(input)),
    db.select({ n: sql<number>`count(*)::integer` }).from(all),
  ]);
  return {
    rows: rows.map((row) => ({
      CarDetailId: row.carDetailId,
      Name: row.name,
      LicenseNumber: row.licenseNumber,
      DriverId: row.driverId,
      DriverSurname: row.surname,
      DriverFirstname: row.firstname,
      Document: row.document,
      ExpiryDate: row.expiryDate,
    })),
    total: total?.n ?? 0,
  };
}
