import { randomInt } from 'node:crypto';
import { TransactionStatus } from '@wayfare/contracts';
import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import {
  LedgerAccountKind,
  type LedgerAccountKindName,
  ledgerAccounts,
  ledgerEntries,
  wallets,
  walletTransactions,
} from './ledger.table.ts';

/**
 * The ledger's one way of moving money (issue 18 §1): accounts made on first use, a wallet per person,
 * and `postMovement`, which writes a wallet transaction and its balanced entries and updates the
 * people's cached balances, inside the caller's database transaction.
 */

export type Wallet = typeof wallets.$inferSelect;
type SystemKind = Exclude<LedgerAccountKindName, 'wallet' | 'hold'>;

const systemAccountIds = new WeakMap<Db, Map<SystemKind, number>>();

/** A system account's id, made the first time it is needed (a system account's row never changes). */
export async function systemAccountId(db: Db, kind: SystemKind): Promise<number> {
  let known = systemAccountIds.get(db);
  if (!known) {
    known = new Map();
    systemAccountIds.set(db, known);
  }
  const cached = known.get(kind);
  if (cached !== undefined) return cached;
  await db.insert(ledgerAccounts).values({ userId: null, kind }).onConflictDoNothing();
  const [row] = await db
    .select({ id: ledgerAccounts.id })
    .from(ledgerAccounts)
    .where(sql`${ledgerAccounts.userId} is null and ${ledgerAccounts.kind} = ${kind}`);
  known.set(kind, row!.id);
  return row!.id;
}

/** A new WallettIdNumber: 10 digits, never starting with 0 (a client may send it as a number). */
const newWallettIdNumber = () => String(randomInt(1_000_000_000, 10_000_000_000));

/**
 * The person's wallet. The users trigger makes it with the account, so this only reads; making it here
 * is a fallback for a row the trigger did not see.
 */
export async function ensureWallet(db: Db, userId: string): Promise<Wallet> {
  const [existing] = await db.select().from(wallets).where(eq(wallets.userId, userId));
  if (existing) return existing;
  return (await ensureWallets(db, [userId])).get(userId)!;
}

/**
 * The wallets of several people (a page of the customer picker); any missing (see `ensureWallet`) made:
 * their wallet and hold accounts, then the wallet with a new number (drawn again if it is taken).
 * A few statements whatever the number of people; safe to run twice at once for the same people.
 */
export async function ensureWallets(db: Db, userIds: readonly string[]): Promise<Map<string, Wallet>> {
  const wanted = [...new Set(userIds)];
  const byUser = new Map<string, Wallet>();
  const load = async (ids: string[]) => {
    if (ids.length === 0) return;
    for (const wallet of await db.select().from(wallets).where(inArray(wallets.userId, ids))) {
      byUser.set(wallet.userId, wallet);
    }
  };
  await load(wanted);
  let missing = wanted.filter((id) => !byUser.has(id));
  if (missing.length === 0) return byUser;
  await db
    .insert(ledgerAccounts)
    .values(
      missing.flatMap((userId) => [
        { userId, kind: LedgerAccountKind.Wallet },
        { userId, kind: LedgerAccountKind.Hold },
      ]),
    )
    .onConflictDoNothing();
  const accounts = await db
    .select({ id: ledgerAccounts.id, userId: ledgerAccounts.userId, kind: ledgerAccounts.kind })
    .from(ledgerAccounts)
    .where(inArray(ledgerAccounts.userId, missing));
  const idOf = (userId: string, kind: LedgerAccountKindName) =>
    accounts.find((account) => account.userId === userId && account.kind === kind)!.id;
  for (let attempt = 0; attempt < 10 && missing.length > 0; attempt++) {
    await db
      .insert(wallets)
      .values(
        missing.map((userId) => ({
          userId,
          wallettIdNumber: newWallettIdNumber(),
          walletAccountId: idOf(userId, LedgerAccountKind.Wallet),
          holdAccountId: idOf(userId, LedgerAccountKind.Hold),
        })),
      )
      .onConflictDoNothing();
    await load(missing);
    missing = missing.filter((id) => !byUser.has(id));
  }
  if (missing.length > 0) throw new Error('could not draw a free WallettIdNumber');
  return byUser;
}

/**
 * Locks the people's accounts of a movement (FOR UPDATE, in id order, so two movements never wait for
 * each other crosswise) and answers their balances in kobo. Call it first in the movement's transaction.
 */
export async function lockAccounts(tx: Db, accountIds: readonly number[]): Promise<Map<number, number>> {
  const ids = [...new Set(accountIds)].sort((a, b) => a - b);
  const rows = await tx
    .select({ id: ledgerAccounts.id, balanceKobo: ledgerAccounts.balanceKobo })
    .from(ledgerAccounts)
    .where(inArray(ledgerAccounts.id, ids))
    .orderBy(asc(ledgerAccounts.id))
    .for('update');
  return new Map(rows.map((row) => [row.id, row.balanceKobo]));
}

