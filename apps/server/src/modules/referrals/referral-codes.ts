import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { people } from '../accounts/index.ts';

/**
 * issue 15 §5: the live account whose OtherReferralCode this is, read as a person types it (spaces
 * around it and its case do not matter); undefined for an unknown code or none.
 */
export async function referrerOf(db: Db, code: string | null | undefined): Promise<string | undefined> {
  const wanted = code?.trim().toUpperCase();
  if (!wanted) return undefined;
  const [owner] = await db
    .select({ id: people.id })
    .from(people)
    .where(and(eq(people.referralCode, wanted), isNull(people.deletedAt)));
  return owner?.id;
}
