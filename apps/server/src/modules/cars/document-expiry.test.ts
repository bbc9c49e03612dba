import { CarStatus, carTexts, type ExpiringDocument } from '@wayfare/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectPostgres } from '../../db/client.ts';
import type { Db } from '../../db/database.ts';
import { apiAs, listOf, problemOf } from '../../test/api-client.ts';
import { createTestApp, createUser, type TestApp, tokenFor } from '../../test/test-app.ts';
import { createTestDatabase } from '../../test/test-database.ts';
import { users } from '../accounts/accounts.table.ts';
import { outboxMessages } from '../outbox/outbox.table.ts';
import { requested, rider } from '../rides/rides.test-support.ts';
import { carDetails, carDetailUpdates } from './cars.table.ts';
import { checkDocuments, documentExpiryJob } from './document-expiry.service.ts';
import { carFor } from './test-support.ts';

const LAGOS = 'Africa/Lagos';
/** 07:30 in Lagos (UTC+1) on a day of December 2026. */
const morningOf = (day: number) => new Date(`2026-12-${String(day).padStart(2, '0')}T06:30:00Z`);

let drivers = 0;
/** A driver (licence expiring as told) with one Approved car whose papers expire as told. */
async function driverWithPapers(
  db: Db,
  papers: { licence: string; insurance: string; roadWorthiness: string; driverLicence: string },
) {
  drivers += 1;
  const email = `expiring.${drivers}.${Date.now()}@example.ng`;
  const user = await createUser(db as never, { password: null, email });
  await db
    .update(users)
    .set({
      isDriver: true,
      driverLicense: '/uploads/l.png',
      licenseExpiryDate: papers.driverLicence,
      licenseApprovedAt: new Date(),
    })
    .where(eq(users.id, user.id));
  const car = await carFor(db, user.id, {
    name: 'Toyota',
    carModel: 'Hiace',
    licenseExpiryDate: papers.licence,
    insurance: '/uploads/i.png',
    insuranceExpiryDate: papers.insurance,
    roadWorthiness: '/uploads/r.png',
    roadWorthinessExpiryDate: papers.roadWorthiness,
  });
  return { id: user.id, email, car };
}

const PAPERS = {
  licence: '2026-12-31', // 30 days after 1 December
  insurance: '2026-12-08', // 7 days
  roadWorthiness: '2026-12-02', // 1 day
  driverLicence: '2026-12-20', // 19 days: the 30-day reminder
};

const messagesTo = async (db: Db, email: string) =>
  (await db.select().from(outboxMessages).where(eq(outboxMessages.recipient, email))).map((message) => ({
    type: message.typeName,
    subject: message.subject,
  }));

