import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { rideIdsOfPerson } from '../rides/index.ts';
import { driverPositions, rideRoutePoints } from './dispatch.table.ts';

/**
 * issue 31: where someone was goes with their account's anonymisation (privacy notice IV): their last
 * position as a driver, and the routes of the rides they drove, asked for or shared (the rides stay,
 * as their money points at them).
 */
export async function forgetPlacesOf(tx: Db, userId: string) {
  await tx.delete(driverPositions).where(eq(driverPositions.driverId, userId));
  const rideIds = await rideIdsOfPerson(tx, userId);
  if (rideIds.length > 0) await tx.delete(rideRoutePoints).where(inArray(rideRoutePoints.rideId, rideIds));
}
