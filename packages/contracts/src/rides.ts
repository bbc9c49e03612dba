import { z } from 'zod';
import { requiredText, text } from './fields.ts';
import { recordId } from './locations.ts';
import { dateBound, keywordQuery, pageQuery, sortQuery } from './paging.ts';
import {
  RidePaymentMethod,
  rideMoneyFields,
  rideMoneyTexts,
  ridePaymentMethod,
  rideSecondaryPaymentMethod,
} from './ride-money.ts';
import {
  FIRST_RIDE_MONEY_SETTING,
  rideMoneySettingFields,
  updateRideMoneySettingFields,
} from './ride-money-settings.ts';
import { latitude, longitude, ridePlaceTexts } from './ride-place.ts';

/** issue 16 §1: the ride statuses, as GetRideStatuses lists them. */
export const RideStatus = {
  Pending: 1,
  Accepted: 2,
  Arrived: 3,
  Ongoing: 4,
  Completed: 5,
  Cancelled: 6,
} as const;
export type RideStatusId = (typeof RideStatus)[keyof typeof RideStatus];
export const rideStatusNames: Record<RideStatusId, string> = {
  1: 'Pending',
  2: 'Accepted',
  3: 'Arrived',
  4: 'Ongoing',
  5: 'Completed',
  6: 'Cancelled',
};
/** A driver is busy, and the ride counts as active, in these. */
export const ACTIVE_RIDE_STATUSES: readonly RideStatusId[] = [2, 3, 4];
/** A rider may not ask for another ride while one of theirs is in these. */
export const UNFINISHED_RIDE_STATUSES: readonly RideStatusId[] = [1, 2, 3, 4];
/** issue 16 §1: at most this many riders share one ride besides its owner. */
export const MAX_RIDE_SHARERS = 3;
export const MIN_DISTANCE_KM = 0.1;
export const MAX_DISTANCE_KM = 1000;
export const MAX_RIDE_ADDRESS = 300;
export const MAX_CANCEL_REASON = 500;
export const MAX_BILLING_UNIT = 100_000;
/** The ceiling of MinAmountForSharedRide and a preferred amount, in naira: kobo stay inside 32 bits. */
export const MAX_RIDE_AMOUNT = 10_000_000;

export const rideTexts = {
  distance: `DistanceToCover must be between ${MIN_DISTANCE_KM} and ${MAX_DISTANCE_KM} km`,
  discount: 'SharedDiscountInPercent must be between 0 and 100',
  unitsOrder: 'HighTrafficEsitmatedBillingUnit cannot be below EsitmatedBillingUnit',
  preferredWithoutFlag: 'CustomerPerferredAmount needs EnableCustomerPerferredAmount',
  preferredMissing: 'CustomerPerferredAmount is required when EnableCustomerPerferredAmount is set',
  preferredRange: (low: number, high: number) =>
    `CustomerPerferredAmount must be between ${low} and ${high} (half and twice the estimate)`,
  inProgress: (status: string) => `You already have a ride in progress (${status})`,
  wrongState: (status: string, verb: string) => `This ride is ${status}; it cannot be ${verb}.`,
  noRide: (id: number) => `There is no ride with Id ${id}`,
  notYourRide: 'You have no part in this ride',
  notItsDriver: 'Only the driver of this ride can do this',
  notADriver: 'Only drivers can take rides.',
  licenceNotApproved: "Your driver's licence is not approved yet.",
  licenceExpired: "Your driver's licence has expired.",
  accountSuspended: 'Your account is suspended.',
  ownRideToDrive: 'You cannot drive your own ride.',
  ownRideToShare: 'You cannot share your own ride.',
  alreadySharing: 'You are already sharing this ride.',
  sharingClosed: 'This ride is not open to sharing.',
  sharingFull: `This ride already has ${MAX_RIDE_SHARERS} riders sharing it.`,
  noDriverAccepted: 'No driver accepted the ride',
  tooManyEstimates: 'Too many fare estimates from your address; try again in a minute',
  daysBack: (max: number) => `daysBack must be a whole number between 1 and ${max}`,
};

/** Numbers may come as text from forms and query strings: "7" and 7 are both 7, "" is missing. */
const numberText = (value: unknown) => {
  if (typeof value !== 'string') return value;
  if (value.trim() === '') return undefined;
  return /^\s*-?\d+(\.\d+)?\s*$/.test(value) ? Number(value) : value;
};
const booleanText = (value: unknown) => (value === 'true' ? true : value === 'false' ? false : value);

