import { rideTexts } from '@wayfare/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { AppError, forbidden, unauthorized } from '../../errors.ts';
import { people } from '../accounts/index.ts';
import { carForRide } from '../cars/index.ts';
import { packageWouldAllowRide } from '../packages/index.ts';
import { localDay } from './local-day.ts';

/**
 * issue 16 §1, who may drive: IsDriver, active, a licence approved (Valid) and expiring after today in
 * TIME_ZONE; otherwise 403 with the reason. Resolves with the driver's row.
 */
export async function allowedDriver(db: Db, input: { userId: string; now: Date; timeZone: string }) {
  const [user] = await db.select().from(people).where(eq(people.id, input.userId));
  if (!user || user.deletedAt) throw unauthorized();
  if (!user.isDriver) throw forbidden(rideTexts.notADriver);
  if (!user.isActive) throw forbidden(rideTexts.accountSuspended);
  if (!user.driverLicense || !user.licenseApprovedAt) throw forbidden(rideTexts.licenceNotApproved);
  const today = localDay(input.now, input.timeZone);
  if (!user.licenseExpiryDate || user.licenseExpiryDate <= today) throw forbidden(rideTexts.licenceExpired);
  return user;
}

/**
 * issue 31, GoOnline and dispatch: whether the driver may take a ride now, as AcceptRide checks it —
 * allowed to drive, an Approved car with unexpired papers (with several, the driver names one when
 * accepting), a package with rides left. Throws AcceptRide's refusal. It locks nothing that another
 * offer's check would wait on: AcceptRide checks again, with the package's holding locked.
 */
export async function checkMayDrive(tx: Db, input: { userId: string; now: Date; timeZone: string }) {
  await allowedDriver(tx, input);
  try {
    await carForRide(tx, { driverId: input.userId, today: localDay(input.now, input.timeZone) });
  } catch (error) {
    // Several Approved cars: AcceptRide asks which; any of them with its papers will do to go online.
    if (!(error instanceof AppError && error.status === 400)) throw error;
  }
  await packageWouldAllowRide(tx, { driverId: input.userId, now: input.now, timeZone: input.timeZone });
}
