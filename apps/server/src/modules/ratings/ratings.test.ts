import { type Rating, ratingTexts, rideTexts, type User } from '@wayfare/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs, listOf, problemOf } from '../../test/api-client.ts';
import { createTestApp, signedInAdmin, type TestApp } from '../../test/test-app.ts';
import { driver, type Person, rider } from '../rides/rides.test-support.ts';
import { acceptedRide, completedRide } from './finished-rides.test-support.ts';
import { ratings } from './ratings.table.ts';

let t: TestApp;
let admin: ReturnType<typeof apiAs>;
beforeAll(async () => {
  t = await createTestApp({ OUTBOX_POLL_MS: 60_000 });
  admin = apiAs(t, (await signedInAdmin(t)).token);
});
afterAll(() => t.close());

const DAY_MS = 24 * 60 * 60 * 1000;

const rate = (person: Person, body: object) => person.api.post('/api/Rating/RateRide', body);

async function rated(person: Person, body: object): Promise<Rating> {
  const response = await rate(person, body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Rating;
}

/** What a refused rating must leave as it was: the ratings, and everyone's sums and counts. */
async function ratingWrites() {
  const users = await t.db.query.users.findMany({
    columns: {
      id: true,
      ratingAsDriverSum: true,
      ratingAsDriverCount: true,
      ratingAsCustomerSum: true,
      ratingAsCustomerCount: true,
    },
    orderBy: (table, { asc }) => [asc(table.id)],
  });
  return JSON.stringify({ ratings: await t.db.select().from(ratings).orderBy(ratings.id), users });
}

async function refused(send: () => ReturnType<typeof rate>, status: number, title?: string) {
  const before = await ratingWrites();
  const problem = problemOf(await send(), status);
  if (title !== undefined) expect(problem.title).toBe(title);
  expect(await ratingWrites()).toBe(before);
  return problem;
}

const userById = async (id: string) => {
  const response = await admin.get('/api/Account/GetUserById', { id });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as User;
};

describe('Rating/RateRide', () => {
  it('lets each rider rate the driver and the driver rate the owner, once each, shown as the spec names them', async () => {
    const owner = await rider(t, { Firstname: 'Bola', Surname: 'Adeyemi' });
    const sharer = await rider(t, { Firstname: 'Kemi', Surname: 'Ojo' });
    const its = await driver(t, { names: { Firstname: 'Ada', Surname: 'Okafor' } });
    const ride = await completedRide({ owner, driver: its, sharers: [sharer] });

    expect(await userById(its.id)).toMatchObject({ MyRatingAsDriver: null, MyRatingAsCustomer: null });
    const byOwner = await rated(owner, { RideId: ride.Id, StarRating: 5, Comment: 'Smooth and on time' });
    expect(byOwner).toEqual({
      Id: expect.any(Number),
      RatedBy: 'Bola Adeyemi',
      ItemName: 'Ada Okafor (Driver)',
      ItemUrl: `/admin/otherrides/${ride.Id}`,
      StarRating: 5,
      MyTotalStarRatingAsDriver: 5,
      RideId: ride.Id,
      Comment: 'Smooth and on time',
      CreatedDate: expect.any(String),
    });
    const bySharer = await rated(sharer, { RideId: ride.Id, StarRating: 4 });
    expect(bySharer).toMatchObject({
      ItemName: 'Ada Okafor (Driver)',
      MyTotalStarRatingAsDriver: 4.5,
      Comment: null,
    });
    const byDriver = await rated(its, { RideId: ride.Id, StarRating: 3, Comment: '' });
    expect(byDriver).toMatchObject({
      RatedBy: 'Ada Okafor',
      ItemName: 'Bola Adeyemi (Customer)',
      StarRating: 3,
      MyTotalStarRatingAsDriver: null,
      Comment: null,
    });

    expect(await userById(its.id)).toMatchObject({ MyRatingAsDriver: 4.5, MyRatingAsCustomer: null });
    expect(await userById(owner.id)).toMatchObject({ MyRatingAsDriver: null, MyRatingAsCustomer: 3 });
    const drivers = listOf<User>(await admin.get('/api/Account/GetDrivers', { keyword: 'Ada Okafor' }));
    expect(drivers.rows.find((row) => row.Id === its.id)).toMatchObject({ MyRatingAsDriver: 4.5 });

    for (const [person, more] of [
      [owner, 'again'],
      [sharer, 'again'],
      [its, 'again'],
    ] as const)
      await refused(
        () => rate(person, { RideId: ride.Id, StarRating: 1, Comment: more }),
        409,
        ratingTexts.alreadyRated,
      );
  });

  it('keeps averages to one decimal over many rides', async () => {
    const its = await driver(t);
    for (const stars of [5, 4, 4]) {
      const owner = await rider(t);
      const ride = await completedRide({ owner, driver: its });
      await rated(owner, { RideId: ride.Id, StarRating: stars });
    }
    expect((await userById(its.id)).MyRatingAsDriver).toBe(4.3);
  });

  it('refuses someone with no part in the ride (403), an unknown ride (404) and an unfinished one (409)', async () => {
    const owner = await rider(t);
    const its = await driver(t);
    const stranger = await rider(t);
    const otherDriver = await driver(t);
    const ride = await acceptedRide({ owner, driver: its });
    await refused(
      () => rate(owner, { RideId: ride.Id, StarRating: 5 }),
      409,
      'This ride is Accepted; it cannot be rated.',
    );
    await refused(
      () => rate(its, { RideId: ride.Id, StarRating: 5 }),
      409,
      'This ride is Accepted; it cannot be rated.',
    );
    await refused(() => rate(stranger, { RideId: ride.Id, StarRating: 5 }), 403, rideTexts.notYourRide);
    await refused(() => rate(otherDriver, { RideId: ride.Id, StarRating: 5 }), 403, rideTexts.notYourRide);
    await refused(() => rate(owner, { RideId: 987_654, StarRating: 5 }), 404, rideTexts.noRide(987_654));
  });

  it('takes ratings for 7 days after the ride, and no later', async () => {
    const owner = await rider(t);
    const its = await driver(t);
    const recent = await completedRide({
      owner,
      driver: its,
      t,
      completedAt: new Date(Date.now() - 6 * DAY_MS),
    });
    await rated(owner, { RideId: recent.Id, StarRating: 4 });
    const old = await completedRide({
      owner,
      driver: its,
      t,
      completedAt: new Date(Date.now() - 8 * DAY_MS),
    });
    await refused(() => rate(owner, { RideId: old.Id, StarRating: 4 }), 409, ratingTexts.windowClosed);
    await refused(() => rate(its, { RideId: old.Id, StarRating: 4 }), 409, ratingTexts.windowClosed);
  });

  it.each([
    ['0 stars', { StarRating: 0 }, 'StarRating', ratingTexts.starRating],
    ['6 stars', { StarRating: 6 }, 'StarRating', ratingTexts.starRating],
    ['2.5 stars', { StarRating: 2.5 }, 'StarRating', ratingTexts.starRating],
    ['stars as text', { StarRating: 'five' }, 'StarRating', ratingTexts.starRating],
    ['no stars', { StarRating: undefined }, 'StarRating', 'StarRating is required'],
    [
      'a 501-character comment',
      { Comment: 'x'.repeat(501) },
      'Comment',
      'Comment must be at most 500 characters',
    ],
    [
      'a 10 000-character comment',
      { Comment: 'x'.repeat(10_000) },
      'Comment',
      'Comment must be at most 500 characters',
    ],
    ['no ride', { RideId: undefined }, 'RideId', 'RideId is required'],
  ])('refuses %s with its message, nothing written', async (_name, change, property, message) => {
    const owner = await rider(t);
    const its = await driver(t);
    const ride = await completedRide({ owner, driver: its });
    const problem = await refused(() => rate(owner, { RideId: ride.Id, StarRating: 5, ...change }), 400);
    expect(problem.errors?.[property]).toEqual([message]);
  });

  it('takes one rating when the same one is sent twice at once', async () => {
    const owner = await rider(t);
    const its = await driver(t);
    const ride = await completedRide({ owner, driver: its });
    const answers = await Promise.all([
      rate(owner, { RideId: ride.Id, StarRating: 2 }),
      rate(owner, { RideId: ride.Id, StarRating: 2 }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const conflict = answers.find((answer) => answer.statusCode === 409)!;
    expect(conflict.json().title).toBe(ratingTexts.alreadyRated);
    expect((await userById(its.id)).MyRatingAsDriver).toBe(2);
    const received = listOf<Rating>(await its.api.get('/api/Rating/GetMyRatings'));
    expect(received.total).toBe(1);
  });
});

describe('the rating lists', () => {
  it('lists every rating to an administrator, newest first, found by names and comment; and each person the ones they received', async () => {
    const owner = await rider(t, { Firstname: 'Zainab', Surname: 'Listwell' });
    const its = await driver(t, { names: { Firstname: 'Yusuf', Surname: 'Listwell' } });
    const first = await completedRide({ owner, driver: its });
    const second = await completedRide({ owner, driver: its });
    const a = await rated(owner, { RideId: first.Id, StarRating: 5, Comment: 'Spotless carriage' });
    const b = await rated(owner, { RideId: second.Id, StarRating: 4 });
    const c = await rated(its, { RideId: second.Id, StarRating: 5, Comment: 'Polite rider' });

    const all = listOf<Rating>(
      await admin.get('/api/Rating/GetRatings', { keyword: 'listwell', pageSize: 10 }),
    );
    expect(all.total).toBe(3);
    expect(all.rows.map((row) => row.Id)).toEqual([c.Id, b.Id, a.Id]);
    const byComment = listOf<Rating>(await admin.get('/api/Rating/GetRatings', { keyword: 'SPOTLESS' }));
    expect(byComment.rows.map((row) => row.Id)).toEqual([a.Id]);
    const paged = listOf<Rating>(
      await admin.get('/api/Rating/GetRatings', { keyword: 'listwell', page: 1, pageSize: 2 }),
    );
    expect(paged).toEqual({ rows: [expect.objectContaining({ Id: a.Id })], total: 3 });

    const driverReceived = listOf<Rating>(await its.api.get('/api/Rating/GetMyRatings'));
    expect(driverReceived.rows.map((row) => row.Id)).toEqual([b.Id, a.Id]);
    const ownerReceived = listOf<Rating>(
      await owner.api.get('/api/Rating/GetMyRatings', { keyword: 'polite' }),
    );
    expect(ownerReceived.rows.map((row) => row.Id)).toEqual([c.Id]);
    problemOf(await owner.api.get('/api/Rating/GetRatings'), 403);
  });
});
