import { type FoundRecord, type RideStatusId, rideStatusNames } from '@wayfare/contracts';
import { desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { containing } from '../../db/list-query.ts';
import { rides } from './rides.table.ts';

// A ride's id is a serial; anything larger is no ride (and would overflow the column's integer).
const LARGEST_RIDE_ID = 2_147_483_647;

/** Someone the search found by name, phone or e-mail, whose rides it also lists. */
export type FoundPerson = { id: string; name: string };

type FoundRideRow = {
  id: number;
  status: number;
  destination: string;
  carName: string | null;
  plate: string | null;
  riderId: string;
  driverId: string | null;
  createdAt: Date;
};
const foundRideColumns = {
  id: rides.id,
  status: rides.status,
  destination: rides.destinationAddress,
  carName: rides.carName,
  plate: rides.licenseNumber,
  riderId: rides.customerId,
  driverId: rides.driverId,
  createdAt: rides.createdAt,
};

const newestFirst = (a: FoundRideRow, b: FoundRideRow) =>
  b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id;

/**
 * Issue 32: the header search's rides: the ride whose id was typed ('42' or '#42') first, then the
 * newest whose plate, car or destination holds the keyword (each on its trigram index) or whose rider
 * or driver is one of the people the search found (on the rider's and driver's indexes). The people
 * are found by the search module, which asks the accounts module: this one is not tied to its lists.
 */
export async function findRides(
  db: Db,
  input: { keyword: string; limit: number; people?: readonly FoundPerson[] },
): Promise<FoundRecord[]> {
  const people = input.people ?? [];
  const [byKeyword, ofPeople] = await Promise.all([
    ridesByKeyword(db, input),
    ridesOfPeople(
      db,
      people.map((person) => person.id),
      input.limit,
    ),
  ]);
  const typed = byKeyword.filter((ride) => ride.id === typedRideId(input.keyword));
  const byId = new Map(
    [...typed, ...[...byKeyword, ...ofPeople].sort(newestFirst)].map((ride) => [ride.id, ride]),
  );
  const names = new Map(people.map((person) => [person.id, person.name]));
  return [...byId.values()].slice(0, input.limit).map((ride) => foundRecordOf(ride, names));
}

function typedRideId(keyword: string) {
  const typed = /^#?(\d{1,10})$/.exec(keyword)?.[1];
  return typed !== undefined && Number(typed) > 0 && Number(typed) <= LARGEST_RIDE_ID
    ? Number(typed)
    : undefined;
}

function ridesByKeyword(db: Db, input: { keyword: string; limit: number }): Promise<FoundRideRow[]> {
  const id = typedRideId(input.keyword);
  const pattern = containing(input.keyword);
  return db
    .select(foundRideColumns)
    .from(rides)
    .where(
      or(
        id === undefined ? undefined : eq(rides.id, id),
        sql`lower(${rides.licenseNumber}) like ${pattern}`,
        sql`lower(${rides.carName}) like ${pattern}`,
        sql`lower(${rides.destinationAddress}) like ${pattern}`,
      ),
    )
    .orderBy(...(id === undefined ? [] : [sql`${rides.id} <> ${id}`]), desc(rides.createdAt), desc(rides.id))
    .limit(input.limit);
}

/** The latest rides the people asked for or drove. */
async function ridesOfPeople(db: Db, ids: readonly string[], limit: number): Promise<FoundRideRow[]> {
  if (ids.length === 0) return [];
  return db
    .select(foundRideColumns)
    .from(rides)
    .where(or(inArray(rides.customerId, [...ids]), inArray(rides.driverId, [...ids])))
    .orderBy(desc(rides.createdAt), desc(rides.id))
    .limit(limit);
}

/** The ride's record; its Detail names whose ride it is when it was found by its rider or driver. */
function foundRecordOf(ride: FoundRideRow, names: ReadonlyMap<string, string>): FoundRecord {
  const rider = names.get(ride.riderId);
  const driver = ride.driverId === null ? undefined : names.get(ride.driverId);
  return {
    Kind: 'Ride',
    Id: String(ride.id),
    Title: `Ride #${ride.id} to ${ride.destination}`,
    Detail: [
      rideStatusNames[ride.status as RideStatusId],
      rider && `Rider ${rider}`,
      driver && `Driver ${driver}`,
      ride.plate,
      ride.carName,
    ]
      .filter(Boolean)
      .join(' · '),
    RideStatus: ride.status,
    OrderNumber: null,
  };
}
