import { RideStatus, type RideTimeline, rideTexts } from '@wayfare/contracts';
import { asc, eq, inArray } from 'drizzle-orm';
import type { RideDispatchHistory } from '../../app-context.ts';
import type { Db } from '../../db/database.ts';
import { notFound } from '../../errors.ts';
import { fullNameOf, people } from '../accounts/index.ts';
import { transactionNotes } from '../wallet/index.ts';
import { movementsOfRide } from './ride-money-view.ts';
import { type Entry, offerEntries, statusEntries } from './ride-timeline-entries.ts';
import { driverShareEntry, moneyEntries } from './ride-timeline-money.ts';
import { routeEntry, routeOf } from './ride-timeline-route.ts';
import { rideStatusUpdates, rides } from './rides.table.ts';

/** What dispatch knows of a ride (its offers and route); a test app without dispatch has none. */
export type DispatchHistoryOf = (db: Db, rideId: number) => Promise<RideDispatchHistory>;
const nothingDispatched: DispatchHistoryOf = async () => ({ offers: [], route: [] });

/** Entries at the same moment read as they happen: the offer, then the ride's change, then its money. */
const rank: Record<Entry['Kind'], number> = { Offer: 0, Status: 1, Route: 1, Money: 2 };

async function namesOf(db: Db, ids: Iterable<string | null>) {
  const wanted = [...new Set([...ids].filter((id): id is string => id !== null))];
  if (wanted.length === 0) return new Map<string, string>();
  const rows = await db
    .select({ id: people.id, firstname: people.firstname, surname: people.surname })
    .from(people)
    .where(inArray(people.id, wanted));
  return new Map(rows.map((row) => [row.id, fullNameOf(row).trim()]));
}

/**
 * issue 32: Ride/GetRideTimeline. The ride's whole trip in time order: its status changes (who, why,
 * the cancellation fee), dispatch's offers and route, and the ledger's money lines with the driver's
 * share; 404 for no ride.
 */
export async function getRideTimeline(
  db: Db,
  input: { id: number },
  dispatchHistory: DispatchHistoryOf = nothingDispatched,
): Promise<RideTimeline> {
  const [ride] = await db.select().from(rides).where(eq(rides.id, input.id));
  if (!ride) throw notFound(rideTexts.noRide(input.id));
  const [changes, movements, dispatched] = await Promise.all([
    db
      .select()
      .from(rideStatusUpdates)
      .where(eq(rideStatusUpdates.rideId, ride.id))
      .orderBy(asc(rideStatusUpdates.createdAt), asc(rideStatusUpdates.id)),
    movementsOfRide(db, ride.id),
    dispatchHistory(db, ride.id),
  ]);
  const notes = await transactionNotes(
    db,
    movements.map((movement) => movement.transactionId),
  );
  const names = await namesOf(db, [
    ride.customerId,
    ride.driverId,
    ...changes.map((change) => change.byUserId),
    ...dispatched.offers.map((offer) => offer.driverId),
    ...[...notes.values()].map((note) => note.userId),
  ]);
  const feeKobo = movements
    .filter((movement) => movement.kind === 'cancellation_fee')
    .reduce((sum, movement) => sum + movement.amountKobo, 0);
  const route = routeOf(dispatched.route);
  const completion = changes.findLast((change) => change.status === RideStatus.Completed);
  const entries = [
    ...statusEntries(ride, changes, names, feeKobo),
    ...offerEntries(ride, dispatched.offers, names),
    ...routeEntry(ride, dispatched.route, route, names),
    ...moneyEntries(ride, movements, notes, names),
    ...driverShareEntry(ride, movements, names, completion?.createdAt ?? ride.completedAt ?? undefined),
  ];
  const ordered = entries
    .map((event, index) => ({ event, index }))
    .sort(
      (a, b) =>
        a.event.when.getTime() - b.event.when.getTime() ||
        rank[a.event.Kind] - rank[b.event.Kind] ||
        a.index - b.index,
    )
    .map(({ event: { when: _when, ...event } }) => event);
  return { RideId: ride.id, Events: ordered, Route: route };
}
