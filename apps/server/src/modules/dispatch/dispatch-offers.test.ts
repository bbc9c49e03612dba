import { carTexts, drivingPackageTexts, type Ride, ridePlaceTexts, rideTexts } from '@wayfare/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../config.ts';
import { pathKm } from '../../geo.ts';
import { idempotencyKeys } from '../../http/idempotency.table.ts';
import { problemOf } from '../../test/api-client.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { users } from '../accounts/accounts.table.ts';
import { anonymiseDeletedAccounts } from '../accounts/anonymise-deleted-accounts.job.ts';
import { driver, ok, rider } from '../rides/rides.test-support.ts';
import { driverPositions, rideRoutePoints } from './dispatch.table.ts';
import {
  letOffersRunOut,
  locate,
  locationOf,
  neighbourhood,
  northOf,
  offersOf,
  onlineDriverAt,
  rideFrom,
  sweepNow,
} from './dispatch.test-support.ts';
import { forgetOldRoutes, turnStaleDriversOffline } from './dispatch-jobs.ts';

const DAY_MS = 86_400_000;

/**
 * issue 31: a driver's presence and the offers, as drivers and riders see them through the API: who
 * may go online, the location's checks and limit, the nearest idle driver offered first, the radius
 * widened once, declines and expiries going to the next nearest, stale drivers passed by, each ride
 * accepted once, and the route's distance charged at completion. One app for the file; each test
 * works in a neighbourhood of its own.
 */

let t: TestApp;
const config = testConfig({ OUTBOX_POLL_MS: 60_000 });
beforeAll(async () => {
  t = await createTestApp({ OUTBOX_POLL_MS: 60_000 });
});
afterAll(() => t?.close());

const offeredRideIds = async (who: Parameters<typeof offersOf>[0]) =>
  (await offersOf(who)).map((offer) => offer.RideId);

describe('Ride/GoOnline, Ride/UpdateMyLocation, Ride/GoOffline', () => {
  it('refuses a driver AcceptRide would refuse, with the reason (409), and anyone not a driver (403)', async () => {
    const noCar = await driver(t, { car: false });
    expect(problemOf(await noCar.api.post('/api/Ride/GoOnline', {}), 409).title).toBe(carTexts.noApprovedCar);
    const noPackage = await driver(t, { drivingPackage: false });
    expect(problemOf(await noPackage.api.post('/api/Ride/GoOnline', {}), 409).title).toBe(
      drivingPackageTexts.noPackage,
    );
    const unapproved = await driver(t, { approved: false });
    expect(problemOf(await unapproved.api.post('/api/Ride/GoOnline', {}), 409).title).toBe(
      rideTexts.licenceNotApproved,
    );
    const aRider = await rider(t);
    expect(problemOf(await aRider.api.post('/api/Ride/GoOnline', {}), 403).title).toBe(rideTexts.notADriver);

    const allowed = await driver(t);
    const online = await allowed.api.post('/api/Ride/GoOnline', {});
    expect(online.json()).toMatchObject({
      Online: true,
      State: 1,
      StateName: 'Idle',
      Latitude: null,
      RideId: null,
    });
    expect(problemOf(await allowed.api.post('/api/Ride/GoOnline', {}), 409).title).toBe(
      ridePlaceTexts.alreadyOnline,
    );
  });

  it('takes a location within range from an online driver, at most once a second (429 with Retry-After)', async () => {
    const someone = await driver(t);
    const at = neighbourhood(0);
    expect(problemOf(await someone.api.post('/api/Ride/UpdateMyLocation', locationOf(at)), 409).title).toBe(
      ridePlaceTexts.notOnline,
    );
    await someone.api.post('/api/Ride/GoOnline', {});
    const wrong = problemOf(
      await someone.api.post('/api/Ride/UpdateMyLocation', { Latitude: 91, Longitude: 'east', Speed: -1 }),
      400,
    );
    expect(wrong.errors).toMatchObject({
      Latitude: ['Latitude must be between -90 and 90'],
      Longitude: ['Longitude must be a number'],
      Speed: ['Speed must be between 0 and 100'],
    });
    const first = await someone.api.post('/api/Ride/UpdateMyLocation', { ...locationOf(at), Heading: 90 });
    expect(first.json()).toMatchObject({ Online: true, Latitude: at.latitude, Longitude: at.longitude });
    const soon = await someone.api.post('/api/Ride/UpdateMyLocation', locationOf(northOf(at, 0.1)));
    expect(problemOf(soon, 429).title).toBe(ridePlaceTexts.tooManyUpdates(1));
    expect(soon.headers['retry-after']).toBe('1');
    const status = await someone.api.get('/api/Ride/GetMyDriverStatus');
    expect(status.json()).toMatchObject({ Latitude: at.latitude, StateName: 'Idle' });

    const offline = await someone.api.post('/api/Ride/GoOffline', {});
    expect(offline.json()).toMatchObject({ Online: false, StateName: 'Offline' });
    expect(problemOf(await someone.api.post('/api/Ride/UpdateMyLocation', locationOf(at)), 409).title).toBe(
      ridePlaceTexts.notOnline,
    );
  });

  it("keeps no reply of a location sent with an Idempotency-Key (the driver's app sends one with every POST)", async () => {
    const someone = await driver(t);
    await someone.api.post('/api/Ride/GoOnline', {});
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/Ride/UpdateMyLocation',
      headers: { ...someone.api.headers, 'idempotency-key': 'location-key-1' },
      payload: locationOf(neighbourhood(0)),
    });
    expect(sent.statusCode).toBe(200);
    expect(await t.db.$count(idempotencyKeys, eq(idempotencyKeys.key, 'location-key-1'))).toBe(0);
    await someone.api.post('/api/Ride/GoOffline', {});
  });
});

