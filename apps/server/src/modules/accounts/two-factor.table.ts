import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.table.ts';

/**
 * Issue 29 §3: an administrator's authenticator secret. A row with no confirmedAt is an enrolment
 * started and not yet confirmed: sign-in ignores it. The secret is sealed (AES-256-GCM, see
 * auth/secret-box.ts): a copy of the database alone does not give the codes.
 */
export const twoFactorSecrets = pgTable('two_factor_secrets', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  sealedSecret: text('sealed_secret').notNull(),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  // The time step of the last code accepted: a code of that step or an earlier one is refused (replay).
  lastUsedStep: bigint('last_used_step', { mode: 'number' }).notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One-time recovery codes: only their hashes; a spent code keeps its row with usedAt set. */
export const twoFactorRecoveryCodes = pgTable(
  'two_factor_recovery_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('two_factor_recovery_codes_user_idx').on(table.userId)],
);

/** The one policy row (id 1): whether every administrator must have a second factor. */
export const twoFactorPolicy = pgTable(
  'two_factor_policy',
  {
    id: integer('id').primaryKey().default(1),
    requiredForAdministrators: boolean('required_for_administrators').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('two_factor_policy_one_row', sql`${table.id} = 1`)],
);
