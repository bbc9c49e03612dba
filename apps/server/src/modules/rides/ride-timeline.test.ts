import { Endpoint, type RideTimeline } from '@wayfare/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../config.ts';
import { pathKm } from '../../geo.ts';
import { apiAs, problemOf } from '../../test/api-client.ts';
import { createTestApp, signedInAdmin, type TestApp } from '../../test/test-app.ts';
import {
  coordinatesOf,
  locate,
  neighbourhood,
  northOf,
  offersOf,
  onlineDriverAt,
  sweepNow,
} from '../dispatch/dispatch.test-support.ts';
import { creditWallet } from '../wallet/ledger.test-support.ts';
import { acceptedMinutesAgo, setCommissionPercent, walletRide } from './ride-money.test-support.ts';
import { driver, ok, rideRequest, rider } from './rides.test-support.ts';

/**
 * issue 32: Ride/GetRideTimeline, the ride's whole trip on the admin ride page: status changes with who
 * and why, dispatch's offers and their answers, the route driven, and the money lines in time order.
 * One app for the file.
 */

let t: TestApp;
let admin: ReturnType<typeof apiAs>;
const config = testConfig({ OUTBOX_POLL_MS: 60_000 });
beforeAll(async () => {
  t = await createTestApp({ OUTBOX_POLL_MS: 60_000 });
  admin = apiAs(t, (await signedInAdmin(t, { [Endpoint.Ride]: { view: true, edit: true } })).token);
  await setCommissionPercent(t, 20);
});
afterAll(() => t?.close());

async function timelineOf(rideId: number): Promise<RideTimeline> {
  const response = await admin.get('/api/Ride/GetRideTimeline', { id: rideId });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as RideTimeline;
}

