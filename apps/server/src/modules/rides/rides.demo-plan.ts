import { RidePaymentStatus, RideStatus } from '@wayfare/contracts';
import { type LagosPlace, lagosPlaces } from '../../demo/lagos-places.ts';
import { dispatchCell, greatCircleKm } from '../../geo.ts';
import { type FareSetting, fareOf, fullFareNaira, metresOf } from './fares.ts';
import type { rides } from './rides.table.ts';

/**
 * How a demo ride's history is laid out in time, in minutes. The histories are written by SQL from the
 * rides' own timestamps (rides.demo.ts), so these offsets are the one place both sides read.
 */
export const DEMO_MINUTES = {
  /** Created → Accepted. */
  accept: 2,
  /** Accepted → Arrived. */
  arrive: 7,
  /** Accepted → Ongoing. */
  start: 9,
  /** Created → cancelled by the rider before any driver took it. */
  riderGivesUp: 4,
  /** Created → cancelled by the system: RIDE_PENDING_MINUTES' default. */
  nobodyCame: 15,
  /**
   * Accepted → cancelled by the rider (before the driver arrived, after the cancellation's first grace
   * of 5 minutes: a Wallet ride's rider pays the fee).
   */
  riderCancelsAccepted: 6,
  /** Accepted → cancelled by the driver, after arriving (the rider never came out). */
  driverCancelsArrived: 12,
} as const;

const MINUTE_MS = 60_000;
/** The demo's road distances: the great circle times ROAD_FACTOR's default, as a server without OSRM charges. */
const DEMO_ROAD_FACTOR = 1.3;
/** How far a demo ride's pick-up or destination lies from its place's point: about 130 m each way. */
const SCATTER_DEGREES = 0.0012;
const MAX_DEMO_KM = 35;

