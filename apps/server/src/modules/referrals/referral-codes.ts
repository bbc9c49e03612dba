import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { users } from '../accounts/accounts.table.ts';

/**
 * issue 15 §5: the live account whose OtherReferralCode this is, read as a person types it (spaces
 * around it and its case do not matter); undefined for an unknown code or none.
 */
export async function referrerOf(db: Db, code: string | null | undefined): Promise<string | undefined> {
  const wanted = code?.trim().toUpperCase();
  if (!wanted) return undefined;
  const [owner] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.referralCode, wanted), isNull(users.deletedAt)));
  return owner?.id;
}
