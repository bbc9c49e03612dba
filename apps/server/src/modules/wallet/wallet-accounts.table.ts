import { pgTable, serial, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../accounts/accounts.table.ts';

/**
 * A person's wallet bank account (spec 001 §3: WalletAccountNumber, VirtualAccountStatus 1 Pending,
 * 2 Verified, 3 Failed, VirtualAccountErrorMessage). The wallet issue opens and verifies them with the
 * provider; until then Re-Verify (Wallet/ReRegisteredAccount) and the demo data use them.
 */
export const walletVirtualAccounts = pgTable(
  'wallet_virtual_accounts',
  {
    id: serial('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    accountNumber: text('account_number').notNull(),
    status: smallint('status').notNull().default(1),
    errorMessage: text('error_message'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('wallet_virtual_accounts_account_number_key').on(table.accountNumber),
    // One wallet account per person: the account lists show it beside them.
    uniqueIndex('wallet_virtual_accounts_user_id_key').on(table.userId),
  ],
);
