import { z } from 'zod';
import { text } from './fields.ts';
import { recordId } from './locations.ts';

/**
 * issue 31: the ride's place. Drivers online with live positions, rides offered to the nearest idle
 * driver one at a time, and what the operator's live map shows. Degrees are WGS 84 (what a phone's GPS
 * answers); distances on the wire are kilometres, speeds metres per second, headings degrees from north.
 */

const numberText = (value: unknown) => {
  if (typeof value !== 'string') return value;
  const trimmed = value.trim();
  return trimmed === '' ? undefined : Number(trimmed);
};

/** A number within [min, max], from JSON or a query string, with sentences naming the property. */
const bounded = (label: string, min: number, max: number) =>
  z.preprocess(
    numberText,
    z
      .number({
        error: (issue) => (issue.input == null ? `${label} is required` : `${label} must be a number`),
      })
      .min(min, { message: `${label} must be between ${min} and ${max}`, abort: true })
      .max(max, `${label} must be between ${min} and ${max}`),
  );

export const latitude = (label: string) => bounded(label, -90, 90);
export const longitude = (label: string) => bounded(label, -180, 180);

export const ridePlaceTexts = {
  coordinatesTogether: (prefix: string) => `${prefix}Latitude and ${prefix}Longitude must be given together`,
  allCoordinates:
    'Give the pick-up and the destination both (PickupLatitude, PickupLongitude, DestinationLatitude, DestinationLongitude), or neither',
  // Without coordinates, the sentence a client had before them (forms show it under their distance).
  distanceOrCoordinates: 'DistanceToCover is required',
  noRoad: 'No road joins the pick-up and the destination: check both places',
  noRoadNear: (place: 'pick-up' | 'destination') =>
    `There is no road near the ${place}: move it onto a street`,
  tooFarByRoad: (maxKm: number) => `The destination is more than ${maxKm} km by road from the pick-up`,
  alreadyOnline: 'You are online already',
  notOnline: 'Go online first: only an online driver sends their location',
  tooManyUpdates: (seconds: number) => `Send your location at most once a second; try again in ${seconds} s`,
  notYourOffer: 'This offer was made to another driver',
  noOffer: (id: number) => `There is no offer with Id ${id}`,
  offerNotOpen: (statusName: string) =>
    `This offer is ${statusName.toLowerCase()}, so it can no longer be answered`,
  onAnotherRide: 'Finish your current ride before going offline or taking another',
  offeredRide: 'This ride is being offered to the nearest drivers; accept it from your offers',
};

// ---------------------------------------------------------------- a driver's presence

/** What an online driver is doing: idle (can be offered a ride), offered one, or on a ride. */
export const DriverState = { Offline: 0, Idle: 1, Offered: 2, OnRide: 3 } as const;
export type DriverStateId = (typeof DriverState)[keyof typeof DriverState];
export const driverStateNames: Record<DriverStateId, string> = {
  0: 'Offline',
  1: 'Idle',
  2: 'Offered',
  3: 'On a ride',
};

/** Ride/UpdateMyLocation: where the driver is, from their phone. */
export const updateMyLocationRequest = z.strictObject({
  Latitude: latitude('Latitude'),
  Longitude: longitude('Longitude'),
  Heading: bounded('Heading', 0, 360).nullish(),
  // 100 m/s is 360 km/h: anything faster is a broken reading.
  Speed: bounded('Speed', 0, 100).nullish(),
  Accuracy: bounded('Accuracy', 0, 10_000).nullish(),
});
export type UpdateMyLocationRequest = z.input<typeof updateMyLocationRequest>;

/** GoOnline, GoOffline, UpdateMyLocation and GetMyDriverStatus: the calling driver as dispatch sees them. */
export const driverPresence = z.object({
  Online: z.boolean(),
  State: z.number().int(),
  StateName: z.string(),
  Latitude: z.number().nullable(),
  Longitude: z.number().nullable(),
  LastSeenAt: z.string().nullable(),
  /** The ride they are on (Accepted, Arrived or Ongoing), if any. */
  RideId: z.number().int().nullable(),
});
export type DriverPresence = z.infer<typeof driverPresence>;

