import { type MyRide, RideStatus, type RideStatusId, UNFINISHED_RIDE_STATUSES } from '@wayfare/contracts';

/** What the rider's page shows: the booking, the ride they are on, or the ride that has just ended. */
export type RideAppView =
  | { kind: 'book' }
  | { kind: 'following'; ride: MyRide }
  | { kind: 'finished'; ride: MyRide };

/**
 * An ended ride is "just ended" this long after it was booked: a day, as long as its driver may still
 * be tipped (issue 30); an older one the rider finds under My rides, not on the booking page.
 */
export const JUST_ENDED_HOURS = 24;

const ended = (status: number) => status === RideStatus.Completed || status === RideStatus.Cancelled;

/**
 * From the person's newest rides (newest first, those they drive among them): the newest ride they ride
 * in that is Pending, Accepted, Arrived or Ongoing; else their newest ride when it ended within
 * JUST_ENDED_HOURS and they have not dismissed it; else the booking.
 */
export function chooseRideView(
  rides: readonly MyRide[],
  dismissed: ReadonlySet<number>,
  now: Date,
): RideAppView {
  const mine = rides.filter((ride) => ride.AmCustomer);
  const current = mine.find((ride) => UNFINISHED_RIDE_STATUSES.includes(ride.RideStatus as RideStatusId));
  if (current) return { kind: 'following', ride: current };
  const newest = mine[0];
  if (
    newest &&
    ended(newest.RideStatus) &&
    !dismissed.has(newest.Id) &&
    now.getTime() - new Date(newest.RideDate).getTime() < JUST_ENDED_HOURS * 3_600_000
  )
    return { kind: 'finished', ride: newest };
  return { kind: 'book' };
}

const DISMISSED_KEY = 'wayfare.rideApp.dismissedRides';
/** Enough to cover every ride a rider may end within JUST_ENDED_HOURS. */
const KEPT_DISMISSALS = 50;

/** The ended rides this browser's rider dismissed (a reload after completion still shows one once). */
export function readDismissedRides(): Set<number> {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(DISMISSED_KEY) ?? '[]');
    return new Set(Array.isArray(stored) ? stored.filter((id) => Number.isInteger(id)) : []);
  } catch {
    return new Set();
  }
}

export function storeDismissedRide(id: number): Set<number> {
  const ids = [...readDismissedRides().add(id)].slice(-KEPT_DISMISSALS);
  localStorage.setItem(DISMISSED_KEY, JSON.stringify(ids));
  return new Set(ids);
}
