import type { Database } from '../../db/database.ts';
import { outboxMessages } from '../outbox/outbox.table.ts';

/** A pending message queued with this is not due before the tests end: the worker leaves it alone. */
export const NOT_DUE = new Date('2099-01-01T00:00:00Z');

export type NewMessage = typeof outboxMessages.$inferInsert;

/** Puts a message straight into the outbox, as the worker would have left it; pending ones not yet due. */
export async function insertMessage(db: Database, values: NewMessage) {
  const [row] = await db
    .insert(outboxMessages)
    .values({ nextAttemptAt: NOT_DUE, ...values })
    .returning();
  return row!;
}