/** A small seeded generator (mulberry32): the same demo every time. */
export function seeded(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** The period of a driver's package that limits its rides (MaxTotalRides above 0), if any. */
export type DrivingPeriod = { from: Date; until: Date; maxRides: number };
export type DemoDriver = {
  id: string;
  packageId: number | null;
  packageName: string | null;
  period: DrivingPeriod | null;
};
/** How a finished ride ended; each a cancel the state machine allows (issue 16 §1). */
export type Ending =
  | 'completed'
  | 'riderGivesUp'
  | 'nobodyCame'
  | 'riderCancelsAccepted'
  | 'driverCancelsArrived';
export type RideValues = typeof rides.$inferInsert;
export type PlannedSharer = {
  userId: string;
  destinationAddress: string;
  distanceMetres: number;
  kobo: number;
};
export type PlannedRide = { ride: RideValues; sharer?: PlannedSharer };

const paymentStatusOf = (status: number) =>
  status === RideStatus.Completed
    ? RidePaymentStatus.Paid
    : status === RideStatus.Cancelled
      ? RidePaymentStatus.Released
      : RidePaymentStatus.DueInCash;

/** Draws demo rides: places in Lagos (issue 31), distances, fares from the ride setting, timestamps of each status reached. */
export function ridePlanner(setting: FareSetting, seed: number) {
  const random = seeded(seed);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  /** A point by a Lagos place (so the map's markers do not sit on one another), and its address. */
  const near = (place: LagosPlace) => ({
    latitude: place.latitude + (random() * 2 - 1) * SCATTER_DEGREES,
    longitude: place.longitude + (random() * 2 - 1) * SCATTER_DEGREES,
    street: `${1 + Math.floor(random() * 80)} ${place.street}`,
    place,
  });
  /**
   * issue 31: two different Lagos places, and the road's distance between them: 1 to 35 km, the fares
   * the demo's wallets are topped up for (rides.demo-money.ts).
   */
  const trip = () => {
    const from = pick(lagosPlaces);
    for (;;) {
      const to = pick(lagosPlaces);
      if (to === from) continue;
      const pickup = near(from);
      const destination = near(to);
      const km = Math.max(1, greatCircleKm(pickup, destination) * DEMO_ROAD_FACTOR);
      if (km <= MAX_DEMO_KM) return { pickup, destination, distanceMetres: metresOf(km) };
    }
  };
  const addressOf = (point: ReturnType<typeof near>) => `${point.street}, ${point.place.city}`;

  return {
    random,
    pick,
    /** A ride asked for at `createdAt` that reached `status`, or ended as `ending` when it is finished. */
    plan(input: {
      createdAt: Date;
      status: number;
      ending?: Ending;
      customerId: string;
      driver: DemoDriver | null;
      sharerId?: string | undefined;
    }): PlannedRide {
      const { createdAt, status, driver } = input;
      const at = (minutes: number) => new Date(createdAt.getTime() + minutes * MINUTE_MS);
      const { pickup, destination, distanceMetres } = trip();
      const isHighTraffic = random() < 0.3;
      const allowSharing = input.sharerId !== undefined || random() < 0.05;
      const shared = input.sharerId !== undefined;
      const kobo = fareOf(setting, { distanceMetres, isHighTraffic, isShared: shared }).naira * 100;
      // A few riders name their price (whole naira, within half and twice the estimate, as RequestRide allows).
      const preferred = random() < 0.05 ? Math.round((kobo / 100) * (0.8 + random() * 0.6)) * 100 : null;
      const accepted = driver ? at(DEMO_MINUTES.accept) : null;
      const ending = input.ending;
      const finishedAt =
        ending === 'completed'
          ? at(DEMO_MINUTES.accept + DEMO_MINUTES.start + Math.round(distanceMetres / 500))
          : ending === undefined
            ? null
            : ending === 'riderGivesUp' || ending === 'nobodyCame'
              ? at(DEMO_MINUTES[ending])
              : at(DEMO_MINUTES.accept + DEMO_MINUTES[ending]);
      const ride: RideValues = {
        customerId: input.customerId,
        driverId: driver?.id ?? null,
        packageId: driver?.packageId ?? null,
        packageName: driver?.packageName ?? null,
        status,
        distanceMetres,
        isHighTraffic,
        allowSharing,
        destinationAddress: addressOf(destination),
        currentStreet: pickup.street,
        currentCity: pickup.place.city,
        currentSubregion: pickup.place.subregion,
        pickupLatitude: pickup.latitude,
        pickupLongitude: pickup.longitude,
        pickupCell: dispatchCell(pickup),
        destinationLatitude: destination.latitude,
        destinationLongitude: destination.longitude,
        estimatedAmountKobo: kobo,
        enableCustomerPreferredAmount: preferred !== null,
        customerPreferredAmountKobo: preferred,
        amountKobo: status === RideStatus.Completed ? (preferred ?? kobo) : null,
        createdAt,
        acceptedAt: accepted,
        completedAt: status === RideStatus.Completed ? finishedAt : null,
        cancelledAt: status === RideStatus.Cancelled ? finishedAt : null,
        // issue 30: demo rides are cash rides (no ledger movement): a completed one paid in cash, a
        // cancelled one with nothing due.
        paymentStatus: paymentStatusOf(status),
        finalAmountKobo: status === RideStatus.Completed ? (preferred ?? kobo) : null,
        // The fare's breakdown CompleteRide keeps (an agreed price has no unit).
        ...(status === RideStatus.Completed && {
          fareDistanceMetres: distanceMetres,
          fareUnitKobo:
            preferred !== null ? null : isHighTraffic ? setting.highTrafficUnitKobo : setting.unitKobo,
          sharedDiscountKobo:
            preferred !== null ? 0 : fullFareNaira(setting, { distanceMetres, isHighTraffic }) * 100 - kobo,
        }),
      };
      if (input.sharerId === undefined) return { ride };
      // A sharer rides from the same pick-up to a place of their own.
      const sharerTo = near(pick(lagosPlaces));
      const sharerMetres = metresOf(Math.max(1, greatCircleKm(pickup, sharerTo) * DEMO_ROAD_FACTOR));
      return {
        ride,
        sharer: {
          userId: input.sharerId,
          destinationAddress: addressOf(sharerTo),
          distanceMetres: sharerMetres,
          kobo: fareOf(setting, { distanceMetres: sharerMetres, isHighTraffic, isShared: true }).naira * 100,
        },
      };
    },
  };
}
