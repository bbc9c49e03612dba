import { type Ride, rideTexts } from '@wayfare/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs, listOf, problemOf } from '../../test/api-client.ts';
import { createTestApp, signInAsFirstAdmin, type TestApp, tokenFor } from '../../test/test-app.ts';
import { createdPerson, driverForm } from '../accounts/test-support.ts';
import { carFor } from '../cars/test-support.ts';
import { driverPackages, packages } from '../packages/packages.table.ts';
import { givePackageToDrive } from '../packages/packages.test-support.ts';
import { driver, ok, type Person, requested, rideRequest, rider, rideWrites } from './rides.test-support.ts';

let t: TestApp;
let admin: ReturnType<typeof apiAs>;
beforeAll(async () => {
  t = await createTestApp({ OUTBOX_POLL_MS: 60_000 });
  admin = apiAs(t, await signInAsFirstAdmin(t));
});
afterAll(() => t.close());

/** A refused call: its status and title, and nothing written. */
async function refused(send: () => ReturnType<Person['api']['post']>, status: number, title?: string) {
  const before = await rideWrites(t);
  const problem = problemOf(await send(), status);
  if (title !== undefined) expect(problem.title).toBe(title);
  expect(await rideWrites(t)).toEqual(before);
  return problem;
}

describe('a ride from Pending to Completed', () => {
  it('goes through every step with its driver; a second driver is refused; the history shows every step', async () => {
    const owner = await rider(t, { Firstname: 'Ada', Surname: 'Eze' });
    const first = await driver(t, {
      names: { Firstname: 'Tunde', Surname: 'Balogun' },
      drivingPackage: false,
    });
    const second = await driver(t);
    const [gold] = await t.db.insert(packages).values({ name: 'Gold', amountKobo: 500_000 }).returning();
    await t.db.insert(driverPackages).values({ userId: first.id, packageId: gold!.id });

    const ride = await requested(owner, { AllowSharing: false });
    expect(ride).toMatchObject({
      CustomerFirstname: 'Ada',
      CustomerSurname: 'Eze',
      DriverId: null,
      RideStatus: 1,
      RideStatusName: 'Pending',
      DistanceToCover: 10,
      // issue 31: asked without coordinates, the ride has no place.
      PickupLatitude: null,
      PickupLongitude: null,
      DestinationLatitude: null,
      DestinationLongitude: null,
      EstimatedAmount: 2000,
      Amount: null,
      IsHighTraffic: false,
      AllowSharing: false,
      PackageName: null,
      CurrencySign: '₦',
      RideSharedusers: [],
    });
    expect(Number.isInteger(ride.Id)).toBe(true);

    const available = listOf<Ride>(await first.api.get('/api/Ride/GetAvailableRides'));
    expect(available.rows.map((row) => row.Id)).toContain(ride.Id);

    const accepted = await ok(first.api, 'AcceptRide', { Id: ride.Id });
    expect(accepted).toMatchObject({
      RideStatusName: 'Accepted',
      DriverFirstname: 'Tunde',
      PackageName: 'Gold',
    });
    await refused(
      () => second.api.post('/api/Ride/AcceptRide', { Id: ride.Id }),
      409,
      'This ride is Accepted; it cannot be accepted.',
    );
    await refused(
      () => second.api.post('/api/Ride/ArriveRide', { Id: ride.Id }),
      403,
      rideTexts.notItsDriver,
    );
    await refused(
      () => first.api.post('/api/Ride/CompleteRide', { Id: ride.Id }),
      409,
      'This ride is Accepted; it cannot be completed.',
    );
    expect(await ok(first.api, 'ArriveRide', { Id: ride.Id })).toMatchObject({ RideStatusName: 'Arrived' });
    expect(await ok(first.api, 'StartRide', { Id: ride.Id })).toMatchObject({ RideStatusName: 'Ongoing' });
    const done = await ok(first.api, 'CompleteRide', { Id: ride.Id });
    expect(done).toMatchObject({ RideStatus: 5, RideStatusName: 'Completed', Amount: 2000 });

    const history = listOf(await admin.get('/api/Ride/GetRideStatusUpdates', { rideId: ride.Id }));
    expect(history.rows.map((row) => [row.RideStatusName, row.ByName])).toEqual([
      ['Pending', 'Ada Eze'],
      ['Accepted', 'Tunde Balogun'],
      ['Arrived', 'Tunde Balogun'],
      ['Ongoing', 'Tunde Balogun'],
      ['Completed', 'Tunde Balogun'],
    ]);
    const mine = listOf<Ride & { AmCustomer: boolean }>(await owner.api.get('/api/Ride/GetMyRides'));
    expect(mine.rows.map((row) => [row.Id, row.AmCustomer])).toEqual([[ride.Id, true]]);
    const driven = listOf<Ride & { AmCustomer: boolean }>(await first.api.get('/api/Ride/GetMyRides'));
    expect(driven.rows.map((row) => [row.Id, row.AmCustomer])).toEqual([[ride.Id, false]]);
  });

  it('sets Amount to the preferred amount at completion when the rider enabled it', async () => {
    const owner = await rider(t);
    const its = await driver(t);
    const ride = await requested(owner, {
      EnableCustomerPerferredAmount: true,
      CustomerPerferredAmount: 2500,
    });
    expect(ride).toMatchObject({ EstimatedAmount: 2000, CustomerPerferredAmount: 2500 });
    await ok(its.api, 'AcceptRide', { Id: ride.Id, CarDetailId: null });
    await ok(its.api, 'ArriveRide', { Id: ride.Id });
    await ok(its.api, 'StartRide', { Id: ride.Id });
    expect((await ok(its.api, 'CompleteRide', { Id: ride.Id })).Amount).toBe(2500);
  });
});

