import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { users } from './accounts.table.ts';

export async function findLiveUserByEmail(db: Db, input: { EmailAddress: string }) {
  const [user] = await db
    .select()
    .from(users)
    .where(
      and(sql`lower(${users.emailAddress}) = ${input.EmailAddress.toLowerCase()}`, isNull(users.deletedAt)),
    );
  return user;
}

export async function findUserById(db: Db, input: { Id: string }) {
  const [user] = await db.select().from(users).where(eq(users.id, input.Id));
  return user;
}

/** Ends every session of the user at once: their tokens carry the old version. */
export const bumpTokenVersion = sql`${users.tokenVersion} + 1`;
