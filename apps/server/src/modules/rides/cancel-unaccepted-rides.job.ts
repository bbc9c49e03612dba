import { RideStatus, rideTexts } from '@wayfare/contracts';
import { and, eq, lte } from 'drizzle-orm';
import type { RidePlaceHooks } from '../../app-context.ts';
import type { Db } from '../../db/database.ts';
import type { JobDefinition } from '../jobs/index.ts';
import { giveBackPromoUse } from '../promotions/index.ts';
import { notifyRideChange } from './ride-lifecycle.service.ts';
import { settleCancellation } from './ride-money.service.ts';
import { rideStatusUpdates, rides } from './rides.table.ts';

const MINUTE_MS = 60_000;

/**
 * issue 16 §1: a Pending ride no driver accepted within RIDE_PENDING_MINUTES of `now` is cancelled, with
 * a status update (by the system) saying why, in one transaction. The update is conditional on the ride
 * still being Pending, so a driver accepting it at the same moment either wins (the job passes it by) or
 * finds it Cancelled. Resolves with how many it cancelled. issue 30: their holds are released (every
 * rider's accounts locked in turn, after the rides' rows, as every ride change does).
 */
export function cancelUnacceptedRides(
  db: Db,
  input: { now: Date; pendingMinutes: number },
  hooks: Pick<RidePlaceHooks, 'rideCancelled'> = {},
) {
  const cutoff = new Date(input.now.getTime() - input.pendingMinutes * MINUTE_MS);
  return db.transaction(async (tx) => {
    const cancelled = await tx
      .update(rides)
      .set({ status: RideStatus.Cancelled, cancelledAt: input.now })
      .where(and(eq(rides.status, RideStatus.Pending), lte(rides.createdAt, cutoff)))
      .returning();
    if (cancelled.length === 0) return 0;
    // issue 30: no driver accepted, so no fee: each hold released, each promo use given back.
    for (const ride of cancelled) {
      const money = await settleCancellation(tx, ride, { feeKobo: 0 });
      await giveBackPromoUse(tx, ride.id);
      await tx.update(rides).set(money).where(eq(rides.id, ride.id));
      await hooks.rideCancelled?.(tx, ride.id, input.now);
    }
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
export const cancelUnacceptedRidesJob = (
  pendingMinutes: number,
  hooks: Pick<RidePlaceHooks, 'rideCancelled'>,
): JobDefinition => ({
  everyMs: MINUTE_MS,
  run: async ({ db, now }) => ({
    cancelled: await cancelUnacceptedRides(db, { now, pendingMinutes }, hooks),
  }),
});
