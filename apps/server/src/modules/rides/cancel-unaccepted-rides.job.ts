import { RideStatus, rideTexts } from '@wayfare/contracts';
import { and, eq, lte } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import type { JobDefinition } from '../jobs/index.ts';
import { notifyRideChange } from './ride-lifecycle.service.ts';
import { rideStatusUpdates, rides } from './rides.table.ts';

const MINUTE_MS = 60_000;

/**
 * issue 16 §1: a Pending ride no driver accepted within RIDE_PENDING_MINUTES of `now` is cancelled, with
 * a status update (by the system) saying why, in one transaction. The update is conditional on the ride
 * still being Pending, so a driver accepting it at the same moment either wins (the job passes it by) or
 * finds it Cancelled. Resolves with how many it cancelled.
 */
export function cancelUnacceptedRides(db: Db, input: { now: Date; pendingMinutes: number }) {
  const cutoff = new Date(input.now.getTime() - input.pendingMinutes * MINUTE_MS);
  return db.transaction(async (tx) => {
    const cancelled = await tx
      .update(rides)
      .set({ status: RideStatus.Cancelled, cancelledAt: input.now })
      .where(and(eq(rides.status, RideStatus.Pending), lte(rides.createdAt, cutoff)))
      .returning({ id: rides.id });
    if (cancelled.length === 0) return 0;
    await tx.insert(rideStatusUpdates).values(
      cancelled.map(({ id }) => ({
        rideId: id,
        status: RideStatus.Cancelled,
        reason: rideTexts.noDriverAccepted,
        createdAt: input.now,
      })),
    );
    for (const { id } of cancelled) await notifyRideChange(tx, { rideId: id, status: RideStatus.Cancelled });
    return cancelled.length;
  });
}

/** Every minute: a ride waits at most a minute (and the runner's poll) past its time. */
export const cancelUnacceptedRidesJob = (pendingMinutes: number): JobDefinition => ({
  everyMs: MINUTE_MS,
  run: async ({ db, now }) => ({ cancelled: await cancelUnacceptedRides(db, { now, pendingMinutes }) }),
});
