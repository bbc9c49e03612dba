import { z } from 'zod';
import { recordId } from './locations.ts';

/**
 * issue 33: what the rider's app shows of the driver who took their ride, and what cancelling on them
 * costs (the ride settings are an administrator's, so the rule comes with the ride it applies to).
 * Amounts in naira.
 */

export const myRideDriverQuery = z.object({ rideId: recordId('rideId') });

/** Ride/GetMyRideDriver: the driver's public card, the car they took the ride with, the cancellation rule. */
export const myRideDriver = z.object({
  RideId: z.number().int(),
  DriverFirstname: z.string(),
  /** The driver's picture (a file path), or null when they have none. */
  Picture: z.string().nullable(),
  /** Their average rating as a driver, one decimal; null before their first rating. */
  Rating: z.number().nullable(),
  RatingCount: z.number().int(),
  CarName: z.string().nullable(),
  CarModel: z.string().nullable(),
  CarYear: z.number().int().nullable(),
  LicenseNumber: z.string().nullable(),
  AcceptedAt: z.string(),
  /** The fee of the rider cancelling after the grace; nothing before FreeCancellationUntil. */
  CancellationFee: z.number(),
  CancellationGraceMinutes: z.number().int(),
  FreeCancellationUntil: z.string(),
  CurrencySign: z.string(),
});
export type MyRideDriver = z.infer<typeof myRideDriver>;

export const rideDriverCardTexts = {
  notYourRideToFollow: 'Only the riders of this ride can see its driver',
  noDriverYet: (status: string) => `This ride is ${status}: no driver has taken it`,
};
