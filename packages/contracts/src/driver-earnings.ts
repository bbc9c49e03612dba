import { z } from 'zod';

/**
 * issue 33, Ride/GetMyEarnings: what the calling driver earned over a period (naira). Amount is their share
 * of the rides they completed in it (the fare, promo part included, less the platform's commission, whether
 * their wallet paid it or still owes it; a cash ride's fare too, which the rider paid them by hand) plus the
 * tips riders gave them in it; Tips is that amount's tip part; Rides the rides completed in it.
 */
export const earningsOfPeriod = z.object({
  Amount: z.number(),
  Rides: z.number().int(),
  Tips: z.number(),
});
export type EarningsOfPeriod = z.infer<typeof earningsOfPeriod>;

/** Today and this week (from Monday), the days in TIME_ZONE. */
export const myEarnings = z.object({
  Today: earningsOfPeriod,
  ThisWeek: earningsOfPeriod,
});
export type MyEarnings = z.infer<typeof myEarnings>;

export const driverEarningsTexts = {
  notADriver: 'Only drivers have earnings: this account does not drive.',
};
