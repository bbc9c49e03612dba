import { z } from 'zod';
import { packageEntity } from './packages.ts';

/**
 * Issue 30 "Packages decide who drives": a driver accepts rides while the package they hold is in its
 * period (from its sale, one day, week or month by its frequency) and the period's completed rides are
 * below its MaxTotalRides (0: no limit). Moments are ISO 8601; dates in texts are TIME_ZONE's.
 */
export const drivingPackageTexts = {
  noPackage: 'You hold no package: buy one (Package/BuyPackage) to accept rides',
  periodEnded: (name: string, date: string) =>
    `The period of your package ${name} ended on ${date}: buy a package again to accept rides`,
  ridesUsedUp: (name: string, rides: number, date: string) =>
    `The ${rides} rides of your package ${name} are used up until ${date}: buy a package to accept more`,
  bonusMessage: (name: string, rides: number) => `Bonus of package ${name}: ${rides} rides in its period`,
};

/**
 * Package/GetMyPackage. A driver without a package gets `Package: null` (and zeros), not a 404: "none"
 * is an answer the screen shows, with `Refusal` saying what to do.
 */
export const myPackage = z.object({
  Package: packageEntity.nullable(),
  PeriodStart: z.string().nullable(),
  PeriodEnd: z.string().nullable(),
  /** Rides completed under the package in its period (what MaxTotalRides and MinTotalRides count). */
  RidesDone: z.number().int(),
  /** Null when the package sets no limit (MaxTotalRides 0); 0 once its period ended. */
  RidesLeft: z.number().int().nullable(),
  MinTotalRides: z.number().int(),
  MaxTotalRides: z.number().int(),
  BonusAmount: z.number(),
  /** The period's completed rides reached MinTotalRides (with a BonusAmount and MinTotalRides above 0). */
  BonusEarned: z.boolean(),
  /** The bonus was credited to the wallet for this period (once), and when. */
  BonusCredited: z.boolean(),
  BonusCreditedAt: z.string().nullable(),
  CanAcceptRides: z.boolean(),
  /** Why AcceptRide would answer 409 now; null when the driver can accept rides. */
  Refusal: z.string().nullable(),
  CurrencySign: z.string(),
});
export type MyPackage = z.infer<typeof myPackage>;