const distance = z.preprocess(
  numberText,
  z
    .number({ error: (issue) => (issue.input == null ? 'DistanceToCover is required' : rideTexts.distance) })
    .min(MIN_DISTANCE_KM, { message: rideTexts.distance, abort: true })
    .max(MAX_DISTANCE_KM, rideTexts.distance),
);

/**
 * issue 31: a ride's pick-up and destination as coordinates: all four or none, and without them the
 * distance to cover. Names are the properties' (RequestRide's PascalCase, EstimateFare's camelCase).
 */
function checkRidePlace(
  value: Record<string, unknown>,
  context: z.RefinementCtx,
  names: { coordinates: readonly string[]; distance: string },
) {
  const missing = names.coordinates.filter((name) => value[name] == null);
  if (missing.length > 0 && missing.length < names.coordinates.length)
    for (const name of missing)
      context.addIssue({ code: 'custom', message: ridePlaceTexts.allCoordinates, path: [name] });
  if (missing.length === names.coordinates.length && value[names.distance] === undefined)
    context.addIssue({
      code: 'custom',
      message: ridePlaceTexts.distanceOrCoordinates,
      path: [names.distance],
    });
}

const flag = (label: string) =>
  z.preprocess(booleanText, z.boolean({ error: `${label} must be true or false` }).default(false));

/** Naira with at most two decimals, between min and max. */
const naira = (label: string, min: number, max: number, minText = `${label} must be ${min} or more`) =>
  z.preprocess(
    numberText,
    z
      .number({
        error: (issue) => (issue.input == null ? `${label} is required` : `${label} must be a number`),
      })
      .min(min, { message: minText, abort: true })
      .max(max, { message: `${label} must be at most ${max}`, abort: true })
      .refine((value) => /^\d+(\.\d{1,2})?$/.test(String(value)), `${label} must have at most 2 decimals`),
  );

// ---------------------------------------------------------------- the ride

export const rideSharedUser = z.object({
  Id: z.number().int(),
  UserId: z.string(),
  CustomerSurname: z.string(),
  CustomerFirstname: z.string(),
  DestinationAddress: z.string(),
  DistanceToCover: z.number(),
  EstimatedAmount: z.number(),
});
export type RideSharedUser = z.infer<typeof rideSharedUser>;

/** spec 001 §3 Ride, and issue 16 §1's Amount, IsHighTraffic, AllowSharing and PackageName; naira. */
export const rideEntity = z.object({
  Id: z.number().int(),
  CustomerId: z.string(),
  CustomerSurname: z.string(),
  CustomerFirstname: z.string(),
  CustomerPhoneNumber: z.string().nullable(),
  DriverId: z.string().nullable(),
  DriverSurname: z.string().nullable(),
  DriverFirstname: z.string().nullable(),
  DriverPhoneNumber: z.string().nullable(),
  CarDetailId: z.number().int().nullable(),
  // The car the driver accepted with, as it was then (issue 17 §1); empty before a driver accepts.
  CarName: z.string().nullable(),
  CarModel: z.string().nullable(),
  CarYear: z.number().int().nullable(),
  LicenseNumber: z.string().nullable(),
  DistanceToCover: z.number(),
  // issue 31: where the ride starts and ends, when the rider's app gave the coordinates.
  PickupLatitude: z.number().nullable(),
  PickupLongitude: z.number().nullable(),
  DestinationLatitude: z.number().nullable(),
  DestinationLongitude: z.number().nullable(),
  EstimatedAmount: z.number(),
  CustomerPerferredAmount: z.number().nullable(),
  EnableCustomerPerferredAmount: z.boolean(),
  Amount: z.number().nullable(),
  IsHighTraffic: z.boolean(),
  AllowSharing: z.boolean(),
  PackageName: z.string().nullable(),
  RideDate: z.string(),
  RideStatus: z.number().int(),
  RideStatusName: z.string(),
  DestinationAddress: z.string(),
  CurrentStreet: z.string(),
  CurrentCity: z.string(),
  CurrentSubregion: z.string(),
  CurrencySign: z.string(),
  RideSharedusers: z.array(rideSharedUser),
  ...rideMoneyFields,
});
export type Ride = z.infer<typeof rideEntity>;

/**
 * GetMyRides and GetMyRide: the ride, whether the caller rides in it (owner or sharer) rather than
 * drives it, and whether the caller has rated it already (a rating is given once).
 */
export const myRideEntity = rideEntity.extend({ AmCustomer: z.boolean(), RatedByMe: z.boolean() });
export type MyRide = z.infer<typeof myRideEntity>;

export const rideStatusEntity = z.object({ Id: z.number().int(), Name: z.string() });

