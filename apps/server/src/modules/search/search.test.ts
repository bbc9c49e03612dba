import { Endpoint, type FoundRecords, orderNumber, RideStatus } from '@wayfare/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs, problemOf } from '../../test/api-client.ts';
import { createTestApp, createUser, type TestApp, tokenFor } from '../../test/test-app.ts';
import { users } from '../accounts/accounts.table.ts';
import { carFor } from '../cars/test-support.ts';
import { orderFor } from '../payments/payments.test-support.ts';
import { rides } from '../rides/rides.table.ts';

// One app for the file, its records written straight to the tables: the search only reads them.
let t: TestApp;
const found = {} as {
  rideId: number;
  plate: string;
  riderId: string;
  riderEmail: string;
  riderName: string;
  driverId: string;
  driverSurname: string;
  carId: number;
  orderId: string;
  orderNumber: string;
  paymentId: string;
};

beforeAll(async () => {
  t = await createTestApp();
  const tag = Date.now().toString(36);
  const rider = await createUser(t.db, { password: null, email: `zainab.${tag}@example.ng` });
  await t.db
    .update(users)
    .set({ firstname: 'Zainab', surname: `Quadri${tag}`, phoneNumber: '+2348170000001' })
    .where(eq(users.id, rider.id));
  const driver = await createUser(t.db, { password: null, email: `tobi.${tag}@example.ng` });
  await t.db
    .update(users)
    .set({ firstname: 'Tobi', surname: `Yusuf${tag}`, isDriver: true, phoneNumber: '+2348170000002' })
    .where(eq(users.id, driver.id));
  const car = await carFor(t.db, driver.id, { licenseNumber: `LAG-${tag}`.toUpperCase() });
  const [ride] = await t.db
    .insert(rides)
    .values({
      customerId: rider.id,
      driverId: driver.id,
      carDetailId: car.id,
      carName: car.name,
      carModel: car.carModel,
      licenseNumber: car.licenseNumber,
      status: RideStatus.Completed,
      distanceMetres: 10_000,
      destinationAddress: '12 Admiralty Way, Lekki',
      currentStreet: 'Allen Avenue',
      currentCity: 'Ikeja',
      estimatedAmountKobo: 250_000,
    })
    .returning();
  const order = await orderFor(t.db, { email: `buyer.${tag}@example.ng` });
  Object.assign(found, {
    rideId: ride!.id,
    plate: car.licenseNumber,
    riderId: rider.id,
    riderEmail: rider.email,
    riderName: `Zainab Quadri${tag}`,
    driverId: driver.id,
    driverSurname: `Yusuf${tag}`,
    carId: car.id,
    orderId: order.order.id,
    orderNumber: orderNumber(order.order.number),
    paymentId: order.payment.id,
  });
});
afterAll(() => t.close());

const asAdmin = async (rights?: Record<number, { view: boolean }>) => {
  const admin = await createUser(
    t.db,
    rights ? { password: null, rights } : { password: null, allowAllEndpoints: true },
  );
  return apiAs(t, await tokenFor(admin));
};

async function search(api: ReturnType<typeof apiAs>, q: string) {
  const response = await api.get('/api/Search/FindRecords', { q });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as FoundRecords;
}

const recordsOf = (answer: FoundRecords, name: string) =>
  answer.Groups.find((group) => group.Name === name)?.Records;

/** Each group's name with the kind and id of each record it holds. */
const groupsOf = (answer: FoundRecords) =>
  Object.fromEntries(
    answer.Groups.map((group) => [group.Name, group.Records.map((record) => `${record.Kind} ${record.Id}`)]),
  );

