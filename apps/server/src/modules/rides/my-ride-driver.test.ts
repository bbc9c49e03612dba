import { type MyRideDriver, rideDriverCardTexts, rideTexts } from '@wayfare/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs, problemOf } from '../../test/api-client.ts';
import { createTestApp, signInAsFirstAdmin, type TestApp } from '../../test/test-app.ts';
import { users } from '../accounts/accounts.table.ts';
import {
  acceptedRide,
  cancelledUnacceptedRide,
  completedRide,
} from '../ratings/finished-rides.test-support.ts';
import { driver, ok, requested, rider } from './rides.test-support.ts';

let t: TestApp;
let admin: ReturnType<typeof apiAs>;
beforeAll(async () => {
  t = await createTestApp({ OUTBOX_POLL_MS: 60_000 });
  admin = apiAs(t, await signInAsFirstAdmin(t));
});
afterAll(() => t.close());

const driverCardOf = async (api: ReturnType<typeof apiAs>, rideId: number) => {
  const response = await api.get('/api/Ride/GetMyRideDriver', { rideId });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as MyRideDriver;
};

describe('Ride/GetMyRideDriver', () => {
  it("shows the ride's riders the driver who took it, their car, rating and the cancellation rule", async () => {
    const owner = await rider(t);
    const sharer = await rider(t);
    const its = await driver(t, { names: { Firstname: 'Bola', Surname: 'Eze' } });
    await t.db
      .update(users)
      .set({ picture: '/uploads/pictures/bola.jpg', ratingAsDriverSum: 14, ratingAsDriverCount: 3 })
      .where(eq(users.id, its.id));
    await ok(admin, 'UpdateRideSetting', {
      HighTrafficEsitmatedBillingUnit: 300,
      EsitmatedBillingUnit: 200,
      MinAmountForSharedRide: 2000,
      SharedDiscountInPercent: 20,
      CancellationFee: 750,
      CancellationGraceMinutes: 3,
    });
    const ride = await acceptedRide({ owner, driver: its, sharers: [sharer] });

    const card = await driverCardOf(owner.api, ride.Id);
    expect(card).toMatchObject({
      RideId: ride.Id,
      DriverFirstname: 'Bola',
      Picture: '/uploads/pictures/bola.jpg',
      Rating: 4.7,
      RatingCount: 3,
      CarName: ride.CarName,
      CarModel: ride.CarModel,
      CarYear: ride.CarYear,
      LicenseNumber: ride.LicenseNumber,
      CancellationFee: 750,
      CancellationGraceMinutes: 3,
      CurrencySign: ride.CurrencySign,
    });
    expect(card.LicenseNumber).toBeTruthy();
    expect(Date.parse(card.FreeCancellationUntil) - Date.parse(card.AcceptedAt)).toBe(3 * 60_000);
    // Not the surname, not the phone: the card is all a rider sees of the driver here.
    expect(Object.keys(card)).not.toContain('DriverSurname');
    expect(await driverCardOf(sharer.api, ride.Id)).toEqual(card);
  });

  it('refuses its driver, strangers and administrators with 403; an unknown ride 404, a bad id 400', async () => {
    const owner = await rider(t);
    const its = await driver(t);
    const stranger = await rider(t);
    const ride = await completedRide({ owner, driver: its });
    expect(await driverCardOf(owner.api, ride.Id)).toMatchObject({
      RideId: ride.Id,
      RatingCount: 0,
      Rating: null,
    });
    for (const api of [its.api, stranger.api, admin])
      expect(problemOf(await api.get('/api/Ride/GetMyRideDriver', { rideId: ride.Id }), 403).title).toBe(
        rideDriverCardTexts.notYourRideToFollow,
      );
    expect(problemOf(await owner.api.get('/api/Ride/GetMyRideDriver', { rideId: 987_654 }), 404).title).toBe(
      rideTexts.noRide(987_654),
    );
    problemOf(await owner.api.get('/api/Ride/GetMyRideDriver', { rideId: 'one' }), 400);
  });

  it('answers 409 naming the status while no driver has taken the ride', async () => {
    const owner = await rider(t);
    const pending = await requested(owner);
    expect(
      problemOf(await owner.api.get('/api/Ride/GetMyRideDriver', { rideId: pending.Id }), 409).title,
    ).toBe(rideDriverCardTexts.noDriverYet('Pending'));
    await ok(owner.api, 'CancelRide', { Id: pending.Id, Reason: 'Changed my plans' });
    const other = await rider(t);
    const cancelled = await cancelledUnacceptedRide(other);
    expect(
      problemOf(await other.api.get('/api/Ride/GetMyRideDriver', { rideId: cancelled.Id }), 409).title,
    ).toBe(rideDriverCardTexts.noDriverYet('Cancelled'));
  });
});
