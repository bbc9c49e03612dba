import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../accounts/accounts.table.ts';

/**
 * A customer's BVN (issue 29 §1), which Flutterwave needs to open their wallet's bank account: only
 * sealed (AES-256-GCM, see bvn-vault.ts), one per person, in a table of its own so no query of the
 * wallet accounts reads it by accident.
 */
export const walletBvns = pgTable('wallet_bvns', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  sealedBvn: text('sealed_bvn').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
