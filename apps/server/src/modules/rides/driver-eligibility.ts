import { rideTexts } from '@wayfare/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { forbidden, unauthorized } from '../../errors.ts';
import { people } from '../accounts/index.ts';
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
