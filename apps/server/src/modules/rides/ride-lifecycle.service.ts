import {
  type Ride,
  RideStatus,
  type RideStatusId,
  ridePlaceTexts,
  rideTexts,
  UNFINISHED_RIDE_STATUSES,
} from '@wayfare/contracts';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { RidePlaceHooks } from '../../app-context.ts';
import type { Db } from '../../db/database.ts';
import { conflict, forbidden, notFound } from '../../errors.ts';
import { lockPersonAccount } from '../accounts/index.ts';
import { carForRide, rideCopyOf } from '../cars/index.ts';
import { packageAllowingRide } from '../packages/index.ts';
import { giveBackPromoUse } from '../promotions/index.ts';
import { allowedDriver } from './driver-eligibility.ts';
import { fareOf, metresOf } from './fares.ts';
import { localDay } from './local-day.ts';
import { settleCancellation } from './ride-money.service.ts';
import { currentFareSetting, rideMoneySettings } from './ride-settings.service.ts';
import { RIDE_UPDATES_CHANNEL } from './ride-updates-channel.ts';
import { rideById, rideStatusName } from './ride-view.ts';
import { type RideRow, rideSharedUsers, rideStatusUpdates, rides } from './rides.table.ts';

/**
 * issue 16 §1: the ride's lifecycle, Pending → Accepted → Arrived → Ongoing → Completed (or Cancelled),
 * none skipped. Each change is one transaction holding the ride's row and writing its status update.
 * Who: an unknown ride is 404, a caller with no part in it 403, the wrong state 409 naming it.
 */

type By = { by: string };
export type DriverClock = { now: Date; timeZone: string };
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export const wrongState = (status: number, verb: string) =>
  conflict(rideTexts.wrongState(rideStatusName(status), verb));

export const notifyRideChange = (tx: Db, change: { rideId: number; status: number }) =>
  tx.execute(
    sql`select pg_notify(${RIDE_UPDATES_CHANNEL}, ${JSON.stringify({
      Id: change.rideId,
      RideStatus: change.status,
      RideStatusName: rideStatusName(change.status),
    })})`,
  );

/** Every change of a ride: its status update, and the announcement, in the change's transaction. */
export async function writeStatusUpdate(
  tx: Db,
  input: { rideId: number; status: number; by: string | null; reason?: string | null },
) {
  await tx
    .insert(rideStatusUpdates)
    .values({ rideId: input.rideId, status: input.status, byUserId: input.by, reason: input.reason ?? null });
  await notifyRideChange(tx, input);
}

export async function lockedRide(tx: Tx, id: number): Promise<RideRow> {
  const [ride] = await tx.select().from(rides).where(eq(rides.id, id)).for('update');
  if (!ride) throw notFound(rideTexts.noRide(id));
  return ride;
}

async function activeSharer(tx: Db, rideId: number, userId: string) {
  const [row] = await tx
    .select()
    .from(rideSharedUsers)
    .where(
      and(
        eq(rideSharedUsers.rideId, rideId),
        eq(rideSharedUsers.userId, userId),
        isNull(rideSharedUsers.leftAt),
      ),
    );
  return row;
}

/** The status of a rider's unfinished ride (as owner or sharer), or undefined. */
export async function unfinishedRideOf(tx: Db, userId: string): Promise<number | undefined> {
  const unfinished = inArray(rides.status, [...UNFINISHED_RIDE_STATUSES]);
  const [owned] = await tx
    .select({ status: rides.status })
    .from(rides)
    .where(and(eq(rides.customerId, userId), unfinished))
    .limit(1);
  if (owned) return owned.status;
  const [shared] = await tx
    .select({ status: rides.status })
    .from(rideSharedUsers)
    .innerJoin(rides, eq(rides.id, rideSharedUsers.rideId))
    .where(and(eq(rideSharedUsers.userId, userId), isNull(rideSharedUsers.leftAt), unfinished))
    .limit(1);
  return shared?.status;
}

/** A rider asks for one ride at a time: their account row, locked, lines their requests up. */
export async function refuseRiderInProgress(tx: Db, userId: string) {
  await lockPersonAccount(tx, userId);
  const status = await unfinishedRideOf(tx, userId);
  if (status !== undefined) throw conflict(rideTexts.inProgress(rideStatusName(status)));
}

/** The unique index behind the checks: a save that raced past them hears what the checks would say. */
export function raceError(error: unknown, text: string) {
  let current: unknown = error;
  for (let depth = 0; current && depth < 3; depth++) {
    const candidate = current as { code?: string; constraint?: string; cause?: unknown };
    if (candidate.code === '23505' && candidate.constraint?.startsWith('rides_one_unfinished_'))
      return conflict(text);
    current = candidate.cause;
  }
  return error;
}

