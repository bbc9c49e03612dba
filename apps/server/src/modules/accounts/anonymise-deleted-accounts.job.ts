import { and, asc, eq, isNotNull, isNull, lte } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import type { JobDefinition } from '../jobs/index.ts';
import { users } from './accounts.table.ts';
import { anonymiseAccount } from './anonymise-account.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Privacy notice IV: a deleted account's personal data is kept 90 days, then removed. */
export const ANONYMISE_AFTER_DAYS = 90;
// A run takes a bounded bite; what is left waits for the next day's run.
const BATCH = 500;

/**
 * Anonymises the accounts deleted at least 90 days before `now` that still hold personal data, each in
 * a transaction of its own (one failure leaves the others done). Resolves with how many it anonymised.
 */
export async function anonymiseDeletedAccounts(db: Db, input: { now: Date }) {
  const due = and(
    isNotNull(users.deletedAt),
    lte(users.deletedAt, new Date(input.now.getTime() - ANONYMISE_AFTER_DAYS * DAY_MS)),
    isNull(users.anonymisedAt),
  );
  const ids = await db
    .select({ id: users.id })
    .from(users)
    .where(due)
    .orderBy(asc(users.deletedAt))
    .limit(BATCH);
  let anonymised = 0;
  for (const { id } of ids) {
    const done = await db.transaction(async (tx) => {
      const [user] = await tx
        .select()
        .from(users)
        .where(and(eq(users.id, id), due))
        .for('update', { skipLocked: true });
      if (!user?.deletedAt) return false;
      await anonymiseAccount(tx, { ...user, deletedAt: user.deletedAt });
      return true;
    });
    if (done) anonymised += 1;
  }
  return anonymised;
}

export const anonymiseDeletedAccountsJob: JobDefinition = {
  everyMs: DAY_MS,
  run: async ({ db, now }) => ({ anonymised: await anonymiseDeletedAccounts(db, { now }) }),
};