/** issue 16 §3: one event of Ride/RideUpdates, sent when a ride's status changes. */
export const rideUpdateEvent = z.object({
  Id: z.number().int(),
  RideStatus: z.number().int(),
  RideStatusName: z.string(),
});
export type RideUpdateEvent = z.infer<typeof rideUpdateEvent>;

/** spec 001 §3 Ride status update, with who made the change (null: the system). */
export const rideStatusUpdate = z.object({
  Id: z.number().int(),
  RideId: z.number().int(),
  RideStatus: z.number().int(),
  RideStatusName: z.string(),
  Reason: z.string().nullable(),
  CreatedDate: z.string(),
  ByUserId: z.string().nullable(),
  ByName: z.string().nullable(),
});
export type RideStatusUpdate = z.infer<typeof rideStatusUpdate>;

/** spec 001 §3 Recent-ride summary (the account detail). */
export const recentRideSummary = z.object({
  Id: z.number().int(),
  RideStatus: z.number().int(),
  RideStatusName: z.string(),
  RideDate: z.string(),
  AmCustomer: z.boolean(),
  DestinationAddress: z.string(),
  CarName: z.string().nullable(),
  CarModel: z.string().nullable(),
  CarYear: z.number().int().nullable(),
});
export type RecentRideSummary = z.infer<typeof recentRideSummary>;

// ---------------------------------------------------------------- rider and driver requests

/**
 * RequestRide. issue 31: with the pick-up's and destination's coordinates the distance is the road's
 * between them (a DistanceToCover given too is not the one charged); without them, DistanceToCover.
 */
export const requestRideRequest = z
  .strictObject({
    DistanceToCover: distance.optional(),
    PickupLatitude: latitude('PickupLatitude').nullish(),
    PickupLongitude: longitude('PickupLongitude').nullish(),
    DestinationLatitude: latitude('DestinationLatitude').nullish(),
    DestinationLongitude: longitude('DestinationLongitude').nullish(),
    IsHighTraffic: flag('IsHighTraffic'),
    DestinationAddress: requiredText('DestinationAddress', MAX_RIDE_ADDRESS),
    CurrentStreet: requiredText('CurrentStreet', MAX_RIDE_ADDRESS),
    CurrentCity: requiredText('CurrentCity', MAX_RIDE_ADDRESS),
    CurrentSubregion: text('CurrentSubregion', MAX_RIDE_ADDRESS).default(''),
    AllowSharing: flag('AllowSharing'),
    EnableCustomerPerferredAmount: flag('EnableCustomerPerferredAmount'),
    CustomerPerferredAmount: naira('CustomerPerferredAmount', 0.01, MAX_RIDE_AMOUNT).nullish(),
    // issue 30: left out, Cash (nothing held: a client that knows nothing of payment keeps working).
    PaymentMethod: ridePaymentMethod.optional(),
    SecondaryPaymentMethod: rideSecondaryPaymentMethod.nullish(),
    PromoCode: text('PromoCode', 30).nullish(),
  })
  .superRefine((value, context) => {
    checkRidePlace(value, context, {
      coordinates: ['PickupLatitude', 'PickupLongitude', 'DestinationLatitude', 'DestinationLongitude'],
      distance: 'DistanceToCover',
    });
    const method = value.PaymentMethod ?? RidePaymentMethod.Cash;
    if (value.SecondaryPaymentMethod != null && value.SecondaryPaymentMethod === method)
      context.addIssue({
        code: 'custom',
        message: rideMoneyTexts.secondarySameAsPrimary,
        path: ['SecondaryPaymentMethod'],
      });
    const promoGiven = value.PromoCode != null && value.PromoCode.trim() !== '';
    if (
      promoGiven &&
      (method === RidePaymentMethod.Cash || value.SecondaryPaymentMethod === RidePaymentMethod.Cash)
    )
      context.addIssue({ code: 'custom', message: rideMoneyTexts.promoNotForCash, path: ['PromoCode'] });
    if (value.EnableCustomerPerferredAmount && value.CustomerPerferredAmount == null)
      context.addIssue({
        code: 'custom',
        message: rideTexts.preferredMissing,
        path: ['CustomerPerferredAmount'],
      });
    if (!value.EnableCustomerPerferredAmount && value.CustomerPerferredAmount != null)
      context.addIssue({
        code: 'custom',
        message: rideTexts.preferredWithoutFlag,
        path: ['CustomerPerferredAmount'],
      });
  });
export type RequestRideRequest = z.input<typeof requestRideRequest>;