describe('the reading calls of riders and drivers', () => {
  it('lists the ride statuses to anyone signed in', async () => {
    const person = await rider(t);
    expect(listOf(await person.api.get('/api/Ride/GetRideStatuses')).rows).toEqual([
      { Id: 1, Name: 'Pending' },
      { Id: 2, Name: 'Accepted' },
      { Id: 3, Name: 'Arrived' },
      { Id: 4, Name: 'Ongoing' },
      { Id: 5, Name: 'Completed' },
      { Id: 6, Name: 'Cancelled' },
    ]);
    problemOf(await apiAs(t).get('/api/Ride/GetRideStatuses'), 401);
  });

  it("GetMyRides filters by status and pages; GetAvailableRides leaves out the driver's own ride, oldest first", async () => {
    const owner = await rider(t);
    const first = await requested(owner);
    await ok(owner.api, 'CancelRide', { Id: first.Id, Reason: 'Wrong address' });
    const second = await requested(owner);
    expect(listOf<Ride>(await owner.api.get('/api/Ride/GetMyRides')).rows.map((row) => row.Id)).toEqual([
      second.Id,
      first.Id,
    ]);
    const cancelled = listOf<Ride>(await owner.api.get('/api/Ride/GetMyRides', { rideStatus: 6 }));
    expect(cancelled.rows.map((row) => row.Id)).toEqual([first.Id]);
    const paged = listOf<Ride>(await owner.api.get('/api/Ride/GetMyRides', { page: 1, pageSize: 1 }));
    expect([paged.rows.map((row) => row.Id), paged.total]).toEqual([[first.Id], 2]);
    problemOf(await owner.api.get('/api/Ride/GetMyRides', { rideStatus: 9 }), 400);

    const driving = await driver(t);
    const own = await requested(driving);
    const available = listOf<Ride>(await driving.api.get('/api/Ride/GetAvailableRides', { pageSize: 500 }));
    const ids = available.rows.map((row) => row.Id);
    expect(ids).toContain(second.Id);
    expect(ids).not.toContain(own.Id);
    expect(available.rows.every((row) => row.RideStatus === 1)).toBe(true);
    const dates = available.rows.map((row) => row.RideDate);
    expect(dates).toEqual([...dates].sort());
  });
});

