import { index, pgTable, serial, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../accounts/accounts.table.ts';

/**
 * Cards on file (issue 30): a card a person paid a top-up or an invoice with, kept when the provider
 * marked its authorization reusable. The authorization (what the provider charges the card by) is kept
 * only sealed (AES-256-GCM, card-vault.ts); the rest is what the person recognises the card by. One row
 * per card: the provider's signature of it, per person and provider, is unique.
 */
export const walletCards = pgTable(
  'wallet_cards',
  {
    id: serial('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Paystack 1, Flutterwave 4 (spec 001 §4): only that provider can charge it. */
    gateway: smallint('gateway').notNull(),
    sealedAuthorization: text('sealed_authorization').notNull(),
    /** The e-mail the provider knows the card's customer by: a charge must give it. */
    email: text('email').notNull(),
    signature: text('signature').notNull(),
    brand: text('brand').notNull(),
    last4: text('last4').notNull(),
    expMonth: text('exp_month').notNull(),
    expYear: text('exp_year').notNull(),
    bank: text('bank').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('wallet_cards_owner_card_key').on(table.userId, table.gateway, table.signature),
    index('wallet_cards_user_id_idx').on(table.userId, table.id),
  ],
);
