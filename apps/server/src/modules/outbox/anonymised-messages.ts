import { and, eq, lte } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { outboxMessages } from './outbox.table.ts';

/**
 * The messages sent to a deleted account's address, up to its deletion, emptied of their text (privacy
 * notice IV): the address may belong to a new account since, whose messages stay.
 */
export async function anonymiseMessagesTo(tx: Db, input: { recipient: string; sentUpTo: Date }) {
  await tx
    .update(outboxMessages)
    .set({ recipient: 'deleted account', body: '(removed with the account)', bodyAfterSending: null })
    .where(and(eq(outboxMessages.recipient, input.recipient), lte(outboxMessages.createdAt, input.sentUpTo)));
}
