import type { RideTimelineEvent, RideTimelineKind } from '@wayfare/contracts';
import { formatMoney } from '../../../components/format.ts';

/**
 * issue 32: how the trip timeline reads an entry. Moments in Lagos time whatever the browser's zone
 * (the operator's day is Lagos's), to the second: several entries often fall within one minute.
 */
const lagosTime = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Africa/Lagos',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  second: '2-digit',
  hour12: true,
});

export const lagosMoment = (iso: string) =>
  `${lagosTime.format(new Date(iso)).replace(/\b(am|pm)\b/, (m) => m.toUpperCase())} WAT`;

/** Who did it, and what they are to the ride: 'Ada Obi (Rider)', 'System'. */
export const actorOf = (event: RideTimelineEvent) =>
  event.ActorRole === 'System' ? 'System' : `${event.ActorName ?? 'Someone'} (${event.ActorRole})`;

export const amountOf = (event: RideTimelineEvent) =>
  event.Amount === null ? null : formatMoney(event.Amount, '₦');

/** Each kind's colour on the timeline: the same family for a kind, so the eye follows one thread. */
export const kindColours: Record<RideTimelineKind, string> = {
  Status: 'blue',
  Offer: 'grape',
  Route: 'teal',
  Money: 'orange',
};

/** The ride's own ends stand out: red for a cancellation, green for a completion. */
export function bulletColour(event: RideTimelineEvent) {
  if (event.Kind === 'Status' && event.Name === 'Cancelled') return 'red';
  if (event.Kind === 'Status' && event.Name === 'Completed') return 'green';
  return kindColours[event.Kind];
}