const SHAREABLE: readonly number[] = [RideStatus.Pending, RideStatus.Accepted, RideStatus.Arrived];

/** ShareRide: another rider takes a seat (at most three) at the shared price; the owner's price becomes it too. */
export async function shareRide(
  db: Db,
  input: { Id: number; DestinationAddress: string; DistanceToCover: number } & By,
): Promise<Ride> {
  await db.transaction(async (tx) => {
    const ride = await lockedRide(tx, input.Id);
    if (ride.customerId === input.by || ride.driverId === input.by) throw conflict(rideTexts.ownRideToShare);
    if (await activeSharer(tx, ride.id, input.by)) throw conflict(rideTexts.alreadySharing);
    if (!ride.allowSharing) throw conflict(rideTexts.sharingClosed);
    if (!SHAREABLE.includes(ride.status)) throw wrongState(ride.status, 'shared');
    const seated = await tx.$count(
      rideSharedUsers,
      and(eq(rideSharedUsers.rideId, ride.id), isNull(rideSharedUsers.leftAt)),
    );
    if (seated >= 3) throw conflict(rideTexts.sharingFull);
    await refuseRiderInProgress(tx, input.by);
    const setting = await currentFareSetting(tx);
    const distanceMetres = metresOf(input.DistanceToCover);
    const seat = fareOf(setting, { distanceMetres, isHighTraffic: ride.isHighTraffic, isShared: true });
    const owner = fareOf(setting, {
      distanceMetres: ride.distanceMetres,
      isHighTraffic: ride.isHighTraffic,
      isShared: true,
    });
    const seatColumns = {
      destinationAddress: input.DestinationAddress,
      distanceMetres,
      estimatedAmountKobo: seat.naira * 100,
      createdAt: new Date(),
      leftAt: null,
    };
    await tx
      .insert(rideSharedUsers)
      .values({ rideId: ride.id, userId: input.by, ...seatColumns })
      .onConflictDoUpdate({ target: [rideSharedUsers.rideId, rideSharedUsers.userId], set: seatColumns });
    await tx
      .update(rides)
      .set({ estimatedAmountKobo: owner.naira * 100 })
      .where(eq(rides.id, ride.id));
    await writeStatusUpdate(tx, {
      rideId: ride.id,
      status: ride.status,
      by: input.by,
      reason: 'A rider joined the shared ride',
    });
  });
  return rideById(db, input.Id);
}

/**
 * issue 30: the fee of a rider cancelling after a driver accepted and after CancellationGraceMinutes
 * since; none before.
 */
async function lateCancellationFee(tx: Db, ride: RideRow, now: Date) {
  if (!ride.driverId || !ride.acceptedAt) return 0;
  const money = await rideMoneySettings(tx);
  const graceEnds = ride.acceptedAt.getTime() + money.cancellationGraceMinutes * 60_000;
  return now.getTime() > graceEnds ? money.cancellationFeeKobo : 0;
}

/**
 * CancelRide: the owner while Pending, Accepted or Arrived; the driver while Accepted or Arrived. A
 * sharer leaves by the same call (the ride goes on without them).
 */
export async function cancelRide(
  db: Db,
  input: { Id: number; Reason: string } & By,
  hooks: Pick<RidePlaceHooks, 'rideCancelled'> = {},
): Promise<Ride> {
  await db.transaction(async (tx) => {
    const ride = await lockedRide(tx, input.Id);
    const isOwner = ride.customerId === input.by;
    const isDriver = ride.driverId === input.by;
    const sharer = isOwner || isDriver ? undefined : await activeSharer(tx, ride.id, input.by);
    if (!isOwner && !isDriver && !sharer) throw forbidden(rideTexts.notYourRide);
    const allowed: readonly number[] = isDriver
      ? [RideStatus.Accepted, RideStatus.Arrived]
      : [RideStatus.Pending, RideStatus.Accepted, RideStatus.Arrived];
    if (!allowed.includes(ride.status)) throw wrongState(ride.status, sharer ? 'left' : 'cancelled');
    if (sharer) {
      await tx.update(rideSharedUsers).set({ leftAt: new Date() }).where(eq(rideSharedUsers.id, sharer.id));
      await writeStatusUpdate(tx, {
        rideId: ride.id,
        status: ride.status,
        by: input.by,
        reason: `A rider left the shared ride: ${input.Reason}`,
      });
      return;
    }
    const now = new Date();
    const money = await settleCancellation(tx, ride, {
      feeKobo: isOwner ? await lateCancellationFee(tx, ride, now) : 0,
    });
    await giveBackPromoUse(tx, ride.id);
    await tx
      .update(rides)
      .set({ status: RideStatus.Cancelled, cancelledAt: now, ...money })
      .where(eq(rides.id, ride.id));
    await writeStatusUpdate(tx, {
      rideId: ride.id,
      status: RideStatus.Cancelled,
      by: input.by,
      reason: input.Reason,
    });
    await hooks.rideCancelled?.(tx, ride.id, now);
  });
  return rideById(db, input.Id);
}