describe('who may drive', () => {
  it.each([
    ['a rider who is not a driver', { isDriver: false }, rideTexts.notADriver],
    [
      'a driver whose licence is not approved',
      { approved: false },
      "Your driver's licence is not approved yet.",
    ],
    ['a driver whose licence expires today in Lagos', { expires: 'today' }, rideTexts.licenceExpired],
  ])('refuses %s with 403 and the reason', async (_, licence, reason) => {
    const owner = await rider(t);
    const ride = await requested(owner);
    const lagosToday = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Lagos' }).format(new Date());
    const { expires, ...rest } = licence as { expires?: string };
    const person = await driver(t, { ...rest, ...(expires ? { expires: lagosToday } : {}) });
    await refused(() => person.api.post('/api/Ride/AcceptRide', { Id: ride.Id }), 403, reason);
    problemOf(await person.api.get('/api/Ride/GetAvailableRides'), 403);
  });

  it('refuses a driver already on an unfinished ride with 409, and their own ride with 403', async () => {
    const its = await driver(t);
    await ok(its.api, 'AcceptRide', { Id: (await requested(await rider(t))).Id });
    const other = await requested(await rider(t));
    await refused(
      () => its.api.post('/api/Ride/AcceptRide', { Id: other.Id }),
      409,
      'You already have a ride in progress (Accepted)',
    );
    const self = await driver(t);
    const own = await requested(self);
    await refused(() => self.api.post('/api/Ride/AcceptRide', { Id: own.Id }), 403, rideTexts.ownRideToDrive);
  });

  it('lets a person an administrator made a driver (CreateUserAccount, then ApproveLicense) accept a ride', async () => {
    const made = await createdPerson(admin, driverForm({ Firstname: 'Kemi', Surname: 'Adeyemi' }));
    const person = apiAs(t, await tokenFor({ id: made.Id }));
    const ride = await requested(await rider(t));
    await refused(
      () => person.post('/api/Ride/AcceptRide', { Id: ride.Id }),
      403,
      "Your driver's licence is not approved yet.",
    );
    expect((await admin.post('/api/Account/ApproveLicense', { Id: made.Id })).statusCode).toBe(200);
    await carFor(t.db, made.Id);
    await givePackageToDrive(t.db, made.Id);
    expect(await ok(person, 'AcceptRide', { Id: ride.Id })).toMatchObject({ DriverFirstname: 'Kemi' });
  });

  it('answers 404 for an unknown ride', async () => {
    const its = await driver(t);
    await refused(() => its.api.post('/api/Ride/AcceptRide', { Id: 99_999 }), 404, rideTexts.noRide(99_999));
  });
});

describe('Ride/RequestRide', () => {
  it('refuses a rider with an unfinished ride, owned or shared, naming its status', async () => {
    const owner = await rider(t);
    const ride = await requested(owner);
    await refused(
      () => owner.api.post('/api/Ride/RequestRide', rideRequest()),
      409,
      'You already have a ride in progress (Pending)',
    );
    const sharer = await rider(t);
    await ok(sharer.api, 'ShareRide', { Id: ride.Id, DestinationAddress: 'Yaba', DistanceToCover: 5 });
    await refused(
      () => sharer.api.post('/api/Ride/RequestRide', rideRequest()),
      409,
      'You already have a ride in progress (Pending)',
    );
  });

  it.each([
    [
      'a preferred amount below half the estimate',
      { EnableCustomerPerferredAmount: true, CustomerPerferredAmount: 999 },
    ],
    [
      'a preferred amount above twice the estimate',
      { EnableCustomerPerferredAmount: true, CustomerPerferredAmount: 4001 },
    ],
    ['a preferred amount without its flag', { CustomerPerferredAmount: 2000 }],
    ['the flag without an amount', { EnableCustomerPerferredAmount: true }],
    ['NaN distance', { DistanceToCover: Number.NaN }],
    ['a negative distance', { DistanceToCover: -5 }],
    ['a distance under 0.1 km', { DistanceToCover: 0.09 }],
    ['a distance over 1000 km', { DistanceToCover: 1000.5 }],
    ['a distance as words', { DistanceToCover: 'far' }],
    ['a 10 000-character address', { DestinationAddress: 'x'.repeat(10_000) }],
    ['a 301-character street', { CurrentStreet: 'x'.repeat(301) }],
    ['a blank city', { CurrentCity: '   ' }],
    ['an unknown property', { Surge: 3 }],
    ['an object for a flag', { IsHighTraffic: { yes: true } }],
  ])('refuses %s with 400 and writes nothing', async (_, more) => {
    const owner = await rider(t);
    await refused(() => owner.api.post('/api/Ride/RequestRide', rideRequest(more)), 400);
  });

  it('accepts the preferred amount exactly at half and twice the estimate', async () => {
    expect(
      (
        await requested(await rider(t), {
          EnableCustomerPerferredAmount: true,
          CustomerPerferredAmount: 1000,
        })
      ).CustomerPerferredAmount,
    ).toBe(1000);
    expect(
      (
        await requested(await rider(t), {
          EnableCustomerPerferredAmount: true,
          CustomerPerferredAmount: 4000,
        })
      ).CustomerPerferredAmount,
    ).toBe(4000);
  });

  it('refuses a caller with no token', async () => {
    const nobody = apiAs(t);
    problemOf(await nobody.post('/api/Ride/RequestRide', rideRequest()), 401);
  });
});

