import { z } from 'zod';
import { pageQuery } from './paging.ts';

/** Issue 32: what waits in the onboarding queue. */
export const ReviewKind = { Car: 'Car', Licence: 'Licence' } as const;
export type ReviewKindName = (typeof ReviewKind)[keyof typeof ReviewKind];

/** Issue 32: the onboarding queue's sentences. */
export const onboardingTexts = {
  title: 'Onboarding queue',
  awaitingReview: 'Awaiting review',
  noRights: 'Reviewing cars needs CarDetail edit, approving licences Account edit; you have neither',
  empty: 'Nothing is awaiting review. Thank you',
} as const;

/** One paper or picture of the record: where its file is, and when the paper expires (if it does). */
export const reviewDocument = z.object({
  Name: z.string(),
  FilePath: z.string().nullable(),
  /** YYYY-MM-DD, or null for a picture that does not expire. */
  ExpiryDate: z.string().nullable(),
});
export type ReviewDocument = z.infer<typeof reviewDocument>;

/**
 * One record awaiting review: a Pending car (CarId set) or a driver's Pending licence (CarId null), with
 * its driver, its facts as label and value, and its documents. WaitingSince: when it entered the queue.
 */
export const reviewQueueItem = z.object({
  Kind: z.enum([ReviewKind.Car, ReviewKind.Licence]),
  CarId: z.number().int().nullable(),
  UserId: z.string(),
  Title: z.string(),
  DriverFullName: z.string(),
  DriverEmail: z.string(),
  DriverPhone: z.string().nullable(),
  Facts: z.array(z.object({ Label: z.string(), Value: z.string() })),
  Documents: z.array(reviewDocument),
  WaitingSince: z.string(),
});
export type ReviewQueueItem = z.infer<typeof reviewQueueItem>;

export const getReviewQueueQuery = pageQuery;
export type GetReviewQueueQuery = z.input<typeof getReviewQueueQuery>;