describe('the daily check of the papers (issue 17 §2)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ OUTBOX_POLL_MS: 60_000 });
  });
  afterAll(() => t.close());

  it('reminds 30, 7 and 1 days before, each once over two runs; expiry stops the Approved car and tells the driver', async () => {
    const driver = await driverWithPapers(t.db, PAPERS);
    await checkDocuments(t.db, { now: morningOf(1), timeZone: LAGOS });
    await checkDocuments(t.db, { now: new Date(morningOf(1).getTime() + 3_600_000), timeZone: LAGOS });
    expect(
      (await messagesTo(t.db, driver.email)).sort((a, b) => a.subject!.localeCompare(b.subject!)),
    ).toEqual([
      { type: 'Document Expiring', subject: 'Your Car Licence expires in 30 day(s)' },
      { type: 'Document Expiring', subject: "Your Driver's Licence expires in 19 day(s)" },
      { type: 'Document Expiring', subject: 'Your Insurance expires in 7 day(s)' },
      { type: 'Document Expiring', subject: 'Your Road Worthiness expires in 1 day(s)' },
    ]);

    // The next day: the road-worthiness expired; the others are still on the steps already sent.
    await checkDocuments(t.db, { now: morningOf(2), timeZone: LAGOS });
    await checkDocuments(t.db, { now: morningOf(2), timeZone: LAGOS });
    const sent = await messagesTo(t.db, driver.email);
    expect(sent).toHaveLength(5);
    expect(sent.filter((message) => message.type === 'Document Expired')).toEqual([
      { type: 'Document Expired', subject: 'Your Road Worthiness has expired' },
    ]);
    const [car] = await t.db.select().from(carDetails).where(eq(carDetails.id, driver.car.id));
    expect(car).toMatchObject({
      status: CarStatus.RequireExtraInformation,
      message: 'Road Worthiness expired on 2026-12-02',
    });
    const updates = await t.db
      .select()
      .from(carDetailUpdates)
      .where(eq(carDetailUpdates.carDetailId, car!.id));
    expect(updates).toEqual([
      expect.objectContaining({
        status: CarStatus.RequireExtraInformation,
        reason: carTexts.expired('Road Worthiness', '2026-12-02'),
        byUserId: null,
      }),
    ]);

    // AcceptRide then refuses the car.
    const api = apiAs(t, await tokenFor({ id: driver.id }));
    const ride = await requested(await rider(t));
    const refusal = problemOf(await api.post('/api/Ride/AcceptRide', { Id: ride.Id }), 403);
    expect(refusal.title).toBe(carTexts.noApprovedCar);

    // A renewed paper (a new expiry date) starts its reminders afresh.
    await t.db.update(carDetails).set({ licenseExpiryDate: '2027-01-01' }).where(eq(carDetails.id, car!.id));
    await checkDocuments(t.db, { now: morningOf(3), timeZone: LAGOS });
    expect(await messagesTo(t.db, driver.email)).toContainEqual({
      type: 'Document Expiring',
      subject: 'Your Car Licence expires in 29 day(s)',
    });
  });

  it('runs from 07:00 in TIME_ZONE: the hourly job does nothing earlier in the day', async () => {
    const driver = await driverWithPapers(t.db, {
      licence: '2027-01-30',
      insurance: '2027-06-30',
      roadWorthiness: '2027-06-30',
      driverLicence: '2027-06-30',
    });
    const job = documentExpiryJob(LAGOS);
    expect(job.everyMs).toBe(3_600_000);
    await job.run({ db: t.db, now: new Date('2026-12-31T05:59:00Z') }); // 06:59 in Lagos
    expect(await messagesTo(t.db, driver.email)).toEqual([]);
    await job.run({ db: t.db, now: new Date('2026-12-31T06:00:00Z') }); // 07:00 in Lagos
    expect(await messagesTo(t.db, driver.email)).toEqual([
      { type: 'Document Expiring', subject: 'Your Car Licence expires in 30 day(s)' },
    ]);
  });

  it('lists the papers expiring within daysAhead, soonest first, without the deleted cars', async () => {
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: LAGOS }).format(new Date());
    const inDays = (days: number) =>
      new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
    const driver = await driverWithPapers(t.db, {
      licence: inDays(3),
      insurance: inDays(40),
      roadWorthiness: inDays(10),
      driverLicence: inDays(25),
    });
    const gone = await carFor(t.db, driver.id, { licenseExpiryDate: inDays(2), deletedAt: new Date() });
    const admin = apiAs(
      t,
      await tokenFor(await createUser(t.db, { password: null, allowAllEndpoints: true })),
    );
    const { rows } = listOf<ExpiringDocument>(
      await admin.get('/api/CarDetail/GetExpiringDocuments', { pageSize: 500 }),
    );
    const mine = rows.filter((row) => row.DriverId === driver.id);
    expect(mine.map((row) => [row.Document, row.ExpiryDate, row.CarDetailId])).toEqual([
      ['Car Licence', inDays(3), driver.car.id],
      ['Road Worthiness', inDays(10), driver.car.id],
      ["Driver's Licence", inDays(25), null],
    ]);
    expect(rows.map((row) => row.CarDetailId)).not.toContain(gone.id);
    expect(mine[0]).toMatchObject({ Name: 'Toyota', LicenseNumber: driver.car.licenseNumber });
    const week = listOf<ExpiringDocument>(
      await admin.get('/api/CarDetail/GetExpiringDocuments', { daysAhead: 7 }),
    );
    expect(week.rows.filter((row) => row.DriverId === driver.id)).toHaveLength(1);
    problemOf(await admin.get('/api/CarDetail/GetExpiringDocuments', { daysAhead: 0 }), 400);
  });
});

describe('two processes checking at once', () => {
  it('send each reminder once', async () => {
    const connection = await createTestDatabase();
    const second = connection.url ? await connectPostgres(connection.url, 2, () => {}) : undefined;
    try {
      const driver = await driverWithPapers(connection.db, PAPERS);
      // On PostgreSQL two connections race (PGlite has one connection: there the runs take turns).
      const runAll = async (now: Date) => {
        if (!second) {
          for (let run = 0; run < 4; run++) await checkDocuments(connection.db, { now, timeZone: LAGOS });
          return;
        }
        const dbs = [connection.db, second.db, connection.db, second.db];
        await Promise.all(dbs.map((db) => checkDocuments(db, { now, timeZone: LAGOS })));
      };
      await runAll(morningOf(1));
      expect(await messagesTo(connection.db, driver.email)).toHaveLength(4);
      await runAll(morningOf(2));
      expect(await messagesTo(connection.db, driver.email)).toHaveLength(5);
      const updates = await connection.db
        .select()
        .from(carDetailUpdates)
        .where(eq(carDetailUpdates.carDetailId, driver.car.id));
      expect(updates).toHaveLength(1);
    } finally {
      await second?.close();
      await connection.close();
    }
  });
});