// ---------------------------------------------------------------- offers

export const OfferStatus = { Open: 1, Accepted: 2, Declined: 3, Expired: 4, Withdrawn: 5 } as const;
export type OfferStatusId = (typeof OfferStatus)[keyof typeof OfferStatus];
export const offerStatusNames: Record<OfferStatusId, string> = {
  1: 'Open',
  2: 'Accepted',
  3: 'Declined',
  4: 'Expired',
  5: 'Withdrawn',
};

/**
 * A ride's places as an offer and the live map show them: the addresses as text and the coordinates
 * (only rides with a pick-up place are offered or drawn; the destination's may be missing).
 */
const ridePlaceShape = {
  CurrentStreet: z.string(),
  CurrentCity: z.string(),
  DestinationAddress: z.string(),
  PickupLatitude: z.number(),
  PickupLongitude: z.number(),
  DestinationLatitude: z.number().nullable(),
  DestinationLongitude: z.number().nullable(),
};

/** A Pending ride offered to one driver until ExpiresAt: what the driver needs to decide. */
export const rideOffer = z.object({
  Id: z.number().int(),
  RideId: z.number().int(),
  Status: z.number().int(),
  StatusName: z.string(),
  OfferedAt: z.string(),
  ExpiresAt: z.string(),
  /** From the driver's position when offered to the pick-up, great-circle. */
  DistanceToPickup: z.number(),
  ...ridePlaceShape,
  DistanceToCover: z.number(),
  EstimatedAmount: z.number(),
  PaymentMethodName: z.string(),
  CurrencySign: z.string(),
});
export type RideOffer = z.infer<typeof rideOffer>;

/** AcceptOffer and DeclineOffer. AcceptOffer's CarDetailId is the car driven, as AcceptRide's. */
export const offerIdRequest = z.strictObject({ Id: recordId('Id') });
export const acceptOfferRequest = z.strictObject({
  Id: recordId('Id'),
  CarDetailId: recordId('CarDetailId').optional(),
});
export type AcceptOfferRequest = z.input<typeof acceptOfferRequest>;

/** Ride/MyDriverUpdates: a new offer, or an offer that ended before the driver answered it. */
export const driverUpdateEvent = z.discriminatedUnion('Type', [
  z.object({ Type: z.literal('Offer'), Offer: rideOffer }),
  z.object({
    Type: z.literal('OfferEnded'),
    OfferId: z.number().int(),
    RideId: z.number().int(),
    Status: z.number().int(),
    StatusName: z.string(),
  }),
]);
export type DriverUpdateEvent = z.infer<typeof driverUpdateEvent>;

/**
 * Ride/MyRideUpdates: the rider's rides (owned or shared). A status change; and while the ride is
 * Accepted, Arrived or Ongoing, the driver's position at most every 2 s, with the minutes to the
 * pick-up (before Ongoing) or to the destination (Ongoing) when they can be told.
 */
export const riderUpdateEvent = z.discriminatedUnion('Type', [
  z.object({
    Type: z.literal('Status'),
    RideId: z.number().int(),
    RideStatus: z.number().int(),
    RideStatusName: z.string(),
  }),
  z.object({
    Type: z.literal('DriverPosition'),
    RideId: z.number().int(),
    Latitude: z.number(),
    Longitude: z.number(),
    Heading: z.number().nullable(),
    EtaMinutes: z.number().int().nullable(),
    At: z.string(),
  }),
]);
export type RiderUpdateEvent = z.infer<typeof riderUpdateEvent>;

// ---------------------------------------------------------------- the live map

export const liveMapQuery = z.object({ city: text('city', 100).optional() });
export type LiveMapQuery = z.input<typeof liveMapQuery>;

export const liveMapDriver = z.object({
  DriverId: z.string(),
  Name: z.string(),
  Latitude: z.number(),
  Longitude: z.number(),
  Heading: z.number().nullable(),
  State: z.number().int(),
  StateName: z.string(),
  RideId: z.number().int().nullable(),
  CarDetailId: z.number().int().nullable(),
  LastSeenAt: z.string(),
});
export type LiveMapDriver = z.infer<typeof liveMapDriver>;

