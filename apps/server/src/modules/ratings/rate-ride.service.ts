import {
  RATING_WINDOW_DAYS,
  type Rating,
  RideStatus,
  ratingTexts,
  rideStatusNames,
  rideTexts,
} from '@wayfare/contracts';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { constraintError } from '../../db/list-query.ts';
import { conflict, forbidden, notFound } from '../../errors.ts';
import { addReceivedRating, lockPersonAccount } from '../accounts/index.ts';
import { rideById, sharesRide } from '../rides/index.ts';
import { ratingById } from './rating-view.ts';
import { RatedAs, type RatedAsId, ratings } from './ratings.table.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

export type RateRideInput = {
  RideId: number;
  StarRating: number;
  Comment: string | null;
  by: string;
  /** The moment the 7-day window is judged at; the clock unless a test says otherwise. */
  now?: Date;
};

type Ride = { id: number; customerId: string; driverId: string | null };

/**
 * Who the caller rates on this ride (issue 17 §3): its driver rates the owner (as Customer); the
 * owner and each rider still sharing it rate the driver. Anyone else has no part in it: 403.
 */
async function ratedSideOf(tx: Db, ride: Ride, by: string): Promise<{ userId: string; as: RatedAsId }> {
  if (ride.driverId === by) return { userId: ride.customerId, as: RatedAs.Customer };
  const rider = ride.customerId === by || (await sharesRide(tx, { rideId: ride.id, userId: by }));
  if (!rider || ride.driverId === null) throw forbidden(rideTexts.notYourRide);
  return { userId: ride.driverId, as: RatedAs.Driver };
}

/**
 * Rating/RateRide: once per person and ride, after a Completed ride and within 7 days of it. In one
 * transaction holding the rated person's row: the check for an earlier rating, the rating, and the
 * rated person's sum and count (MyRatingAsDriver or MyRatingAsCustomer). Two ratings sent at once
 * queue on that row, and the second finds the first; the unique index stands behind the check.
 */
export async function rateRide(db: Db, input: RateRideInput): Promise<Rating> {
  const now = input.now ?? new Date();
  const id = await db
    .transaction(async (tx) => {
      const ride = await rideById(tx, input.RideId);
      if (!ride) throw notFound(rideTexts.noRide(input.RideId));
      const rated = await ratedSideOf(tx, ride, input.by);
      if (ride.status !== RideStatus.Completed) {
        const status = rideStatusNames[ride.status as keyof typeof rideStatusNames] ?? String(ride.status);
        throw conflict(rideTexts.wrongState(status, 'rated'));
      }
      if (!ride.completedAt || now.getTime() - ride.completedAt.getTime() > RATING_WINDOW_DAYS * DAY_MS)
        throw conflict(ratingTexts.windowClosed);
      await lockPersonAccount(tx, rated.userId);
      const earlier = await tx.$count(
        ratings,
        and(eq(ratings.rideId, ride.id), eq(ratings.ratedById, input.by)),
      );
      if (earlier > 0) throw conflict(ratingTexts.alreadyRated);
      const [saved] = await tx
        .insert(ratings)
        .values({
          rideId: ride.id,
          ratedById: input.by,
          ratedUserId: rated.userId,
          ratedAs: rated.as,
          starRating: input.StarRating,
          comment: input.Comment,
          createdAt: now,
        })
        .returning({ id: ratings.id });
      await addReceivedRating(tx, {
        userId: rated.userId,
        as: rated.as === RatedAs.Driver ? 'driver' : 'customer',
        stars: input.StarRating,
      });
      return saved!.id;
    })
    .catch((error: unknown) => {
      throw constraintError(error, { ratings_ride_rater_key: ['RideId', ratingTexts.alreadyRated] });
    });
  return ratingById(db, id);
}