describe('Ride/GetRideTimeline', () => {
  it('tells a completed trip in order: offers declined and accepted, the route, the money and the driver share', async () => {
    const pickup = neighbourhood(0);
    const nearest = await onlineDriverAt(t, pickup);
    const next = await onlineDriverAt(t, northOf(pickup, 1));
    const owner = await rider(t, { Firstname: 'Ada', Surname: 'Obi' });
    await creditWallet(t.db, owner.id, 20_000_00);
    const ride = await ok(owner.api, 'RequestRide', rideRequest(walletRide(coordinatesOf(pickup))));
    await sweepNow(t, config);
    const [first] = await offersOf(nearest);
    expect(first?.RideId).toBe(ride.Id);
    expect((await nearest.api.post('/api/Ride/DeclineOffer', { Id: first!.Id })).statusCode).toBe(200);
    const [second] = await offersOf(next);
    await ok(next.api, 'AcceptOffer', { Id: second!.Id });
    await ok(next.api, 'ArriveRide', { Id: ride.Id });
    await ok(next.api, 'StartRide', { Id: ride.Id });
    const path = [pickup, northOf(pickup, 1), northOf(pickup, 2.5)];
    for (const point of path) await locate(t, next, point);
    await ok(next.api, 'CompleteRide', { Id: ride.Id });
    expect((await owner.api.post('/api/Ride/TipDriver', { RideId: ride.Id, Amount: 100 })).statusCode).toBe(
      200,
    );
    const refund = { RideId: ride.Id, Amount: 50, Reason: 'Detour through traffic' };
    expect((await admin.post('/api/Ride/RefundRide', refund)).statusCode).toBe(200);

    const timeline = await timelineOf(ride.Id);
    const money = (await admin.get('/api/Ride/GetRideMoney', { rideId: ride.Id })).json() as {
      FinalAmount: number;
    };
    const names = timeline.Events.map((event) => event.Name);
    expect(names).toEqual([
      'Requested',
      'Hold',
      'Offered',
      'Offer declined',
      'Offered',
      'Offer accepted',
      'Accepted',
      'Arrived',
      'Started',
      'Route',
      'Completed',
      'Fare paid',
      'Hold released',
      'Commission',
      "Driver's share",
      'Tip',
      'Refund',
    ]);
    const moments = timeline.Events.map((event) => Date.parse(event.At));
    expect(moments).toEqual([...moments].sort((a, b) => a - b));
    const named = (name: string, nth = 0) => timeline.Events.filter((event) => event.Name === name)[nth]!;
    const nearestName = named('Offer declined').ActorName!;
    const nextName = named('Offer accepted').ActorName!;
    expect(named('Requested')).toMatchObject({ Kind: 'Status', ActorName: 'Ada Obi', ActorRole: 'Rider' });
    expect(named('Offered', 0)).toMatchObject({
      Kind: 'Offer',
      ActorRole: 'System',
      ActorName: null,
      Details: `To ${nearestName}, 0 km from the pick-up`,
    });
    expect(named('Offer declined')).toMatchObject({ ActorId: nearest.id, ActorRole: 'Driver' });
    expect(named('Offered', 1).Details).toBe(`To ${nextName}, 1 km from the pick-up`);
    expect(named('Offer accepted')).toMatchObject({ ActorId: next.id, ActorRole: 'Driver' });
    expect(named('Accepted')).toMatchObject({ ActorId: next.id, ActorRole: 'Driver' });
    const driven = Number(pathKm(path).toFixed(2));
    expect(named('Route')).toMatchObject({ Kind: 'Route', Details: `${driven} km driven, 3 points` });
    expect(timeline.Route).toMatchObject({
      PointCount: 3,
      Points: path.map((p) => ({ Latitude: p.latitude, Longitude: p.longitude })),
    });
    expect(timeline.Route!.DistanceKm).toBeCloseTo(pathKm(path), 3);
    expect(named('Fare paid')).toMatchObject({
      Kind: 'Money',
      Amount: money.FinalAmount,
      ActorRole: 'Rider',
    });
    const commission = named('Commission');
    expect(commission).toMatchObject({ ActorId: next.id, ActorRole: 'Driver' });
    expect(named("Driver's share")).toMatchObject({
      ActorId: next.id,
      Amount: money.FinalAmount - commission.Amount!,
    });
    expect(commission.Amount).toBeCloseTo(money.FinalAmount * 0.2, 2);
    expect(named('Tip')).toMatchObject({ Amount: 100, ActorName: 'Ada Obi' });
    expect(named('Refund')).toMatchObject({ Amount: 50, ActorRole: 'Rider' });
    expect(named('Refund').Details).toContain('Detour through traffic');
  });

  it('gives a cancelled ride its reason, who cancelled and the fee', async () => {
    const owner = await rider(t, { Firstname: 'Bola', Surname: 'Ade' });
    await creditWallet(t.db, owner.id, 20_000_00);
    const wheel = await driver(t);
    const ride = await ok(owner.api, 'RequestRide', rideRequest(walletRide()));
    await ok(wheel.api, 'AcceptRide', { Id: ride.Id });
    await acceptedMinutesAgo(t, ride.Id, 30);
    await ok(owner.api, 'CancelRide', { Id: ride.Id, Reason: 'Driver too far away' });

    const timeline = await timelineOf(ride.Id);
    expect(timeline.Route).toBeNull();
    const cancelled = timeline.Events.find((event) => event.Name === 'Cancelled');
    const fee = timeline.Events.find((event) => event.Name === 'Cancellation fee');
    expect(fee).toMatchObject({ Kind: 'Money', ActorRole: 'Rider' });
    expect(cancelled).toMatchObject({
      Kind: 'Status',
      ActorId: owner.id,
      ActorName: 'Bola Ade',
      ActorRole: 'Rider',
      Amount: fee!.Amount,
      Details: `Driver too far away; Cancellation fee ₦${fee!.Amount!.toLocaleString('en-NG')}`,
    });
    expect(timeline.Events.map((event) => event.Name)).toEqual([
      'Requested',
      'Hold',
      'Accepted',
      'Cancelled',
      'Cancellation fee',
      'Hold released',
    ]);
  });

  it('answers 404 for no such ride and 403 to a rider or an administrator without Ride view', async () => {
    problemOf(await admin.get('/api/Ride/GetRideTimeline', { id: 999_999 }), 404);
    const person = await rider(t);
    problemOf(await person.api.get('/api/Ride/GetRideTimeline', { id: 1 }), 403);
    const packagesOnly = await signedInAdmin(t, { 1: { view: true } });
    problemOf(await apiAs(t, packagesOnly.token).get('/api/Ride/GetRideTimeline', { id: 1 }), 403);
  });
});