describe('Ride/ShareRide', () => {
  it('seats up to three riders at the shared price, and the owner pays it too', async () => {
    const owner = await rider(t);
    const ride = await requested(owner, { DistanceToCover: 20 });
    expect(ride.EstimatedAmount).toBe(4000);
    const first = await rider(t, { Firstname: 'Bola', Surname: 'Ade' });
    const shared = await ok(first.api, 'ShareRide', {
      Id: ride.Id,
      DestinationAddress: 'Yaba',
      DistanceToCover: 15,
    });
    // 15 km × ₦200 = ₦3 000 ≥ ₦2 000: 20 % off; the owner's ₦4 000 becomes ₦3 200.
    expect(shared.EstimatedAmount).toBe(3200);
    expect(shared.RideSharedusers).toEqual([
      {
        Id: expect.any(Number),
        UserId: first.id,
        CustomerSurname: 'Ade',
        CustomerFirstname: 'Bola',
        DestinationAddress: 'Yaba',
        DistanceToCover: 15,
        EstimatedAmount: 2400,
      },
    ]);
    await refused(
      () =>
        first.api.post('/api/Ride/ShareRide', {
          Id: ride.Id,
          DestinationAddress: 'Yaba',
          DistanceToCover: 15,
        }),
      409,
      rideTexts.alreadySharing,
    );
    await refused(
      () =>
        owner.api.post('/api/Ride/ShareRide', {
          Id: ride.Id,
          DestinationAddress: 'Yaba',
          DistanceToCover: 15,
        }),
      409,
      rideTexts.ownRideToShare,
    );
    for (let seat = 2; seat <= 3; seat++)
      await ok((await rider(t)).api, 'ShareRide', {
        Id: ride.Id,
        DestinationAddress: 'Ikeja',
        DistanceToCover: 5,
      });
    await refused(
      async () =>
        (await rider(t)).api.post('/api/Ride/ShareRide', {
          Id: ride.Id,
          DestinationAddress: 'Ikeja',
          DistanceToCover: 5,
        }),
      409,
      rideTexts.sharingFull,
    );
    const closed = await requested(await rider(t), { AllowSharing: false });
    await refused(
      async () =>
        (await rider(t)).api.post('/api/Ride/ShareRide', {
          Id: closed.Id,
          DestinationAddress: 'Ikeja',
          DistanceToCover: 5,
        }),
      409,
      rideTexts.sharingClosed,
    );
  });

  it('lets a sharer leave by CancelRide; the ride goes on', async () => {
    const owner = await rider(t);
    const ride = await requested(owner);
    const sharer = await rider(t);
    await ok(sharer.api, 'ShareRide', { Id: ride.Id, DestinationAddress: 'Yaba', DistanceToCover: 5 });
    const after = await ok(sharer.api, 'CancelRide', { Id: ride.Id, Reason: 'Plans changed' });
    expect(after).toMatchObject({ RideStatusName: 'Pending', RideSharedusers: [] });
    // Free again: they may ask for a ride of their own.
    await requested(sharer);
  });
});

describe('Ride/CancelRide', () => {
  it("needs a Reason: 'Reason is required'", async () => {
    const owner = await rider(t);
    const ride = await requested(owner);
    const problem = await refused(
      () => owner.api.post('/api/Ride/CancelRide', { Id: ride.Id, Reason: ' ' }),
      400,
    );
    expect(problem.errors?.Reason).toEqual(['Reason is required']);
    await refused(
      () => owner.api.post('/api/Ride/CancelRide', { Id: ride.Id, Reason: 'x'.repeat(501) }),
      400,
    );
    const cancelled = await ok(owner.api, 'CancelRide', { Id: ride.Id, Reason: 'Found a bus' });
    expect(cancelled.RideStatusName).toBe('Cancelled');
    const history = listOf(await admin.get('/api/Ride/GetRideStatusUpdates', { rideId: ride.Id }));
    expect(history.rows.at(-1)).toMatchObject({ RideStatusName: 'Cancelled', Reason: 'Found a bus' });
  });
});

// ------------------------------------------------------------ every status × call × caller

type CallerName = 'owner' | 'sharer' | 'its driver' | 'another driver' | 'a non-driver';
type CallName = 'AcceptRide' | 'ArriveRide' | 'StartRide' | 'CompleteRide' | 'CancelRide' | 'ShareRide';
const STATUSES = ['Pending', 'Accepted', 'Arrived', 'Ongoing', 'Completed', 'Cancelled'] as const;
type StatusName = (typeof STATUSES)[number];
const CALLERS: CallerName[] = ['owner', 'sharer', 'its driver', 'another driver', 'a non-driver'];
const CALLS: CallName[] = [
  'AcceptRide',
  'ArriveRide',
  'StartRide',
  'CompleteRide',
  'CancelRide',
  'ShareRide',
];