describe('offers', () => {
  it('offers the nearest idle driver first; a decline goes to the next nearest at once, an expiry too', async () => {
    const pickup = neighbourhood(1);
    // Online farthest first: the order offered is the distance's, not the drivers'.
    const far = await onlineDriverAt(t, northOf(pickup, 3));
    const nearest = await onlineDriverAt(t, northOf(pickup, 1));
    const next = await onlineDriverAt(t, northOf(pickup, 2));
    const owner = await rider(t);
    const ride = await rideFrom(owner, pickup);
    const answeredAt = Date.now();
    // Offered the moment RequestRide committed, before it answered: no sweep needed.
    const [atBooking] = await offersOf(nearest);
    expect(atBooking?.RideId).toBe(ride.Id);
    expect(Date.parse(atBooking!.OfferedAt)).toBeLessThanOrEqual(answeredAt);
    await sweepNow(t, config);
    expect(await offeredRideIds(nearest)).toEqual([ride.Id]);
    expect(await offeredRideIds(next)).toEqual([]);
    expect(await offeredRideIds(far)).toEqual([]);
    const [offer] = await offersOf(nearest);
    expect(offer).toMatchObject({
      StatusName: 'Open',
      CurrentStreet: '3 Broad Street',
      PickupLatitude: pickup.latitude,
    });
    expect(offer!.DistanceToPickup).toBeCloseTo(1, 2);
    expect(Date.parse(offer!.ExpiresAt) - Date.parse(offer!.OfferedAt)).toBe(15_000);
    expect((await nearest.api.get('/api/Ride/GetMyDriverStatus')).json()).toMatchObject({
      StateName: 'Offered',
    });

    const declined = await nearest.api.post('/api/Ride/DeclineOffer', { Id: offer!.Id });
    expect(declined.json()).toMatchObject({ Id: offer!.Id, StatusName: 'Declined' });
    expect(await offeredRideIds(next)).toEqual([ride.Id]);
    expect(problemOf(await nearest.api.post('/api/Ride/AcceptOffer', { Id: offer!.Id }), 409).title).toBe(
      ridePlaceTexts.offerNotOpen('Declined'),
    );

    await letOffersRunOut(t, ride.Id);
    await sweepNow(t, config);
    expect(await offeredRideIds(next)).toEqual([]);
    expect(await offeredRideIds(far)).toEqual([ride.Id]);
    // Everyone had their turn: the last expiry leaves the ride Pending, offered to nobody again.
    await letOffersRunOut(t, ride.Id);
    await sweepNow(t, config);
    for (const who of [nearest, next, far]) expect(await offeredRideIds(who)).toEqual([]);
  });

  it('widens the search once, to twice DISPATCH_RADIUS_KM, and no further', async () => {
    const pickup = neighbourhood(2);
    const beyond = await onlineDriverAt(t, northOf(pickup, 11));
    const widened = await onlineDriverAt(t, northOf(pickup, 8));
    const ride = await rideFrom(await rider(t), pickup);
    await sweepNow(t, config);
    const [offer] = await offersOf(widened);
    expect(offer?.RideId).toBe(ride.Id);
    expect(offer!.DistanceToPickup).toBeCloseTo(8, 1);
    await letOffersRunOut(t, ride.Id);
    await sweepNow(t, config);
    expect(await offeredRideIds(beyond)).toEqual([]);
  });

  it('passes stale drivers by, and the job turns them offline with their offer withdrawn', async () => {
    const pickup = neighbourhood(3);
    const stale = await onlineDriverAt(t, northOf(pickup, 0.5));
    const fresh = await onlineDriverAt(t, northOf(pickup, 2));
    await t.db
      .update(driverPositions)
      .set({ seenAt: new Date(Date.now() - 61_000) })
      .where(eq(driverPositions.driverId, stale.id));
    expect((await stale.api.get('/api/Ride/GetMyDriverStatus')).json()).toMatchObject({ Online: false });
    const ride = await rideFrom(await rider(t), pickup);
    await sweepNow(t, config);
    expect(await offeredRideIds(fresh)).toEqual([ride.Id]);
    expect(await offeredRideIds(stale)).toEqual([]);

    // The fresh driver goes quiet too: the job turns both offline and withdraws the open offer.
    const later = new Date(Date.now() + 61_000);
    expect(await turnStaleDriversOffline(t.db, { now: later, staleSeconds: 60 })).toBeGreaterThanOrEqual(2);
    expect(await offeredRideIds(fresh)).toEqual([]);
    expect(problemOf(await fresh.api.post('/api/Ride/UpdateMyLocation', locationOf(pickup)), 409).title).toBe(
      ridePlaceTexts.notOnline,
    );
  });

  it('keeps a driver on one open offer and gives each ride to one driver, however the calls race', async () => {
    const pickup = neighbourhood(4);
    const drivers = await Promise.all([1, 2, 3].map((km) => onlineDriverAt(t, northOf(pickup, km))));
    const owners = await Promise.all([1, 2, 3, 4, 5].map(() => rider(t)));
    const rideList: Ride[] = [];
    for (const owner of owners) rideList.push(await rideFrom(owner, pickup));
    await Promise.all([sweepNow(t, config), sweepNow(t, config), sweepNow(t, config)]);
    const offers = (await Promise.all(drivers.map(offersOf))).map((open) =>
      open.map((offer) => offer.RideId),
    );
    for (const open of offers) expect(open).toHaveLength(1);
    expect(new Set(offers.flat()).size).toBe(3);

    // The offered driver accepts twice at once while another tries AcceptRide: one acceptance.
    const [offer] = await offersOf(drivers[0]!);
    expect(
      problemOf(await drivers[1]!.api.post('/api/Ride/AcceptRide', { Id: offer!.RideId }), 409).title,
    ).toBe(ridePlaceTexts.offeredRide);
    const answers = await Promise.all([
      drivers[0]!.api.post('/api/Ride/AcceptOffer', { Id: offer!.Id }),
      drivers[0]!.api.post('/api/Ride/AcceptOffer', { Id: offer!.Id }),
      drivers[1]!.api.post('/api/Ride/AcceptRide', { Id: offer!.RideId }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409]);
    expect(answers.find((answer) => answer.statusCode === 200)!.json()).toMatchObject({
      Id: offer!.RideId,
      RideStatusName: 'Accepted',
      DriverId: drivers[0]!.id,
    });
    expect(await offeredRideIds(drivers[0]!)).toEqual([]);
    // Rides with a pick-up place are offered, not listed.
    const listed = (await drivers[2]!.api.get('/api/Ride/GetAvailableRides')).json() as Ride[];
    expect(listed.filter((listedRide) => rideList.some((mine) => mine.Id === listedRide.Id))).toEqual([]);
    // On a ride, a driver may not go offline.
    expect(problemOf(await drivers[0]!.api.post('/api/Ride/GoOffline', {}), 409).title).toBe(
      ridePlaceTexts.onAnotherRide,
    );
    // Going offline withdraws an open offer; the next nearest already holds one, so it is not offered.
    const [withdrawn] = await offersOf(drivers[1]!);
    await ok(drivers[1]!.api, 'GoOffline', {});
    expect(await offersOf(drivers[1]!)).toEqual([]);
    const others = await offersOf(drivers[2]!);
    expect(others.map((other) => other.RideId)).not.toContain(withdrawn!.RideId);
    const stranger = await driver(t);
    expect(
      problemOf(await stranger.api.post('/api/Ride/AcceptOffer', { Id: others[0]!.Id }), 403).title,
    ).toBe(ridePlaceTexts.notYourOffer);
    expect(problemOf(await stranger.api.post('/api/Ride/DeclineOffer', { Id: 999_999 }), 404).title).toBe(
      ridePlaceTexts.noOffer(999_999),
    );
  });

  it('charges the distance driven along the route when the driver sends none', async () => {
    const pickup = neighbourhood(5);
    const its = await onlineDriverAt(t, pickup);
    const owner = await rider(t);
    const ride = await rideFrom(owner, pickup, northOf(pickup, 3));
    await sweepNow(t, config);
    const [offer] = await offersOf(its);
    await ok(its.api, 'AcceptOffer', { Id: offer!.Id });
    await ok(its.api, 'ArriveRide', { Id: ride.Id });
    await locate(t, its, northOf(pickup, 0.5)); // before the ride starts: not on its route
    await ok(its.api, 'StartRide', { Id: ride.Id });
    const path = [
      pickup,
      northOf(pickup, 1.5),
      { ...northOf(pickup, 1.5), longitude: pickup.longitude + 0.02 },
    ];
    for (const point of path) await locate(t, its, point);
    await ok(its.api, 'CompleteRide', { Id: ride.Id, CashCollected: 100_000 });
    const money = (await its.api.get('/api/Ride/GetRideMoney', { rideId: ride.Id })).json() as {
      Distance: number;
    };
    expect(money.Distance).toBeCloseTo(pathKm(path), 1);
    expect(money.Distance).not.toBe(10);
    // Not the road's distance booked between pick-up and destination either: what was driven.
    expect(money.Distance).not.toBeCloseTo(ride.DistanceToCover, 1);

    // The route is kept ROUTE_RETENTION_DAYS (90), then forgotten by the job.
    const routeOf = () => t.db.$count(rideRoutePoints, eq(rideRoutePoints.rideId, ride.Id));
    expect(await routeOf()).toBe(3);
    await forgetOldRoutes(t.db, { now: new Date(Date.now() + 89 * DAY_MS), retentionDays: 90 });
    expect(await routeOf()).toBe(3);
    await forgetOldRoutes(t.db, { now: new Date(Date.now() + 91 * DAY_MS), retentionDays: 90 });
    expect(await routeOf()).toBe(0);
  });

  it("forgets a rider's routes and a driver's position with their accounts' anonymisation", async () => {
    const pickup = neighbourhood(6);
    const its = await onlineDriverAt(t, pickup);
    const owner = await rider(t);
    const ride = await rideFrom(owner, pickup);
    await sweepNow(t, config);
    const [offer] = await offersOf(its);
    await ok(its.api, 'AcceptOffer', { Id: offer!.Id });
    await ok(its.api, 'ArriveRide', { Id: ride.Id });
    await ok(its.api, 'StartRide', { Id: ride.Id });
    await locate(t, its, pickup);
    await locate(t, its, northOf(pickup, 1));
    await ok(its.api, 'CompleteRide', { Id: ride.Id, DistanceCovered: 1, CashCollected: 100_000 });
    const routeOf = () => t.db.$count(rideRoutePoints, eq(rideRoutePoints.rideId, ride.Id));
    const positionOf = () => t.db.$count(driverPositions, eq(driverPositions.driverId, its.id));
    expect([await routeOf(), await positionOf()]).toEqual([2, 1]);

    const longAgo = new Date(Date.now() - 91 * DAY_MS);
    await t.db.update(users).set({ deletedAt: longAgo }).where(eq(users.id, owner.id));
    await anonymiseDeletedAccounts(t.db, { now: new Date() });
    expect([await routeOf(), await positionOf()]).toEqual([0, 1]);
    await t.db.update(users).set({ deletedAt: longAgo }).where(eq(users.id, its.id));
    await anonymiseDeletedAccounts(t.db, { now: new Date() });
    expect(await positionOf()).toBe(0);
  });
});
