import { type CarDetail, CarStatus, type CarStatusId, carTexts } from '@wayfare/contracts';
import { eq } from 'drizzle-orm';
import { conflict } from '../../errors.ts';
import { people } from '../accounts/index.ts';
import { recordAdminChange } from '../activity/index.ts';
import { localDay } from '../rides/index.ts';
import { AREA, type CarsDeps, lockedCar, writeCarUpdate } from './car-details.service.ts';
import { tellDriverOfStatus } from './car-notices.ts';
import { carDetailById, carStatusName, loggedCar } from './car-view.ts';
import { carDetails } from './cars.table.ts';

/** spec 001 §4, issue 17 §1: each admin status change, from which statuses, to which, and what the driver hears. */
const changes = {
  approve: {
    action: 'ApproveCarDetail',
    from: [CarStatus.Pending, CarStatus.RequireExtraInformation, CarStatus.Suspended],
    to: CarStatus.Approved,
    rule: carTexts.approveRule,
    notice: 'Car Approved',
  },
  suspend: {
    action: 'SuspendCarDetail',
    from: [CarStatus.Approved],
    to: CarStatus.Suspended,
    rule: carTexts.suspendRule,
    notice: 'Car Suspended',
  },
  incomplete: {
    action: 'MarkAsIncompleteCarDetail',
    from: [CarStatus.Pending, CarStatus.Approved, CarStatus.Suspended],
    to: CarStatus.RequireExtraInformation,
    rule: carTexts.incompleteRule,
    notice: 'Car Incomplete',
  },
} as const satisfies Record<
  string,
  {
    action: string;
    from: readonly CarStatusId[];
    to: CarStatusId;
    rule: string;
    notice: 'Car Approved' | 'Car Suspended' | 'Car Incomplete';
  }
>;
export type CarStatusChange = keyof typeof changes;

/**
 * ApproveCarDetail, SuspendCarDetail, MarkAsIncompleteCarDetail: one transaction holding the car's row
 * moves it, keeps the Message as the car's and as the history entry's Reason, logs the change and
 * queues the driver's message. From any other status: 409 naming the current one. Approval also needs
 * an active driver and an unexpired car licence.
 */
export async function changeCarStatus(
  deps: CarsDeps,
  input: { Id: number; Message?: string | null | undefined; change: CarStatusChange; by: string },
): Promise<CarDetail> {
  const change = changes[input.change];
  const now = deps.now?.() ?? new Date();
  const message = input.Message ?? null;
  await deps.db.transaction(async (tx) => {
    const before = await lockedCar(tx, input.Id);
    if (!(change.from as readonly number[]).includes(before.status))
      throw conflict(carTexts.wrongState(carStatusName(before.status), change.rule));
    if (change.to === CarStatus.Approved) {
      const [driver] = await tx
        .select({ isActive: people.isActive, deletedAt: people.deletedAt })
        .from(people)
        .where(eq(people.id, before.driverId));
      if (!driver?.isActive || driver.deletedAt) throw conflict(carTexts.driverInactive);
      if (before.licenseExpiryDate <= localDay(now, deps.timeZone)) throw conflict(carTexts.licenceExpired);
    }
    const [after] = await tx
      .update(carDetails)
      .set({
        status: change.to,
        message,
        updatedAt: now,
        ...(change.to === CarStatus.Approved ? { approvedBy: input.by, approvedAt: now } : {}),
      })
      .where(eq(carDetails.id, before.id))
      .returning();
    await writeCarUpdate(tx, { carId: before.id, status: change.to, reason: message, by: input.by });
    await recordAdminChange(tx, {
      userId: input.by,
      area: AREA,
      action: change.action,
      recordId: before.id,
      before: loggedCar(before),
      after: loggedCar(after!),
    });
    await tellDriverOfStatus(tx, { car: after!, type: change.notice, message });
  });
  return carDetailById(deps.db, input.Id);
}
