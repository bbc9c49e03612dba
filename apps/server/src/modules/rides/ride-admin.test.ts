import type { Ride } from '@wayfare/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs, listOf, problemOf } from '../../test/api-client.ts';
import { createTestApp, signedInAdmin, signInAsFirstAdmin, type TestApp } from '../../test/test-app.ts';
import { users } from '../accounts/accounts.table.ts';
import { packages } from '../packages/packages.table.ts';
import { packagesSummary } from '../packages/packages-summary.service.ts';
import { cancelUnacceptedRides } from './cancel-unaccepted-rides.job.ts';
import { rideSummary, topDrivers } from './ride-summary.service.ts';
import { rideStatusUpdates, rides } from './rides.table.ts';
import { driver, ok, requested, rider } from './rides.test-support.ts';

let t: TestApp;
let admin: ReturnType<typeof apiAs>;
beforeAll(async () => {
  t = await createTestApp({ OUTBOX_POLL_MS: 60_000 });
  admin = apiAs(t, await signInAsFirstAdmin(t));
});
afterAll(() => t.close());

const LAGOS = 'Africa/Lagos';

/** A ride written straight into the table, at the given moments (for the day counts). */
async function storedRide(values: Partial<typeof rides.$inferInsert> & { customerId: string }) {
  const [row] = await t.db
    .insert(rides)
    .values({
      distanceMetres: 5_000,
      destinationAddress: '1 Test Close, Ikeja',
      currentStreet: '2 Allen Avenue',
      currentCity: 'Lagos',
      estimatedAmountKobo: 100_000,
      ...values,
    })
    .returning();
  return row!;
}

describe('Ride/GetRides and Ride/GetActiveRides', () => {
  let ids: Record<'pending' | 'accepted' | 'completed', number>;
  beforeAll(async () => {
    const owner = await rider(t, { Firstname: 'Ngozi', Surname: 'Okonkwo' });
    const second = await rider(t);
    const third = await rider(t);
    const its = await driver(t, { names: { Firstname: 'Emeka', Surname: 'Obi' } });
    const other = await driver(t);
    const completed = await requested(owner, { DestinationAddress: '5 Awolowo Road, Ikoyi' });
    await ok(its.api, 'AcceptRide', { Id: completed.Id });
    await ok(its.api, 'ArriveRide', { Id: completed.Id });
    await ok(its.api, 'StartRide', { Id: completed.Id });
    await ok(its.api, 'CompleteRide', { Id: completed.Id });
    const accepted = await requested(second);
    await ok(other.api, 'AcceptRide', { Id: accepted.Id });
    const pending = await requested(third);
    ids = { pending: pending.Id, accepted: accepted.Id, completed: completed.Id };
  });

  it('lists every ride newest first with X-Total-Count, and only the active ones under GetActiveRides', async () => {
    const all = listOf<Ride>(await admin.get('/api/Ride/GetRides', { pageSize: 100 }));
    expect(all.rows.map((row) => row.Id).slice(0, 3)).toEqual([ids.pending, ids.accepted, ids.completed]);
    expect(all.total).toBe(all.rows.length);
    const active = listOf<Ride>(await admin.get('/api/Ride/GetActiveRides', { pageSize: 100 }));
    expect(active.rows.every((row) => [2, 3, 4].includes(row.RideStatus))).toBe(true);
    expect(active.rows.map((row) => row.Id)).toContain(ids.accepted);
    expect(active.rows.map((row) => row.Id)).not.toContain(ids.pending);
    const paged = listOf<Ride>(await admin.get('/api/Ride/GetRides', { page: 1, pageSize: 1 }));
    expect(paged.rows.map((row) => row.Id)).toEqual([ids.accepted]);
    expect(paged.total).toBe(all.total);
  });

  it('filters by status (0 is All Rides), dates and keyword', async () => {
    const completed = listOf<Ride>(await admin.get('/api/Ride/GetRides', { rideStatus: 5 }));
    expect(completed.rows.map((row) => row.Id)).toEqual([ids.completed]);
    expect(completed.rows[0]).toMatchObject({
      RideStatusName: 'Completed',
      DriverFirstname: 'Emeka',
      Amount: 2000,
    });
    const all = listOf(await admin.get('/api/Ride/GetRides', { rideStatus: 0 }));
    expect(all.total).toBeGreaterThanOrEqual(3);
    for (const keyword of ['ngozi', 'OKONKWO', 'emeka obi'.split(' ')[1]!, 'awolowo'])
      expect(
        listOf<Ride>(await admin.get('/api/Ride/GetRides', { keyword })).rows.map((row) => row.Id),
      ).toEqual([ids.completed]);
    expect(listOf(await admin.get('/api/Ride/GetRides', { keyword: '%' })).total).toBe(0);
    // The people's phones too, a part of one; a keyword is not matched across a name's two columns.
    const { CustomerPhoneNumber, DriverPhoneNumber } = completed.rows[0]!;
    for (const phone of [CustomerPhoneNumber, DriverPhoneNumber]) {
      expect(phone).toBeTruthy();
      const found = listOf<Ride>(await admin.get('/api/Ride/GetRides', { keyword: phone!.slice(2, 12) }));
      expect(found.rows.map((row) => row.Id)).toContain(ids.completed);
      expect(found.total).toBe(found.rows.length);
    }
    expect(listOf(await admin.get('/api/Ride/GetRides', { keyword: 'ngozi okonkwo' })).total).toBe(0);
    expect(
      listOf(await admin.get('/api/Ride/GetRides', { from: '2000-01-01', to: '2000-01-02' })).total,
    ).toBe(0);
    const today = new Date().toISOString().slice(0, 10);
    expect(listOf(await admin.get('/api/Ride/GetRides', { from: today })).total).toBe(all.total);
  });

  it.each<Record<string, string>>([
    { rideStatus: '7' },
    { rideStatus: 'Pending' },
    { rideStatus: '-1' },
    { from: 'yesterday' },
    { to: '2026-13-45' },
    { page: '-1' },
    { keyword: 'x'.repeat(201) },
  ])('refuses %o with 400', async (query) => {
    problemOf(await admin.get('/api/Ride/GetRides', query), 400);
    problemOf(await admin.get('/api/Ride/GetActiveRides', query), 400);
  });

  it('answers GetRideById with the sharers, GetRideStatusUpdates oldest first, and 404 for an unknown id', async () => {
    const ride = (await admin.get('/api/Ride/GetRideById', { id: ids.completed })).json() as Ride;
    expect(ride).toMatchObject({ Id: ids.completed, CustomerFirstname: 'Ngozi', RideSharedusers: [] });
    const history = listOf(await admin.get('/api/Ride/GetRideStatusUpdates', { rideId: ids.completed }));
    expect(history.rows.map((row) => row.RideStatus)).toEqual([1, 2, 3, 4, 5]);
    problemOf(await admin.get('/api/Ride/GetRideById', { id: 999_999 }), 404);
    problemOf(await admin.get('/api/Ride/GetRideStatusUpdates', { rideId: 999_999 }), 404);
    problemOf(await admin.get('/api/Ride/GetRideById', { id: 'one' }), 400);
  });

  it('refuses a rider and an administrator without the Ride view right', async () => {
    const person = await rider(t);
    for (const path of ['GetRides', 'GetActiveRides', 'GetRideSetting'])
      problemOf(await person.api.get(`/api/Ride/${path}`), 403);
    const packagesOnly = await signedInAdmin(t, { 1: { view: true } });
    problemOf(await apiAs(t, packagesOnly.token).get('/api/Ride/GetRides'), 403);
  });
});

