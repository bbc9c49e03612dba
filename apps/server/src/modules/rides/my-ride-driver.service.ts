import { CURRENCY_SIGN, type MyRideDriver, rideDriverCardTexts, rideTexts } from '@wayfare/contracts';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { conflict, forbidden, notFound } from '../../errors.ts';
import { toNaira } from '../../money.ts';
import { averageRating, people } from '../accounts/index.ts';
import { rideMoneySettings } from './ride-settings.service.ts';
import { rideStatusName } from './ride-view.ts';
import { rideSharedUsers, rides } from './rides.table.ts';

/** Whether the person rides in it: its owner, or a sharer (one who left still reads what they rode). */
async function ridesIn(db: Db, ride: { id: number; customerId: string }, userId: string) {
  if (ride.customerId === userId) return true;
  const [seat] = await db
    .select({ id: rideSharedUsers.id })
    .from(rideSharedUsers)
    .where(and(eq(rideSharedUsers.rideId, ride.id), eq(rideSharedUsers.userId, userId)));
  return seat !== undefined;
}

/**
 * Ride/GetMyRideDriver (issue 33): the driver who took the ride as its riders see them, and when
 * cancelling starts to cost the fee (the grace runs from the driver's acceptance, as CancelRide counts
 * it). Its driver and anyone else 403; a ride no driver took 409 naming its status.
 */
export async function getMyRideDriver(db: Db, input: { rideId: number; by: string }): Promise<MyRideDriver> {
  const [row] = await db
    .select({
      ride: rides,
      driver: {
        firstname: people.firstname,
        picture: people.picture,
        ratingSum: people.ratingAsDriverSum,
        ratingCount: people.ratingAsDriverCount,
      },
    })
    .from(rides)
    .leftJoin(people, eq(people.id, rides.driverId))
    .where(eq(rides.id, input.rideId));
  if (!row) throw notFound(rideTexts.noRide(input.rideId));
  const { ride, driver } = row;
  if (!(await ridesIn(db, ride, input.by))) throw forbidden(rideDriverCardTexts.notYourRideToFollow);
  if (!driver || !ride.acceptedAt)
    throw conflict(rideDriverCardTexts.noDriverYet(rideStatusName(ride.status)));
  const settings = await rideMoneySettings(db);
  const graceMs = settings.cancellationGraceMinutes * 60_000;
  return {
    RideId: ride.id,
    DriverFirstname: driver.firstname,
    Picture: driver.picture,
    Rating: averageRating(driver.ratingSum, driver.ratingCount),
    RatingCount: driver.ratingCount,
    CarName: ride.carName,
    CarModel: ride.carModel,
    CarYear: ride.carYear,
    LicenseNumber: ride.licenseNumber,
    AcceptedAt: ride.acceptedAt.toISOString(),
    CancellationFee: toNaira(settings.cancellationFeeKobo),
    CancellationGraceMinutes: settings.cancellationGraceMinutes,
    FreeCancellationUntil: new Date(ride.acceptedAt.getTime() + graceMs).toISOString(),
    CurrencySign: CURRENCY_SIGN,
  };
}