describe('Search/FindRecords: the admin header search (issue 32)', () => {
  it('finds each kind by its key, grouped: a ride id, a phone as dialled, a plate, a WF- order id, an e-mail, a name', async () => {
    const admin = await asAdmin();
    expect(groupsOf(await search(admin, `#${found.rideId}`)).Rides).toContain(`Ride ${found.rideId}`);

    // A phone typed as people dial it finds the person, and the rides they asked for.
    expect(groupsOf(await search(admin, '0817 000 0001'))).toEqual({
      Rides: [`Ride ${found.rideId}`],
      People: [`User ${found.riderId}`],
    });

    // The plate finds the car and the rides it drove.
    const byPlate = groupsOf(await search(admin, found.plate.toLowerCase()));
    expect(byPlate.Cars).toEqual([`Car ${found.carId}`]);
    expect(byPlate.Rides).toEqual([`Ride ${found.rideId}`]);

    // The order's WF- id finds the order and its payment.
    const byOrder = await search(admin, found.orderNumber);
    expect(groupsOf(byOrder)).toMatchObject({
      Orders: [`Order ${found.orderId}`],
      Payments: [`Payment ${found.paymentId}`],
    });
    expect(byOrder.Groups.find((group) => group.Name === 'Payments')?.Records[0]?.OrderNumber).toBe(
      found.orderNumber,
    );

    expect(groupsOf(await search(admin, found.riderEmail)).People).toEqual([`User ${found.riderId}`]);
    const byName = await search(admin, found.driverSurname);
    expect(groupsOf(byName).People).toEqual([`Driver ${found.driverId}`]);
    expect(byName.Groups.map((group) => group.Name)).toEqual(['Rides', 'People', 'Cars']);
    expect(byName.Partial).toBe(false);
  });

  it("finds a ride by its rider's phone and by its driver's name, its Detail naming whose ride it is", async () => {
    const admin = await asAdmin();
    const byPhone = await search(admin, '+234 817 000 0001');
    expect(recordsOf(byPhone, 'Rides')).toEqual([
      expect.objectContaining({
        Id: String(found.rideId),
        Detail: expect.stringContaining(`Rider ${found.riderName}`),
      }),
    ]);
    const byDriver = await search(admin, `tobi ${found.driverSurname.toLowerCase()}`);
    expect(recordsOf(byDriver, 'Rides')).toEqual([
      expect.objectContaining({
        Id: String(found.rideId),
        Detail: expect.stringContaining(`Driver Tobi ${found.driverSurname}`),
      }),
    ]);
  });

  it("gives a rides-only sub-admin the ride found by its rider's phone, and no People group", async () => {
    const ridesOnly = await asAdmin({ [Endpoint.Ride]: { view: true } });
    expect(groupsOf(await search(ridesOnly, '0817 000 0001'))).toEqual({ Rides: [`Ride ${found.rideId}`] });
  });

  it('shows a sub-admin only the groups whose list their role may call', async () => {
    const carsOnly = await asAdmin({ [Endpoint.CarDetail]: { view: true } });
    const answer = await search(carsOnly, found.plate);
    expect(answer.Groups.map((group) => group.Name)).toEqual(['Cars']);
    const noRides = await asAdmin({ [Endpoint.Account]: { view: true } });
    expect((await search(noRides, `#${found.rideId}`)).Groups.map((group) => group.Name)).not.toContain(
      'Rides',
    );
  });

  it('refuses a query of one character with a problem naming the minimum, and a caller who is not signed in', async () => {
    const admin = await asAdmin();
    const problem = problemOf(await admin.get('/api/Search/FindRecords', { q: 'a' }), 400);
    expect(JSON.stringify(problem)).toContain('at least 2 characters');
    expect((await apiAs(t).get('/api/Search/FindRecords', { q: 'Tobi' })).statusCode).toBe(401);
    const rider = await createUser(t.db, { password: null });
    expect(
      (await apiAs(t, await tokenFor(rider)).get('/api/Search/FindRecords', { q: 'Tobi' })).statusCode,
    ).toBe(403);
  });
});

describe("a payment's record address (issue 32)", () => {
  it('finds the payment by its whole id in the payments list, which /admin/payments/{id} opens searched for it', async () => {
    const admin = await asAdmin();
    const response = await admin.get('/api/Payment/GetPayments', {
      keyword: found.paymentId,
      page: 0,
      pageSize: 10,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect((response.json() as { Id: string }[]).map((payment) => payment.Id)).toEqual([found.paymentId]);
  });
});