describe('Ride/GetUserRecentRides', () => {
  it("lists the account's latest 10 rides as rider or driver, with AmCustomer", async () => {
    const its = await driver(t);
    for (let i = 0; i < 11; i++) {
      const owner = await rider(t);
      const ride = await requested(owner, { DestinationAddress: `Stop ${i}` });
      await ok(its.api, 'AcceptRide', { Id: ride.Id });
      await ok(its.api, 'CancelRide', { Id: ride.Id, Reason: 'Car trouble' });
    }
    const recent = listOf(await admin.get('/api/Ride/GetUserRecentRides', { userId: its.id }));
    expect(recent.rows).toHaveLength(10);
    expect(recent.rows[0]).toMatchObject({
      DestinationAddress: 'Stop 10',
      AmCustomer: false,
      RideStatusName: 'Cancelled',
    });
    const owner = await rider(t);
    await requested(owner);
    expect(
      listOf(await admin.get('/api/Ride/GetUserRecentRides', { userId: owner.id })).rows[0],
    ).toMatchObject({
      AmCustomer: true,
      RideStatusName: 'Pending',
    });
    problemOf(await admin.get('/api/Ride/GetUserRecentRides', { userId: 'nobody' }), 400);
  });
});

describe('the dashboard on Lagos days', () => {
  // 23:30 UTC on 14 June is 00:30 on 15 June in Lagos.
  const now = new Date('2025-06-14T23:30:00Z');

  it('counts Pending rides asked for and rides completed today in Lagos, and the people', async () => {
    const before = await rideSummary(t.db, { now, timeZone: LAGOS });
    const owner = await rider(t);
    const its = await driver(t);
    // 00:10 on 15 June in Lagos (today) and 23:50 on 14 June (yesterday).
    await storedRide({ customerId: owner.id, createdAt: new Date('2025-06-14T23:10:00Z') });
    await storedRide({
      customerId: (await rider(t)).id,
      createdAt: new Date('2025-06-14T22:50:00Z'),
      status: 6,
    });
    const completedToday = new Date('2025-06-14T23:20:00Z');
    await storedRide({
      customerId: (await rider(t)).id,
      driverId: its.id,
      status: 5,
      createdAt: completedToday,
      completedAt: completedToday,
    });
    await storedRide({
      customerId: (await rider(t)).id,
      driverId: its.id,
      status: 5,
      createdAt: new Date('2025-06-14T22:40:00Z'),
      completedAt: new Date('2025-06-14T22:55:00Z'),
    });
    const expired = await driver(t, { expires: '2025-06-14' });
    await driver(t, { approved: false });
    const after = await rideSummary(t.db, { now, timeZone: LAGOS });
    expect(after).toEqual({
      ActiveRidesCount: before.ActiveRidesCount,
      UnresolvedRidesWithComplaintCount: 0,
      PendingRidesTodayCount: before.PendingRidesTodayCount + 1,
      CompletedRidesTodayCount: before.CompletedRidesTodayCount + 1,
      TotalUserCount: before.TotalUserCount + 4,
      TotalDriverCount: before.TotalDriverCount + 3,
      TotalVerifiedDriverCount: before.TotalVerifiedDriverCount + 1,
    });
    // In UTC the same moment is still 14 June: the ride completed at 22:55 UTC counts, the 23:20 one too.
    expect((await rideSummary(t.db, { now, timeZone: 'UTC' })).CompletedRidesTodayCount).toBe(
      before.CompletedRidesTodayCount + 2,
    );
    expect(expired).toBeDefined();
  });

  it('answers GetRideSummary over HTTP to any administrator, and counts an active ride', async () => {
    const noRights = apiAs(t, (await signedInAdmin(t, {})).token);
    const before = (await noRights.get('/api/Ride/GetRideSummary')).json();
    const its = await driver(t);
    await ok(its.api, 'AcceptRide', { Id: (await requested(await rider(t))).Id });
    const after = (await noRights.get('/api/Ride/GetRideSummary')).json();
    expect(after.ActiveRidesCount).toBe(before.ActiveRidesCount + 1);
    problemOf(await (await rider(t)).api.get('/api/Ride/GetRideSummary'), 403);
  });

  it('gives the package usage per Lagos day, oldest first, zeros included', async () => {
    const [silver] = await t.db.insert(packages).values({ name: 'Silver', amountKobo: 100_000 }).returning();
    const its = await driver(t);
    const done = (at: string) =>
      rider(t).then((owner) =>
        storedRide({
          customerId: owner.id,
          driverId: its.id,
          status: 5,
          packageId: silver!.id,
          packageName: 'Silver',
          createdAt: new Date(at),
          completedAt: new Date(at),
        }),
      );
    await done('2025-06-14T23:05:00Z'); // 15 June in Lagos
    await done('2025-06-14T12:00:00Z'); // 14 June
    await done('2025-06-14T13:00:00Z'); // 14 June
    await done('2025-06-01T12:00:00Z'); // outside three days
    const summary = await packagesSummary(t.db, { daysBack: 3, now, timeZone: LAGOS });
    expect(summary.rows.find((row) => row.PackageName === 'Silver')).toEqual({
      PackageName: 'Silver',
      UsageCounts: [
        { Date: '2025-06-13', Count: 0 },
        { Date: '2025-06-14', Count: 2 },
        { Date: '2025-06-15', Count: 1 },
      ],
    });
    const top = await topDrivers(t.db, { daysBack: 3, now, timeZone: LAGOS });
    expect(top.rows[0]).toMatchObject({ DriverId: its.id, CompletedRidesCount: 3 });
    const http = listOf(await admin.get('/api/Package/GetPackagesSummary'));
    const silverUsage = http.rows.find((row) => row.PackageName === 'Silver');
    expect(silverUsage?.UsageCounts).toHaveLength(15);
    for (const daysBack of ['0', '91', 'x', '1.5'])
      problemOf(await admin.get('/api/Package/GetPackagesSummary', { daysBack }), 400);
    expect(listOf(await admin.get('/api/Ride/GetTopDrivers')).rows.length).toBeLessThanOrEqual(6);
    problemOf(await admin.get('/api/Ride/GetTopDrivers', { daysBack: '0' }), 400);
  });
});