export const liveMapRide = z.object({
  Id: z.number().int(),
  RideStatus: z.number().int(),
  RideStatusName: z.string(),
  CustomerName: z.string(),
  DriverId: z.string().nullable(),
  ...ridePlaceShape,
  RideDate: z.string(),
});
export type LiveMapRide = z.infer<typeof liveMapRide>;

/** One H3 cell of the demand layer: requests in the last 15 minutes against idle drivers now. */
export const demandCell = z.object({
  Cell: z.string(),
  Latitude: z.number(),
  Longitude: z.number(),
  /** The cell's corners, [latitude, longitude] each, to draw it. */
  Boundary: z.array(z.tuple([z.number(), z.number()])),
  Requests: z.number().int(),
  IdleDrivers: z.number().int(),
});
export type DemandCell = z.infer<typeof demandCell>;

/** Ride/GetLiveMap: the snapshot the map starts from (Pending, Accepted, Arrived and Ongoing rides). */
export const liveMap = z.object({
  Drivers: z.array(liveMapDriver),
  Rides: z.array(liveMapRide),
  Demand: z.array(demandCell),
  Cities: z.array(z.string()),
  GeneratedAt: z.string(),
});
export type LiveMap = z.infer<typeof liveMap>;

/** Ride/LiveMapUpdates: what changed since the snapshot (a driver moved or changed state, a ride changed). */
export const liveMapEvent = z.discriminatedUnion('Type', [
  z.object({ Type: z.literal('Driver'), Driver: liveMapDriver }),
  z.object({ Type: z.literal('DriverOffline'), DriverId: z.string() }),
  z.object({ Type: z.literal('Ride'), Ride: liveMapRide }),
  /** A ride completed or cancelled: off the map. */
  z.object({ Type: z.literal('RideEnded'), Id: z.number().int(), RideStatus: z.number().int() }),
]);
export type LiveMapEvent = z.infer<typeof liveMapEvent>;

/**
 * The live map's city filter reaches the drivers around that city's rides: a city is a name on a
 * ride's address, not a shape, so its area is the one its rides draw (pick-ups and destinations),
 * widened by this margin in degrees (about 3 km in Nigeria).
 */
export const CITY_MARGIN_DEGREES = 0.03;

type MapArea = { south: number; west: number; north: number; east: number };

/** The area a city's rides draw, widened by the margin; undefined when it has none. */
export function cityAreaOf(rides: readonly LiveMapRide[]): MapArea | undefined {
  const points = rides.flatMap((ride) => [
    [ride.PickupLatitude, ride.PickupLongitude],
    ...(ride.DestinationLatitude !== null && ride.DestinationLongitude !== null
      ? [[ride.DestinationLatitude, ride.DestinationLongitude]]
      : []),
  ]) as [number, number][];
  if (points.length === 0) return undefined;
  const latitudes = points.map(([latitude]) => latitude);
  const longitudes = points.map(([, longitude]) => longitude);
  return {
    south: Math.min(...latitudes) - CITY_MARGIN_DEGREES,
    north: Math.max(...latitudes) + CITY_MARGIN_DEGREES,
    west: Math.min(...longitudes) - CITY_MARGIN_DEGREES,
    east: Math.max(...longitudes) + CITY_MARGIN_DEGREES,
  };
}

/** Whether a driver belongs on a city's map: driving one of its rides, or within the area they draw. */
export function isDriverInCity(
  driver: Pick<LiveMapDriver, 'Latitude' | 'Longitude' | 'RideId'>,
  rides: readonly LiveMapRide[],
  area = cityAreaOf(rides),
) {
  if (driver.RideId !== null && rides.some((ride) => ride.Id === driver.RideId)) return true;
  if (!area) return false;
  return (
    driver.Latitude >= area.south &&
    driver.Latitude <= area.north &&
    driver.Longitude >= area.west &&
    driver.Longitude <= area.east
  );
}