export const rideIdRequest = z.strictObject({ Id: recordId('Id') });
export type RideIdRequest = z.input<typeof rideIdRequest>;

/**
 * CompleteRide (issue 30): the distance covered (km; left out, the estimate's) and, for a cash ride,
 * the cash the driver took (naira; required then).
 */
export const completeRideRequest = z.strictObject({
  Id: recordId('Id'),
  DistanceCovered: z
    .preprocess(
      numberText,
      z
        .number({ error: 'DistanceCovered must be a number of km' })
        .min(MIN_DISTANCE_KM, {
          message: `DistanceCovered must be between ${MIN_DISTANCE_KM} and ${MAX_DISTANCE_KM} km`,
          abort: true,
        })
        .max(MAX_DISTANCE_KM, `DistanceCovered must be between ${MIN_DISTANCE_KM} and ${MAX_DISTANCE_KM} km`),
    )
    .nullish(),
  CashCollected: naira('CashCollected', 0, MAX_RIDE_AMOUNT).nullish(),
});
export type CompleteRideRequest = z.input<typeof completeRideRequest>;

/** AcceptRide: CarDetailId names the driver's Approved car; optional when they have exactly one. */
export const acceptRideRequest = z.strictObject({
  Id: recordId('Id'),
  CarDetailId: recordId('CarDetailId').nullish(),
});

export const shareRideRequest = z.strictObject({
  Id: recordId('Id'),
  DestinationAddress: requiredText('DestinationAddress', MAX_RIDE_ADDRESS),
  DistanceToCover: distance,
});
export type ShareRideRequest = z.input<typeof shareRideRequest>;

export const cancelRideRequest = z.strictObject({
  Id: recordId('Id'),
  Reason: requiredText('Reason', MAX_CANCEL_REASON),
});
export type CancelRideRequest = z.input<typeof cancelRideRequest>;

const rideStatusFilter = z.preprocess(
  numberText,
  z
    .number({ error: 'rideStatus must be a ride status (0 to 6)' })
    .int('rideStatus must be a ride status (0 to 6)')
    .min(0, 'rideStatus must be a ride status (0 to 6)')
    .max(6, 'rideStatus must be a ride status (0 to 6)')
    .optional(),
);

export const getMyRidesQuery = pageQuery.extend({ rideStatus: rideStatusFilter });

// ---------------------------------------------------------------- settings and fares

/** spec 001 §3 Ride setting: ₦/km, ₦/km, ₦, %; and issue 30's money settings (ride-money-settings.ts). */
export const rideSettingEntity = z.object({
  HighTrafficEsitmatedBillingUnit: z.number(),
  EsitmatedBillingUnit: z.number(),
  MinAmountForSharedRide: z.number(),
  SharedDiscountInPercent: z.number(),
  ...rideMoneySettingFields,
});
export type RideSetting = z.infer<typeof rideSettingEntity>;

/** issue 16 §2: the seeded record, with issue 30's money settings. */
export const FIRST_RIDE_SETTING: RideSetting = {
  HighTrafficEsitmatedBillingUnit: 300,
  EsitmatedBillingUnit: 200,
  MinAmountForSharedRide: 2000,
  SharedDiscountInPercent: 20,
  ...FIRST_RIDE_MONEY_SETTING,
};

const billingUnit = (label: string) =>
  naira(label, 0.01, MAX_BILLING_UNIT, `${label} must be above 0`).refine(
    (value) => value > 0,
    `${label} must be above 0`,
  );

export const updateRideSettingRequest = z
  .strictObject({
    HighTrafficEsitmatedBillingUnit: billingUnit('HighTrafficEsitmatedBillingUnit'),
    EsitmatedBillingUnit: billingUnit('EsitmatedBillingUnit'),
    MinAmountForSharedRide: naira('MinAmountForSharedRide', 0, MAX_RIDE_AMOUNT),
    SharedDiscountInPercent: z.preprocess(
      numberText,
      z
        .number({
          error: (issue) =>
            issue.input == null
              ? 'SharedDiscountInPercent is required'
              : 'SharedDiscountInPercent must be a number',
        })
        .min(0, { message: rideTexts.discount, abort: true })
        .max(100, { message: rideTexts.discount, abort: true })
        .refine(
          (value) => /^\d+(\.\d{1,2})?$/.test(String(value)),
          'SharedDiscountInPercent must have at most 2 decimals',
        ),
    ),
    ...updateRideMoneySettingFields,
  })
  .refine((value) => value.HighTrafficEsitmatedBillingUnit >= value.EsitmatedBillingUnit, {
    message: rideTexts.unitsOrder,
    path: ['HighTrafficEsitmatedBillingUnit'],
  });
