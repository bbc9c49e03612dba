import { type FoundRecord, type RideStatusId, rideStatusNames } from '@wayfare/contracts';
import { desc, eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { containing } from '../../db/list-query.ts';
import { rides } from './rides.table.ts';

// A ride's id is a serial; anything larger is no ride (and would overflow the column's integer).
const LARGEST_RIDE_ID = 2_147_483_647;

/**
 * Issue 32: the header search's rides: the ride whose id was typed ('42' or '#42') first, then the
 * newest whose plate, car or destination holds the keyword (each on its trigram index). Its people are
 * found in the People group: joining them here would tie this module's index to the accounts module's.
 */
export async function findRides(db: Db, input: { keyword: string; limit: number }): Promise<FoundRecord[]> {
  const typedId = /^#?(\d{1,10})$/.exec(input.keyword)?.[1];
  const id =
    typedId !== undefined && Number(typedId) > 0 && Number(typedId) <= LARGEST_RIDE_ID
      ? Number(typedId)
      : undefined;
  const pattern = containing(input.keyword);
  const rows = await db
    .select({
      id: rides.id,
      status: rides.status,
      destination: rides.destinationAddress,
      carName: rides.carName,
      plate: rides.licenseNumber,
    })
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
  return rows.map((ride) => ({
    Kind: 'Ride',
    Id: String(ride.id),
    Title: `Ride #${ride.id} to ${ride.destination}`,
    Detail: [rideStatusNames[ride.status as RideStatusId], ride.plate, ride.carName]
      .filter(Boolean)
      .join(' · '),
    RideStatus: ride.status,
    OrderNumber: null,
  }));
}