const NEXT: Partial<Record<CallName, StatusName>> = {
  ArriveRide: 'Accepted',
  StartRide: 'Arrived',
  CompleteRide: 'Ongoing',
};
const open = (status: StatusName) => ['Pending', 'Accepted', 'Arrived'].includes(status);

/** What each caller gets: 200, or the refusal's status. "Its driver" of a Pending ride is a driver yet to accept. */
function expected(status: StatusName, call: CallName, caller: CallerName): 200 | 403 | 409 {
  const driverCaller = caller === 'its driver' || caller === 'another driver';
  switch (call) {
    case 'AcceptRide':
      if (!driverCaller) return 403;
      return status === 'Pending' ? 200 : 409;
    case 'ArriveRide':
    case 'StartRide':
    case 'CompleteRide':
      if (caller !== 'its driver' || status === 'Pending') return 403;
      return NEXT[call] === status ? 200 : 409;
    case 'CancelRide':
      if (caller === 'owner' || caller === 'sharer') return open(status) ? 200 : 409;
      if (caller === 'its driver') {
        if (status === 'Pending') return 403;
        return status === 'Accepted' || status === 'Arrived' ? 200 : 409;
      }
      return 403;
    case 'ShareRide':
      if (caller === 'owner' || caller === 'sharer') return 409;
      if (caller === 'its driver' && status !== 'Pending') return 409;
      return open(status) ? 200 : 409;
  }
}

const bodyOf = (call: CallName, Id: number) =>
  call === 'CancelRide'
    ? { Id, Reason: 'Changed my mind' }
    : call === 'ShareRide'
      ? { Id, DestinationAddress: 'Surulere', DistanceToCover: 4 }
      : { Id };

/** A shared ride brought to the status, with its people; the Cancelled one had been accepted. */
async function rideIn(status: StatusName) {
  const people = {
    owner: await rider(t),
    sharer: await rider(t),
    'its driver': await driver(t),
    'another driver': await driver(t),
    'a non-driver': await rider(t),
  } satisfies Record<CallerName, Person>;
  const ride = await requested(people.owner);
  await ok(people.sharer.api, 'ShareRide', { Id: ride.Id, DestinationAddress: 'Yaba', DistanceToCover: 6 });
  const its = people['its driver'].api;
  const path: Record<StatusName, [Person['api'], string, object][]> = {
    Pending: [],
    Accepted: [[its, 'AcceptRide', { Id: ride.Id }]],
    Arrived: [
      [its, 'AcceptRide', { Id: ride.Id }],
      [its, 'ArriveRide', { Id: ride.Id }],
    ],
    Ongoing: [
      [its, 'AcceptRide', { Id: ride.Id }],
      [its, 'ArriveRide', { Id: ride.Id }],
      [its, 'StartRide', { Id: ride.Id }],
    ],
    Completed: [
      [its, 'AcceptRide', { Id: ride.Id }],
      [its, 'ArriveRide', { Id: ride.Id }],
      [its, 'StartRide', { Id: ride.Id }],
      [its, 'CompleteRide', { Id: ride.Id }],
    ],
    Cancelled: [
      [its, 'AcceptRide', { Id: ride.Id }],
      [people.owner.api, 'CancelRide', { Id: ride.Id, Reason: 'Too long a wait' }],
    ],
  };
  for (const [api, call, body] of path[status]) await ok(api, call, body);
  return { ride, people };
}

describe('every status × call × caller', () => {
  const cases = STATUSES.flatMap((status) =>
    CALLS.flatMap((call) =>
      CALLERS.map((caller) => ({ status, call, caller, want: expected(status, call, caller) })),
    ),
  );
  it.each(cases)('$status ride, $call by $caller → $want', async ({ status, call, caller, want }) => {
    const { ride, people } = await rideIn(status);
    const send = () => people[caller].api.post(`/api/Ride/${call}`, bodyOf(call, ride.Id));
    if (want === 200) {
      const response = await send();
      expect(response.statusCode, response.body).toBe(200);
      return;
    }
    const problem = await refused(send, want);
    if (want === 409 && ['AcceptRide', 'ArriveRide', 'StartRide', 'CompleteRide'].includes(call))
      expect(problem.title).toMatch(new RegExp(`^This ride is ${status}; it cannot be `));
  });
});
