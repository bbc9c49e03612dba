import { drivingPackageTexts, type MyPackage, walletTexts } from '@wayfare/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs, listOf, problemOf } from '../../test/api-client.ts';
import { createTestApp, signInAsFirstAdmin, type TestApp } from '../../test/test-app.ts';
import { driver, ok, type Person, requested, rider, rideWrites } from '../rides/rides.test-support.ts';
import { creditPackageBonusIfDue } from './index.ts';
import { packageBonuses } from './packages.table.ts';
import { givePackageToDrive, startPeriodAt } from './packages.test-support.ts';
import { packagesSummary } from './packages-summary.service.ts';

/**
 * Issue 30 "Packages decide who drives": AcceptRide needs a package in its period with rides left;
 * GetMyPackage shows it; the BonusAmount is credited once per period at MinTotalRides. On PostgreSQL
 * the racing calls really overlap; on PGlite they queue, and the same answers must come out.
 */
let t: TestApp;
let admin: ReturnType<typeof apiAs>;
beforeAll(async () => {
  t = await createTestApp({ OUTBOX_POLL_MS: 60_000 });
  admin = apiAs(t, await signInAsFirstAdmin(t));
});
afterAll(() => t.close());

let names = 0;
/** A driver holding a package of their own (its name answered), made with these columns. */
async function driverWithPackage(columns: {
  maxTotalRides: number;
  minTotalRides?: number;
  bonusAmountKobo?: number;
  frequency?: number;
}) {
  names += 1;
  const name = `Road ${names} ${Date.now()}`;
  const person = await driver(t, { drivingPackage: false });
  await givePackageToDrive(t.db, person.id, { name, ...columns });
  return { ...person, packageName: name };
}

const myPackage = async (person: Person) => {
  const response = await person.api.get('/api/Package/GetMyPackage');
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as MyPackage;
};

/** A ride of a new rider, driven to its end by the driver. */
async function driven(person: Person) {
  const ride = await requested(await rider(t));
  await ok(person.api, 'AcceptRide', { Id: ride.Id });
  for (const step of ['ArriveRide', 'StartRide', 'CompleteRide']) await ok(person.api, step, { Id: ride.Id });
  return ride;
}

/** AcceptRide refused with 409 and this title, the rides and their histories left as they were. */
async function refusedAccept(person: Person, title: string) {
  const ride = await requested(await rider(t));
  const before = await rideWrites(t);
  const problem = problemOf(await person.api.post('/api/Ride/AcceptRide', { Id: ride.Id }), 409);
  expect(problem.title).toBe(title);
  expect(await rideWrites(t)).toEqual(before);
}

const bonusCredits = async (person: Person) =>
  listOf<{ TransactionTypeName: string; Amount: number; CreditMessage: string }>(
    await person.api.get('/api/Wallet/GetMyWalletTransactions'),
  ).rows.map((row) => [row.TransactionTypeName, row.Amount, row.CreditMessage]);

