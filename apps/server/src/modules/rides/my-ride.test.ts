import { type MyRide, type RideStatusUpdate, rideTexts } from '@wayfare/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs, listOf, problemOf } from '../../test/api-client.ts';
import { createTestApp, signInAsFirstAdmin, type TestApp } from '../../test/test-app.ts';
import { completedRide } from '../ratings/finished-rides.test-support.ts';
import { driver, ok, type Person, requested, rider } from './rides.test-support.ts';

let t: TestApp;
let admin: ReturnType<typeof apiAs>;
beforeAll(async () => {
  t = await createTestApp({ OUTBOX_POLL_MS: 60_000 });
  admin = apiAs(t, await signInAsFirstAdmin(t));
});
afterAll(() => t.close());

const myRide = async (person: Person, id: number) => {
  const response = await person.api.get('/api/Ride/GetMyRide', { id });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as MyRide;
};
const historyOf = async (person: Person, rideId: number) =>
  listOf<RideStatusUpdate>(await person.api.get('/api/Ride/GetMyRideStatusUpdates', { rideId })).rows.map(
    (update) => [update.RideStatusName, update.ByName],
  );

/** A ride Completed by its driver, its owner and one sharer aboard, and a stranger to it. */
async function finishedRide() {
  const owner = await rider(t, { Firstname: 'Ngozi', Surname: 'Adeyemi' });
  const sharer = await rider(t, { Firstname: 'Tunde', Surname: 'Bello' });
  const its = await driver(t, { names: { Firstname: 'Bola', Surname: 'Eze' } });
  const stranger = await rider(t);
  const ride = await completedRide({ owner, driver: its, sharers: [sharer] });
  return { ride, owner, sharer, driver: its, stranger };
}

describe('Ride/GetMyRide', () => {
  it('answers the ride to its owner, a sharer and its driver, as GetMyRides lists it', async () => {
    const { ride, owner, sharer, driver: its } = await finishedRide();
    const listed = listOf<MyRide>(await owner.api.get('/api/Ride/GetMyRides')).rows.find(
      (row) => row.Id === ride.Id,
    );
    expect(await myRide(owner, ride.Id)).toEqual(listed);
    expect(await myRide(owner, ride.Id)).toMatchObject({
      Id: ride.Id,
      RideStatusName: 'Completed',
      DriverFirstname: 'Bola',
      AmCustomer: true,
      RatedByMe: false,
    });
    expect(await myRide(sharer, ride.Id)).toMatchObject({ Id: ride.Id, AmCustomer: true });
    expect(await myRide(its, ride.Id)).toMatchObject({ Id: ride.Id, AmCustomer: false });
  });

  it('refuses anyone else with 403, an administrator too; an unknown ride is 404, a bad id 400', async () => {
    const { ride, stranger } = await finishedRide();
    expect(problemOf(await stranger.api.get('/api/Ride/GetMyRide', { id: ride.Id }), 403).title).toBe(
      rideTexts.notYourRide,
    );
    problemOf(await admin.get('/api/Ride/GetMyRide', { id: ride.Id }), 403);
    expect(problemOf(await stranger.api.get('/api/Ride/GetMyRide', { id: 987_654 }), 404).title).toBe(
      rideTexts.noRide(987_654),
    );
    problemOf(await stranger.api.get('/api/Ride/GetMyRide', { id: 'one' }), 400);
    problemOf(await stranger.api.get('/api/Ride/GetMyRide'), 400);
  });

  it('still answers a sharer who left the ride, as GetMyRides still lists it', async () => {
    const owner = await rider(t);
    const sharer = await rider(t);
    const ride = await requested(owner, { AllowSharing: true });
    await ok(sharer.api, 'ShareRide', {
      Id: ride.Id,
      DestinationAddress: '5 Herbert Macaulay Way',
      DistanceToCover: 5,
    });
    await ok(sharer.api, 'CancelRide', { Id: ride.Id, Reason: 'Found another way' });
    expect(listOf<MyRide>(await sharer.api.get('/api/Ride/GetMyRides')).rows.map((row) => row.Id)).toContain(
      ride.Id,
    );
    expect(await myRide(sharer, ride.Id)).toMatchObject({ Id: ride.Id, AmCustomer: true });
  });
});

describe('RatedByMe', () => {
  it('turns true for the one who rated, on GetMyRides and GetMyRide, and for no one else', async () => {
    const { ride, owner, sharer, driver: its } = await finishedRide();
    const listedFor = async (person: Person) =>
      listOf<MyRide>(await person.api.get('/api/Ride/GetMyRides')).rows.find((row) => row.Id === ride.Id)
        ?.RatedByMe;
    expect(await listedFor(owner)).toBe(false);
    const rated = await owner.api.post('/api/Rating/RateRide', {
      RideId: ride.Id,
      StarRating: 5,
      Comment: null,
    });
    expect(rated.statusCode, rated.body).toBe(200);
    expect(await listedFor(owner)).toBe(true);
    expect((await myRide(owner, ride.Id)).RatedByMe).toBe(true);
    expect(await listedFor(sharer)).toBe(false);
    expect((await myRide(its, ride.Id)).RatedByMe).toBe(false);
    const driverRated = await its.api.post('/api/Rating/RateRide', {
      RideId: ride.Id,
      StarRating: 4,
      Comment: null,
    });
    expect(driverRated.statusCode, driverRated.body).toBe(200);
    expect((await myRide(its, ride.Id)).RatedByMe).toBe(true);
    expect((await myRide(sharer, ride.Id)).RatedByMe).toBe(false);
  });
});

describe('Ride/GetMyRideStatusUpdates', () => {
  it("answers the ride's history, oldest first with who made each change, to its owner, a sharer and its driver", async () => {
    const { ride, owner, sharer, driver: its } = await finishedRide();
    const history = [
      ['Pending', 'Ngozi Adeyemi'],
      // The sharer taking a seat is a change of the ride too.
      ['Pending', 'Tunde Bello'],
      ['Accepted', 'Bola Eze'],
      ['Arrived', 'Bola Eze'],
      ['Ongoing', 'Bola Eze'],
      ['Completed', 'Bola Eze'],
    ];
    expect(await historyOf(owner, ride.Id)).toEqual(history);
    expect(await historyOf(sharer, ride.Id)).toEqual(history);
    expect(await historyOf(its, ride.Id)).toEqual(history);
    const admins = listOf<RideStatusUpdate>(
      await admin.get('/api/Ride/GetRideStatusUpdates', { rideId: ride.Id }),
    );
    expect(admins.rows.map((update) => [update.RideStatusName, update.ByName])).toEqual(history);
  });

  it("refuses anyone else with 403; an unknown ride is 404; the administrators' call stays theirs", async () => {
    const { ride, owner, stranger } = await finishedRide();
    expect(
      problemOf(await stranger.api.get('/api/Ride/GetMyRideStatusUpdates', { rideId: ride.Id }), 403).title,
    ).toBe(rideTexts.notYourRide);
    problemOf(await stranger.api.get('/api/Ride/GetMyRideStatusUpdates', { rideId: 987_654 }), 404);
    problemOf(await stranger.api.get('/api/Ride/GetMyRideStatusUpdates', { rideId: 0 }), 400);
    problemOf(await owner.api.get('/api/Ride/GetRideStatusUpdates', { rideId: ride.Id }), 403);
  });
});
