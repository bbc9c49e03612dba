import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { users } from './accounts.table.ts';

/**
 * Holds a person's account row (`FOR UPDATE`) until the caller's transaction ends: another area's
 * changes about that person (a rider's next ride, a rating of them) line up on it.
 */
export async function lockPersonAccount(tx: Db, userId: string) {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}