describe('AcceptRide and the driver’s package', () => {
  it('refuses a driver holding no package (409, nothing written); GetMyPackage answers Package null', async () => {
    const person = await driver(t, { drivingPackage: false });
    await refusedAccept(person, drivingPackageTexts.noPackage);
    expect(await myPackage(person)).toMatchObject({
      Package: null,
      PeriodStart: null,
      PeriodEnd: null,
      RidesDone: 0,
      RidesLeft: 0,
      CanAcceptRides: false,
      Refusal: drivingPackageTexts.noPackage,
    });
  });

  it('refuses once the package’s period ended, naming when (in TIME_ZONE)', async () => {
    const person = await driverWithPackage({ maxTotalRides: 10, frequency: 1 });
    await startPeriodAt(t.db, person.id, new Date('2025-06-01T09:00:00Z'));
    const title = drivingPackageTexts.periodEnded(person.packageName, '2 Jun 2025, 10:00');
    await refusedAccept(person, title);
    expect(await myPackage(person)).toMatchObject({
      PeriodStart: '2025-06-01T09:00:00.000Z',
      PeriodEnd: '2025-06-02T09:00:00.000Z',
      RidesLeft: 0,
      CanAcceptRides: false,
      Refusal: title,
    });
  });

  it('counts the period’s rides to MaxTotalRides, then refuses until its end; the bonus once at MinTotalRides', async () => {
    const person = await driverWithPackage({ maxTotalRides: 2, minTotalRides: 1, bonusAmountKobo: 50_000 });
    const start = await myPackage(person);
    expect(start).toMatchObject({
      Package: { Name: person.packageName, PackageFrequencyName: 'Monthly', MaxTotalRides: 2 },
      RidesDone: 0,
      RidesLeft: 2,
      MinTotalRides: 1,
      MaxTotalRides: 2,
      BonusAmount: 500,
      BonusEarned: false,
      BonusCredited: false,
      CanAcceptRides: true,
      Refusal: null,
    });
    const end = new Date(start.PeriodEnd!);
    expect(end.getTime() - new Date(start.PeriodStart!).getTime()).toBeGreaterThanOrEqual(28 * 86_400_000);

    await driven(person);
    const bonus = ['Credit', 500, drivingPackageTexts.bonusMessage(person.packageName, 1)];
    expect(await bonusCredits(person)).toEqual([bonus]);
    expect(await myPackage(person)).toMatchObject({
      RidesDone: 1,
      RidesLeft: 1,
      BonusEarned: true,
      BonusCredited: true,
      BonusCreditedAt: expect.any(String),
    });
    expect((await person.api.get('/api/Wallet/GetMyWallet')).json()).toMatchObject({ Balance: 500 });

    await driven(person);
    expect(await bonusCredits(person)).toEqual([bonus]);
    const usedUp = drivingPackageTexts.ridesUsedUp(
      person.packageName,
      2,
      new Intl.DateTimeFormat('en-NG', {
        dateStyle: 'medium',
        timeStyle: 'short',
        timeZone: 'Africa/Lagos',
      }).format(end),
    );
    expect(await myPackage(person)).toMatchObject({
      RidesDone: 2,
      RidesLeft: 0,
      CanAcceptRides: false,
      Refusal: usedUp,
    });
    await refusedAccept(person, usedUp);

    // Another period (a sale again): its rides count from 0, and its bonus is its own.
    await startPeriodAt(t.db, person.id, new Date());
    expect(await myPackage(person)).toMatchObject({ RidesDone: 0, RidesLeft: 2, BonusCredited: false });
    await driven(person);
    expect(await bonusCredits(person)).toEqual([bonus, bonus]);
  });

  it('pays the bonus once per period, however often and however concurrently the completion asks', async () => {
    const person = await driverWithPackage({ maxTotalRides: 5, minTotalRides: 1, bonusAmountKobo: 25_000 });
    await driven(person);
    await Promise.all(
      Array.from({ length: 6 }, () =>
        t.db.transaction((tx) => creditPackageBonusIfDue(tx, { driverId: person.id })),
      ),
    );
    await driven(person);
    expect(await bonusCredits(person)).toEqual([
      ['Credit', 250, drivingPackageTexts.bonusMessage(person.packageName, 1)],
    ]);
    expect(await t.db.$count(packageBonuses)).toBeGreaterThan(0);
  });

  it('sets no limit with a MaxTotalRides of 0 (the form’s default): RidesLeft null', async () => {
    const person = await driverWithPackage({ maxTotalRides: 0 });
    await driven(person);
    await driven(person);
    expect(await myPackage(person)).toMatchObject({ RidesDone: 2, RidesLeft: null, CanAcceptRides: true });
    await startPeriodAt(t.db, person.id, new Date('2025-06-01T09:00:00Z'));
    expect(await myPackage(person)).toMatchObject({ RidesDone: 0, RidesLeft: 0, CanAcceptRides: false });
  });

  it('pays no ride bonus below MinTotalRides, nor with a MinTotalRides of 0', async () => {
    const short = await driverWithPackage({ maxTotalRides: 5, minTotalRides: 2, bonusAmountKobo: 10_000 });
    await driven(short);
    expect(await myPackage(short)).toMatchObject({ RidesDone: 1, BonusEarned: false, BonusCredited: false });
    const noTarget = await driverWithPackage({ maxTotalRides: 5, minTotalRides: 0, bonusAmountKobo: 10_000 });
    await driven(noTarget);
    expect(await bonusCredits(short)).toEqual([]);
    expect(await bonusCredits(noTarget)).toEqual([]);
  });

  it('lets one of two racing AcceptRides take the last ride left; then the rides are used up', async () => {
    for (let round = 0; round < 3; round++) {
      const person = await driverWithPackage({ maxTotalRides: 1 });
      const rides = await Promise.all([requested(await rider(t)), requested(await rider(t))]);
      const answers = await Promise.all(
        rides.map((ride) => person.api.post('/api/Ride/AcceptRide', { Id: ride.Id })),
      );
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
      const taken = rides[answers.findIndex((answer) => answer.statusCode === 200)]!;
      for (const step of ['ArriveRide', 'StartRide', 'CompleteRide'])
        await ok(person.api, step, { Id: taken.Id });
      const other = rides.find((ride) => ride !== taken)!;
      const refusal = problemOf(await person.api.post('/api/Ride/AcceptRide', { Id: other.Id }), 409);
      expect(refusal.title).toMatch(/^The 1 rides of your package .* are used up until /);
      expect(await myPackage(person)).toMatchObject({ RidesDone: 1, RidesLeft: 0 });
    }
  });

  it('answers GetMyPackage to drivers only (403), and 401 without a sign-in', async () => {
    expect(problemOf(await (await rider(t)).api.get('/api/Package/GetMyPackage'), 403).title).toBe(
      walletTexts.driversOnly,
    );
    expect((await apiAs(t).get('/api/Package/GetMyPackage')).statusCode).toBe(401);
  });
});

describe('the dashboard’s package usage', () => {
  it('counts the rides done under each package as its limit does', async () => {
    const person = await driverWithPackage({ maxTotalRides: 3 });
    await driven(person);
    await driven(person);
    const summary = await packagesSummary(t.db, { daysBack: 1, now: new Date(), timeZone: 'Africa/Lagos' });
    const usage = summary.rows.find((row) => row.PackageName === person.packageName);
    expect(usage?.UsageCounts.map((day) => day.Count)).toEqual([(await myPackage(person)).RidesDone]);
    expect(usage?.UsageCounts[0]?.Count).toBe(2);
    const http = listOf<{ PackageName: string; UsageCounts: { Count: number }[] }>(
      await admin.get('/api/Package/GetPackagesSummary', { daysBack: '1' }),
    );
    expect(http.rows.find((row) => row.PackageName === person.packageName)?.UsageCounts[0]?.Count).toBe(2);
  });
});