describe('the pending-ride job', () => {
  it('cancels a Pending ride unaccepted after RIDE_PENDING_MINUTES, with the reason, and leaves the rest', async () => {
    const owner = await rider(t);
    const old = await storedRide({ customerId: owner.id, createdAt: new Date('2025-01-01T10:00:00Z') });
    const fresh = await storedRide({
      customerId: (await rider(t)).id,
      createdAt: new Date('2025-01-01T10:10:00Z'),
    });
    const cancelled = await cancelUnacceptedRides(t.db, {
      now: new Date('2025-01-01T10:15:00Z'),
      pendingMinutes: 15,
    });
    expect(cancelled).toBeGreaterThanOrEqual(1);
    const status = async (id: number) =>
      (await t.db.select({ status: rides.status }).from(rides).where(eq(rides.id, id)))[0]!.status;
    expect(await status(old.id)).toBe(6);
    expect(await status(fresh.id)).toBe(1);
    const [update] = await t.db.select().from(rideStatusUpdates).where(eq(rideStatusUpdates.rideId, old.id));
    expect(update).toMatchObject({ status: 6, reason: 'No driver accepted the ride', byUserId: null });
    // The rider is free to ask again.
    await requested(owner);
    expect(await t.db.$count(users)).toBeGreaterThan(0);
  });
});
