import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { ratings } from './ratings.table.ts';

/** Which of these rides the person has rated (a ride's list shows RatedByMe). */
export async function ridesRatedBy(db: Db, input: { userId: string; rideIds: number[] }) {
  if (input.rideIds.length === 0) return new Set<number>();
  const rows = await db
    .select({ rideId: ratings.rideId })
    .from(ratings)
    .where(and(eq(ratings.ratedById, input.userId), inArray(ratings.rideId, input.rideIds)));
  return new Set(rows.map((row) => row.rideId));
}
