import {
  OfferStatus,
  type OfferStatusId,
  offerStatusNames,
  type Ride,
  type RideOffer,
  ridePlaceTexts,
} from '@wayfare/contracts';
import { and, desc, eq, gt, inArray, lte, ne } from 'drizzle-orm';
import type { RideRules } from '../../app-context.ts';
import type { Db } from '../../db/database.ts';
import { conflict, forbidden, notFound } from '../../errors.ts';
import { rideById } from '../rides/index.ts';
import { type RideOfferRow, rideOffers } from './dispatch.table.ts';
import { OPEN } from './offer-statuses.ts';
import { notifyOffersEnded, toRideOffer } from './offer-view.ts';

/** issue 31: a driver answers their offers; the sweep ends those nobody answered in time. */

type Answer = { Id: number; by: string; now: Date };

const notOpen = (status: number) =>
  conflict(ridePlaceTexts.offerNotOpen(offerStatusNames[status as OfferStatusId]));

/** The offer as the driver may answer it: theirs (403), open and in time (409 naming its state). */
function refuseUnanswerable(offer: RideOfferRow | undefined, input: Answer): asserts offer is RideOfferRow {
  if (!offer) throw notFound(ridePlaceTexts.noOffer(input.Id));
  if (offer.driverId !== input.by) throw forbidden(ridePlaceTexts.notYourOffer);
  if (offer.status !== OfferStatus.Open) throw notOpen(offer.status);
  // Past its time, an offer is over even before the sweep marks it.
  if (offer.expiresAt <= input.now) throw notOpen(OfferStatus.Expired);
}

async function lockedOffer(tx: Db, id: number) {
  const [offer] = await tx.select().from(rideOffers).where(eq(rideOffers.id, id)).for('update');
  return offer;
}

/** Ends open offers matching `where` with `status`, and tells their drivers. */
export async function endOpenOffers(tx: Db, where: ReturnType<typeof and>, status: OfferStatusId, now: Date) {
  const ended = await tx
    .update(rideOffers)
    .set({ status, endedAt: now })
    .where(and(eq(rideOffers.status, OfferStatus.Open), where))
    .returning();
  await notifyOffersEnded(tx, ended);
  return ended;
}

/** A cancelled ride's open offers end Withdrawn, in the cancellation's transaction, and their drivers are told. */
export async function withdrawRideOffers(tx: Db, rideId: number, now: Date) {
  await endOpenOffers(tx, eq(rideOffers.rideId, rideId), OfferStatus.Withdrawn, now);
}

/**
 * AcceptOffer: the rides module's acceptance (money, package and car rules stay one), with the offer
 * checked and closed in its transaction and the ride's other open offers withdrawn.
 */
export async function acceptOffer(
  db: Db,
  input: Answer & { CarDetailId?: number | undefined; timeZone: string; rules: RideRules },
): Promise<Ride> {
  const [offer] = await db.select().from(rideOffers).where(eq(rideOffers.id, input.Id));
  refuseUnanswerable(offer, input);
  return input.rules.acceptRide(
    db,
    {
      Id: offer.rideId,
      CarDetailId: input.CarDetailId,
      by: input.by,
      now: input.now,
      timeZone: input.timeZone,
    },
    async (tx) => {
      refuseUnanswerable(await lockedOffer(tx, offer.id), input);
      await tx
        .update(rideOffers)
        .set({ status: OfferStatus.Accepted, endedAt: input.now })
        .where(eq(rideOffers.id, offer.id));
      await endOpenOffers(
        tx,
        and(eq(rideOffers.rideId, offer.rideId), ne(rideOffers.id, offer.id)),
        OfferStatus.Withdrawn,
        input.now,
      );
    },
  );
}

/** DeclineOffer: the offer ends Declined; the caller offers the ride to the next nearest at once. */
export async function declineOffer(db: Db, input: Answer): Promise<RideOffer> {
  const declined = await db.transaction(async (tx) => {
    const offer = await lockedOffer(tx, input.Id);
    refuseUnanswerable(offer, input);
    const [row] = await tx
      .update(rideOffers)
      .set({ status: OfferStatus.Declined, endedAt: input.now })
      .where(eq(rideOffers.id, offer.id))
      .returning();
    // The driver's other tabs and devices drop it too.
    await notifyOffersEnded(tx, [row!]);
    return row!;
  });
  return toRideOffer(declined, (await rideById(db, declined.rideId))!);
}

/** GetMyOffers: the caller's open offers still in time, newest first. */
export async function myOffers(db: Db, input: { by: string; now: Date }) {
  const open = await db
    .select()
    .from(rideOffers)
    .where(and(OPEN.ofDriver(input.by), gt(rideOffers.expiresAt, input.now)))
    .orderBy(desc(rideOffers.offeredAt), desc(rideOffers.id));
  const rows = await Promise.all(
    open.map(async (offer) => toRideOffer(offer, (await rideById(db, offer.rideId))!)),
  );
  return { rows, total: rows.length };
}

/**
 * The sweep's first step: open offers past their time end Expired. The rows are claimed FOR UPDATE SKIP
 * LOCKED, so two processes sweeping at once expire each offer once (and an answer under way wins or
 * loses cleanly). Resolves with the rides to offer again.
 */
export async function expireOffers(db: Db, input: { now: Date }) {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: rideOffers.id })
      .from(rideOffers)
      .where(and(eq(rideOffers.status, OfferStatus.Open), lte(rideOffers.expiresAt, input.now)))
      .limit(500)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    const ended = await endOpenOffers(
      tx,
      inArray(
        rideOffers.id,
        due.map((offer) => offer.id),
      ),
      OfferStatus.Expired,
      input.now,
    );
    return [...new Set(ended.map((offer) => offer.rideId))];
  });
}
