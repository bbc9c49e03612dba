import { type CarDetail, CarStatus, carTexts, type Ride } from '@wayfare/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { problemOf } from '../../test/api-client.ts';
import { createFilesTestApp, type FilesTestApp } from '../files/test-support.ts';
import { requested, rider } from '../rides/rides.test-support.ts';
import { carBody, carDriver, okJson } from './car-test-support.ts';
import { carDetails } from './cars.table.ts';
import { carFor } from './test-support.ts';

let t: FilesTestApp;
beforeAll(async () => {
  t = await createFilesTestApp({ OUTBOX_POLL_MS: 60_000 });
});
afterAll(() => t.close());

const accept = (driver: Awaited<ReturnType<typeof carDriver>>, body: object) =>
  driver.api.post('/api/Ride/AcceptRide', body);

describe('AcceptRide and the car (issue 17 §1)', () => {
  it("records the driver's Approved car on the ride, and keeps that copy when the car changes", async () => {
    const driver = await carDriver(t);
    const car = await carFor(t.db, driver.id, { name: 'Lexus', carModel: 'RX 350', year: 2019 });
    const ride = await requested(await rider(t));
    const accepted = await okJson<Ride>(await accept(driver, { Id: ride.Id }));
    expect(accepted).toMatchObject({
      CarDetailId: car.id,
      CarName: 'Lexus',
      CarModel: 'RX 350',
      CarYear: 2019,
      LicenseNumber: car.licenseNumber,
    });
    await t.db.update(carDetails).set({ name: 'Renamed' }).where(eq(carDetails.id, car.id));
    const again = await okJson<Ride>(await t.admin.api.get('/api/Ride/GetRideById', { id: ride.Id }));
    expect(again.CarName).toBe('Lexus');

    // A car on an unfinished ride cannot be deleted, by its driver or an administrator.
    const refusal = problemOf(await driver.api.post('/api/CarDetail/DeleteMyCarDetail', { Id: car.id }), 409);
    expect(refusal.title).toBe(carTexts.onUnfinishedRide('Accepted'));
    problemOf(await t.admin.api.post('/api/CarDetail/DeleteMyCarDetail', { Id: car.id }), 409);
    for (const step of ['ArriveRide', 'StartRide', 'CompleteRide'])
      await okJson(await driver.api.post(`/api/Ride/${step}`, { Id: ride.Id }), step);
    await okJson(await t.admin.api.post('/api/CarDetail/DeleteMyCarDetail', { Id: car.id }));
    const kept = await okJson<Ride>(await t.admin.api.get('/api/Ride/GetRideById', { id: ride.Id }));
    expect(kept).toMatchObject({ CarDetailId: car.id, CarName: 'Lexus', RideStatusName: 'Completed' });
  });

  it('refuses a driver without an Approved car (403), nothing written', async () => {
    const driver = await carDriver(t);
    const ride = await requested(await rider(t));
    expect(problemOf(await accept(driver, { Id: ride.Id }), 403).title).toBe(carTexts.noApprovedCar);
    const pending = await carFor(t.db, driver.id, { status: CarStatus.Pending });
    expect(problemOf(await accept(driver, { Id: ride.Id, CarDetailId: pending.id }), 403).title).toBe(
      carTexts.carNotApproved('Pending'),
    );
    const [row] = await t.db.select().from(carDetails).where(eq(carDetails.id, pending.id));
    expect(row!.status).toBe(CarStatus.Pending);
    const unchanged = await okJson<Ride>(await t.admin.api.get('/api/Ride/GetRideById', { id: ride.Id }));
    expect(unchanged).toMatchObject({ RideStatusName: 'Pending', DriverId: null, CarDetailId: null });
  });

  it("asks which car when the driver has two Approved ones, and refuses another driver's car", async () => {
    const driver = await carDriver(t);
    const stranger = await carDriver(t);
    const theirs = await carFor(t.db, stranger.id);
    await carFor(t.db, driver.id);
    const second = await carFor(t.db, driver.id, { name: 'Peugeot' });
    const ride = await requested(await rider(t));
    const which = problemOf(await accept(driver, { Id: ride.Id }), 400);
    expect(which.errors?.CarDetailId).toEqual([carTexts.carDetailIdRequired]);
    expect(problemOf(await accept(driver, { Id: ride.Id, CarDetailId: theirs.id }), 403).title).toBe(
      carTexts.notYourCar,
    );
    problemOf(await accept(driver, { Id: ride.Id, CarDetailId: 99_999 }), 404);
    const accepted = await okJson<Ride>(await accept(driver, { Id: ride.Id, CarDetailId: second.id }));
    expect(accepted).toMatchObject({ CarDetailId: second.id, CarName: 'Peugeot' });
  });

  it.each([
    ['licence', { licenseExpiryDate: '2020-01-01' }, 'Car Licence'],
    ['insurance', { insurance: '/uploads/x.png', insuranceExpiryDate: '2020-01-01' }, 'Insurance'],
    [
      'road-worthiness',
      { roadWorthiness: '/uploads/x.png', roadWorthinessExpiryDate: '2020-01-01' },
      'Road Worthiness',
    ],
  ])('refuses an Approved car whose %s expired (403)', async (_, papers, document) => {
    const driver = await carDriver(t);
    await carFor(t.db, driver.id, papers);
    const ride = await requested(await rider(t));
    expect(problemOf(await accept(driver, { Id: ride.Id }), 403).title).toBe(
      carTexts.carPaperExpired(document),
    );
  });

  it('lets a driver whose car an administrator approved through the calls accept a ride', async () => {
    const driver = await carDriver(t);
    const { Id } = await okJson<{ Id: number }>(
      await driver.api.post('/api/CarDetail/CreateMyCarDetail', carBody(driver.picture, { Name: 'Kia' })),
    );
    const ride = await requested(await rider(t));
    problemOf(await accept(driver, { Id: ride.Id }), 403);
    await okJson<CarDetail>(await t.admin.api.post('/api/CarDetail/ApproveCarDetail', { Id }));
    expect(await okJson<Ride>(await accept(driver, { Id: ride.Id }))).toMatchObject({
      CarDetailId: Id,
      CarName: 'Kia',
    });
  });
});