/** One side of a movement: kobo into (positive) or out of (negative) an account. */
export type Leg = { accountId: number; amountKobo: number };

type NewTransaction = Omit<typeof walletTransactions.$inferInsert, 'id'>;
export type WalletTransactionRow = typeof walletTransactions.$inferSelect;

/**
 * Writes a wallet transaction and its entries, and moves the cached balances of the people's accounts
 * (their rows already locked by `lockAccounts`). The legs must sum to zero; a person's balance that
 * would go below zero is refused by the table's CHECK (callers check first and say why).
 */
export async function postMovement(
  tx: Db,
  movement: { transaction: NewTransaction; legs: readonly Leg[] },
): Promise<WalletTransactionRow> {
  checkLegs(movement.legs);
  const [row] = await tx.insert(walletTransactions).values(movement.transaction).returning();
  await postEntries(tx, row!.id, movement.legs);
  return row!;
}

function checkLegs(legs: readonly Leg[]) {
  if (legs.some((leg) => !Number.isSafeInteger(leg.amountKobo) || leg.amountKobo === 0)) {
    throw new Error('a movement moves whole, non-zero kobo');
  }
  if (legs.reduce((sum, leg) => sum + leg.amountKobo, 0) !== 0) {
    throw new Error('a movement must sum to zero');
  }
}

/**
 * Writes the entries of a wallet transaction that already exists (a Pending top-up the provider has
 * now confirmed) and moves the cached balances, as `postMovement` does; the accounts already locked.
 */
export async function postEntries(tx: Db, transactionId: number, legs: readonly Leg[]): Promise<void> {
  checkLegs(legs);
  await tx
    .insert(ledgerEntries)
    .values(legs.map((leg) => ({ transactionId, accountId: leg.accountId, amountKobo: leg.amountKobo })));
  const byAccount = new Map<number, number>();
  for (const leg of legs) byAccount.set(leg.accountId, (byAccount.get(leg.accountId) ?? 0) + leg.amountKobo);
  const moved = [...byAccount].filter(([, delta]) => delta !== 0);
  if (moved.length === 0) return;
  // One statement for every account, sent while the people's rows are locked: each round trip here
  // is time a hot wallet's lock is held. Only a person's account caches its balance; a system
  // account's stays 0 (the sum of its entries), so its rows are neither updated nor locked.
  const deltas = sql.join(
    moved.map(([accountId, delta]) => sql`when ${accountId}::int then ${delta}::bigint`),
    sql` `,
  );
  await tx
    .update(ledgerAccounts)
    .set({ balanceKobo: sql`${ledgerAccounts.balanceKobo} + case ${ledgerAccounts.id} ${deltas} end` })
    .where(
      and(
        inArray(
          ledgerAccounts.id,
          moved.map(([accountId]) => accountId),
        ),
        isNotNull(ledgerAccounts.userId),
      ),
    );
}

/** Accounts whose cached balance differs from the sum of their entries (the reconciliation, the tests). */
export async function balanceDifferences(db: Db) {
  const rows = await db
    .select({
      accountId: ledgerAccounts.id,
      userId: ledgerAccounts.userId,
      kind: ledgerAccounts.kind,
      cachedKobo: ledgerAccounts.balanceKobo,
      entriesKobo: sql<string>`coalesce((select sum(e.amount_kobo) from ledger_entries e where e.account_id = "ledger_accounts"."id"), 0)`,
    })
    .from(ledgerAccounts)
    .where(sql`${ledgerAccounts.userId} is not null`);
  return rows
    .map((row) => ({ ...row, entriesKobo: Number(row.entriesKobo) }))
    .filter((row) => row.cachedKobo !== row.entriesKobo);
}

/** Movements whose entries do not sum to zero (none, if the ledger is sound). */
export async function unbalancedTransactions(db: Db) {
  return db
    .select({ transactionId: ledgerEntries.transactionId })
    .from(ledgerEntries)
    .groupBy(ledgerEntries.transactionId)
    .having(sql`sum(${ledgerEntries.amountKobo}) <> 0`);
}

/** An account's cached balance, read without a lock (a first look; the locked look decides). */
export async function accountBalance(db: Db, accountId: number): Promise<number> {
  const [account] = await db
    .select({ balanceKobo: ledgerAccounts.balanceKobo })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.id, accountId));
  return account?.balanceKobo ?? 0;
}

/** A debit given back by its refund's movement (posted in the same database transaction). */
export async function markRefunded(tx: Db, transactionId: number) {
  await tx
    .update(walletTransactions)
    .set({ status: TransactionStatus.Refunded })
    .where(eq(walletTransactions.id, transactionId));
}