/**
 * AcceptRide: an allowed driver, not on another unfinished ride, takes a Pending ride. The update is
 * conditional on the ride still being Pending, so of drivers racing exactly one wins; the partial
 * unique index keeps a driver racing for two rides on one. The ride keeps the driver's package (issue
 * 30: one in its period with rides left, else 409), and a copy of the Approved car they drive it with
 * (issue 17 §1).
 */
export async function acceptRide(
  db: Db,
  input: { Id: number; CarDetailId?: number | null | undefined } & By & DriverClock,
  offer?: OfferTaken,
): Promise<Ride> {
  await allowedDriver(db, { userId: input.by, now: input.now, timeZone: input.timeZone });
  try {
    await db.transaction(async (tx) => {
      const [ride] = await tx.select().from(rides).where(eq(rides.id, input.Id));
      if (!ride) throw notFound(rideTexts.noRide(input.Id));
      if (ride.customerId === input.by || (await activeSharer(tx, ride.id, input.by)))
        throw forbidden(rideTexts.ownRideToDrive);
      if (ride.status !== RideStatus.Pending) throw wrongState(ride.status, 'accepted');
      // issue 31: a ride with a pick-up place goes to the nearest drivers, by offers only.
      if (!offer && ride.pickupLatitude !== null) throw conflict(ridePlaceTexts.offeredRide);
      const [busy] = await tx
        .select({ status: rides.status })
        .from(rides)
        .where(and(eq(rides.driverId, input.by), inArray(rides.status, [2, 3, 4])))
        .limit(1);
      if (busy) throw conflict(rideTexts.inProgress(rideStatusName(busy.status)));
      const car = await carForRide(tx, {
        driverId: input.by,
        carDetailId: input.CarDetailId,
        today: localDay(input.now, input.timeZone),
      });
      const held = await packageAllowingRide(tx, {
        driverId: input.by,
        now: input.now,
        timeZone: input.timeZone,
      });
      const [accepted] = await tx
        .update(rides)
        .set({
          status: RideStatus.Accepted,
          driverId: input.by,
          ...rideCopyOf(car),
          packageId: held.id,
          packageName: held.name,
          acceptedAt: new Date(),
        })
        .where(and(eq(rides.id, input.Id), eq(rides.status, RideStatus.Pending)))
        .returning({ id: rides.id });
      if (!accepted) {
        const [now] = await tx.select({ status: rides.status }).from(rides).where(eq(rides.id, input.Id));
        throw wrongState(now?.status ?? RideStatus.Cancelled, 'accepted');
      }
      await offer?.(tx);
      await writeStatusUpdate(tx, { rideId: input.Id, status: RideStatus.Accepted, by: input.by });
    });
  } catch (error) {
    throw raceError(error, rideTexts.inProgress(rideStatusName(RideStatus.Accepted)));
  }
  return rideById(db, input.Id);
}

/**
 * issue 31: AcceptOffer's part of the acceptance, in its transaction once the ride is the driver's: the
 * offer checked and closed (a refusal rolls the acceptance back).
 */
export type OfferTaken = (tx: Db) => Promise<void>;

type Step = { from: RideStatusId; to: RideStatusId; verb: string };
/**
 * The steps that move no money. Completing is not one of them: CompleteRide charges the fare in the
 * same transaction (complete-ride.service.ts), so no caller can complete a ride without its money.
 */
export const steps = {
  arrive: { from: RideStatus.Accepted, to: RideStatus.Arrived, verb: 'marked as arrived' },
  start: { from: RideStatus.Arrived, to: RideStatus.Ongoing, verb: 'started' },
} satisfies Record<string, Step>;

/** ArriveRide, StartRide: the ride's driver moves it one step on. */
export async function advanceRide(
  db: Db,
  input: { Id: number; step: (typeof steps)[keyof typeof steps] } & By,
): Promise<Ride> {
  const { step } = input;
  await db.transaction(async (tx) => {
    const ride = await lockedRide(tx, input.Id);
    if (ride.driverId !== input.by) throw forbidden(rideTexts.notItsDriver);
    if (ride.status !== step.from) throw wrongState(ride.status, step.verb);
    await tx.update(rides).set({ status: step.to }).where(eq(rides.id, ride.id));
    await writeStatusUpdate(tx, { rideId: ride.id, status: step.to, by: input.by });
  });
  return rideById(db, input.Id);
}