export type UpdateRideSettingRequest = z.input<typeof updateRideSettingRequest>;
/** What UpdateRideSetting saves: the spec's four, and those of the money settings given. */
export type RideSettingChange = z.output<typeof updateRideSettingRequest>;

/** EstimateFare: a distance, or (issue 31) the pick-up's and destination's coordinates to take it from. */
export const estimateFareQuery = z
  .object({
    distanceToCover: z
      .preprocess(
        numberText,
        z
          .number({
            error: (issue) => (issue.input == null ? 'DistanceToCover is required' : rideTexts.distance),
          })
          .min(MIN_DISTANCE_KM, { message: rideTexts.distance, abort: true })
          .max(MAX_DISTANCE_KM, rideTexts.distance),
      )
      .optional(),
    pickupLatitude: latitude('pickupLatitude').optional(),
    pickupLongitude: longitude('pickupLongitude').optional(),
    destinationLatitude: latitude('destinationLatitude').optional(),
    destinationLongitude: longitude('destinationLongitude').optional(),
    isHighTraffic: flag('isHighTraffic'),
    isShared: flag('isShared'),
  })
  .superRefine((value, context) =>
    checkRidePlace(value, context, {
      coordinates: ['pickupLatitude', 'pickupLongitude', 'destinationLatitude', 'destinationLongitude'],
      distance: 'distanceToCover',
    }),
  );
export type EstimateFareQuery = z.output<typeof estimateFareQuery>;

export const fareEstimate = z.object({
  DistanceToCover: z.number(),
  IsHighTraffic: z.boolean(),
  IsShared: z.boolean(),
  EstimatedAmount: z.number(),
  SharedDiscountInPercent: z.number(),
  CurrencySign: z.string(),
});
export type FareEstimate = z.infer<typeof fareEstimate>;

// ---------------------------------------------------------------- admin lists and dashboard

/** What the admin ride lists sort by (issue 32); Amount is the listed one (final, else agreed, else estimated). */
export const RIDE_SORTS = ['RideDate', 'RideStatus', 'Amount', 'DistanceToCover'] as const;

export const getRidesQuery = pageQuery
  .extend(keywordQuery.shape)
  .extend({
    rideStatus: rideStatusFilter,
    from: dateBound('from'),
    to: dateBound('to'),
  })
  .extend(sortQuery(RIDE_SORTS).shape);
export type GetRidesQuery = z.input<typeof getRidesQuery>;

export const rideIdQuery = z.object({ id: recordId('id') });
export const rideStatusUpdatesQuery = z.object({ rideId: recordId('rideId') });
export const userRecentRidesQuery = z.object({
  userId: z.uuid({
    error: (issue) => (issue.input === undefined ? 'userId is required' : 'userId must be an account id'),
  }),
});

export const rideSummary = z.object({
  ActiveRidesCount: z.number().int(),
  UnresolvedRidesWithComplaintCount: z.number().int(),
  PendingRidesTodayCount: z.number().int(),
  CompletedRidesTodayCount: z.number().int(),
  TotalUserCount: z.number().int(),
  TotalDriverCount: z.number().int(),
  TotalVerifiedDriverCount: z.number().int(),
});
export type RideSummary = z.infer<typeof rideSummary>;

const daysBack = (fallback: number, max: number) =>
  z.preprocess(
    numberText,
    z
      .number({ error: rideTexts.daysBack(max) })
      .int(rideTexts.daysBack(max))
      .min(1, rideTexts.daysBack(max))
      .max(max, rideTexts.daysBack(max))
      .default(fallback),
  );

export const MAX_PACKAGE_SUMMARY_DAYS = 90;
export const MAX_TOP_DRIVER_DAYS = 365;
export const TOP_DRIVERS = 6;

export const packagesSummaryQuery = z.object({ daysBack: daysBack(15, MAX_PACKAGE_SUMMARY_DAYS) });
export const packageUsage = z.object({
  PackageName: z.string(),
  UsageCounts: z.array(z.object({ Date: z.string(), Count: z.number().int() })),
});
export type PackageUsage = z.infer<typeof packageUsage>;

export const topDriversQuery = z.object({ daysBack: daysBack(30, MAX_TOP_DRIVER_DAYS) });
export const topDriver = z.object({
  DriverId: z.string(),
  DriverSurname: z.string(),
  DriverFirstname: z.string(),
  Picture: z.string().nullable(),
  CompletedRidesCount: z.number().int(),
});
export type TopDriver = z.infer<typeof topDriver>;
