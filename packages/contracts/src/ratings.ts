import { z } from 'zod';
import { text } from './fields.ts';
import { recordId } from './locations.ts';
import { keywordQuery, pageQuery, sortQuery } from './paging.ts';

/** spec 001 §8: ratings 1 to 5; issue 17 §3: a ride is rated within 7 days of its completion. */
export const MIN_STAR_RATING = 1;
export const MAX_STAR_RATING = 5;
export const RATING_WINDOW_DAYS = 7;
export const MAX_RATING_COMMENT = 500;

export const ratingTexts = {
  starRating: `StarRating must be between ${MIN_STAR_RATING} and ${MAX_STAR_RATING}`,
  starRatingRequired: 'StarRating is required',
  alreadyRated: 'You have already rated this ride',
  windowClosed: `This ride was completed more than ${RATING_WINDOW_DAYS} days ago; it can no longer be rated.`,
  /** How a rated person is named in a rating's ItemName: 'Ada Okafor (Driver)'. */
  itemName: (fullName: string, role: 'Driver' | 'Customer') => `${fullName} (${role})`,
  itemUrl: (rideId: number) => `/admin/otherrides/${rideId}`,
};

/** A whole number of stars; 0, 6 and 2.5 all read the spec's one message. */
const starRating = z
  .number({
    error: (issue) => (issue.input == null ? ratingTexts.starRatingRequired : ratingTexts.starRating),
  })
  .int(ratingTexts.starRating)
  .min(MIN_STAR_RATING, ratingTexts.starRating)
  .max(MAX_STAR_RATING, ratingTexts.starRating);

export const rateRideRequest = z.strictObject({
  RideId: recordId('RideId'),
  StarRating: starRating,
  Comment: z
    .preprocess((value) => (value === '' ? null : value), text('Comment', MAX_RATING_COMMENT).nullish())
    .transform((value) => (value === '' || value == null ? null : value)),
});
export type RateRideRequest = z.input<typeof rateRideRequest>;

/** spec 001 §3 Rating, with the ride, the comment and the date (issue 17 §3). */
export const ratingEntity = z.object({
  Id: z.number().int(),
  RatedBy: z.string(),
  ItemName: z.string(),
  ItemUrl: z.string(),
  StarRating: z.number().int(),
  /** The rated person's average as a driver, to one decimal; null while nobody rated them as one. */
  MyTotalStarRatingAsDriver: z.number().nullable(),
  RideId: z.number().int(),
  Comment: z.string().nullable(),
  CreatedDate: z.string(),
});
export type Rating = z.infer<typeof ratingEntity>;

/** What the rating lists sort by (issue 32). */
export const RATING_SORTS = ['CreatedDate', 'StarRating'] as const;
export const getRatingsQuery = pageQuery.extend(keywordQuery.shape).extend(sortQuery(RATING_SORTS).shape);
