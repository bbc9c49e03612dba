import {
  formatNaira,
  OfferStatus,
  RideStatus,
  type RideTimelineEvent,
  type RideTimelineRole,
} from '@wayfare/contracts';
import type { RideDispatchHistory } from '../../app-context.ts';
import { toNaira } from '../../money.ts';
import { kmOf } from './fares.ts';
import { paymentMethodName } from './ride-view.ts';
import type { RideRow } from './rides.table.ts';

/**
 * issue 32: the entries of a ride's timeline, built from rows already read (ride-timeline.service.ts
 * reads them): its status changes, its offers and its route. The money's are in ride-timeline-money.ts.
 */

export type Names = ReadonlyMap<string, string>;
export type Entry = RideTimelineEvent & { when: Date };

/** Who a person is to the ride; a change by nobody is the system's (a job, the offer sweep). */
export function roleOf(ride: RideRow, userId: string | null): RideTimelineRole {
  if (userId === null) return 'System';
  if (userId === ride.customerId) return 'Rider';
  if (userId === ride.driverId) return 'Driver';
  return 'Administrator';
}

export const entry = (
  fields: Omit<Entry, 'At' | 'ActorName' | 'ActorRole' | 'Amount' | 'Details'> &
    Partial<Pick<Entry, 'Amount' | 'Details'>> & { ride: RideRow; names: Names; role?: RideTimelineRole },
): Entry => {
  const { ride, names, role, ...event } = fields;
  return {
    ...event,
    At: event.when.toISOString(),
    ActorName: event.ActorId === null ? null : (names.get(event.ActorId) ?? null),
    ActorRole: role ?? roleOf(ride, event.ActorId),
    Amount: fields.Amount ?? null,
    Details: fields.Details ?? null,
  };
};

const km = (metres: number) => `${Number(kmOf(metres).toFixed(2))} km`;
const naira = (kobo: number) => formatNaira(toNaira(kobo));
const joined = (...parts: (string | null | undefined | false)[]) => parts.filter(Boolean).join('; ') || null;

const statusNames: Record<number, string> = {
  [RideStatus.Pending]: 'Requested',
  [RideStatus.Accepted]: 'Accepted',
  [RideStatus.Arrived]: 'Arrived',
  [RideStatus.Ongoing]: 'Started',
  [RideStatus.Completed]: 'Completed',
  [RideStatus.Cancelled]: 'Cancelled',
};

/** What a status change says beyond its name: the trip asked for, the car, the fare, the fee. */
function statusDetails(ride: RideRow, status: number, cancellationFeeKobo: number) {
  switch (status) {
    case RideStatus.Pending:
      return `From ${[ride.currentStreet, ride.currentCity].filter(Boolean).join(', ')} to ${ride.destinationAddress}, ${km(ride.distanceMetres)}, estimated ${naira(ride.estimatedAmountKobo)} (${paymentMethodName(ride.paymentMethod)})`;
    case RideStatus.Accepted:
      return ride.carName
        ? `With ${[ride.carName, ride.carModel].filter(Boolean).join(' ')} (${ride.licenseNumber ?? '—'})`
        : null;
    case RideStatus.Completed:
      return ride.finalAmountKobo === null
        ? null
        : `Fare ${naira(ride.finalAmountKobo)} for ${km(ride.fareDistanceMetres ?? ride.distanceMetres)}`;
    case RideStatus.Cancelled:
      return cancellationFeeKobo > 0 ? `Cancellation fee ${naira(cancellationFeeKobo)}` : null;
    default:
      return null;
  }
}

export type StatusChange = {
  status: number;
  reason: string | null;
  byUserId: string | null;
  createdAt: Date;
};

export const statusEntries = (
  ride: RideRow,
  changes: readonly StatusChange[],
  names: Names,
  cancellationFeeKobo: number,
): Entry[] =>
  changes.map((change) =>
    entry({
      ride,
      names,
      when: change.createdAt,
      Kind: 'Status',
      Name: statusNames[change.status] ?? String(change.status),
      ActorId: change.byUserId,
      Amount:
        change.status === RideStatus.Cancelled && cancellationFeeKobo > 0
          ? toNaira(cancellationFeeKobo)
          : null,
      Details: joined(change.reason, statusDetails(ride, change.status, cancellationFeeKobo)),
    }),
  );

/** How an offer ended: its name, and whether the driver (rather than the sweep) ended it. */
const offerEnds: Record<number, { name: string; byDriver: boolean }> = {
  [OfferStatus.Accepted]: { name: 'Offer accepted', byDriver: true },
  [OfferStatus.Declined]: { name: 'Offer declined', byDriver: true },
  [OfferStatus.Expired]: { name: 'Offer expired', byDriver: false },
  [OfferStatus.Withdrawn]: { name: 'Offer withdrawn', byDriver: false },
};

/** Each offer made (by the system, to a driver) and, once ended, how it ended. */
export function offerEntries(ride: RideRow, offers: RideDispatchHistory['offers'], names: Names): Entry[] {
  return offers.flatMap((offer) => {
    const driverName = names.get(offer.driverId) ?? 'a driver';
    const made = entry({
      ride,
      names,
      when: offer.offeredAt,
      Kind: 'Offer',
      Name: 'Offered',
      ActorId: null,
      Details: `To ${driverName}, ${km(offer.distanceToPickupMetres)} from the pick-up`,
    });
    const end = offerEnds[offer.status];
    if (!end || !offer.endedAt) return [made];
    const ended = entry({
      ride,
      names,
      when: offer.endedAt,
      Kind: 'Offer',
      Name: end.name,
      ActorId: end.byDriver ? offer.driverId : null,
      role: end.byDriver ? 'Driver' : 'System',
      Details: end.byDriver ? null : `The offer to ${driverName}`,
    });
    return [made, ended];
  });
}
