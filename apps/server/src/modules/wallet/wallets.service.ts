import type { MyWallet } from '@wayfare/contracts';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Principal } from '../../auth/principal.ts';
import type { Db } from '../../db/database.ts';
import { containing, type Page } from '../../db/list-query.ts';
import { toNaira } from '../../money.ts';
import { people, userSearchText } from '../accounts/index.ts';
import { maskedBvnOf } from './bvn.service.ts';
import type { BvnVault } from './bvn-vault.ts';
import { ensureWallet, ensureWallets } from './ledger.service.ts';
import { ledgerAccounts } from './ledger.table.ts';
import { walletVirtualAccounts } from './wallet-accounts.table.ts';
import { virtualAccountStatusName } from './wallet-transactions.service.ts';

/** A person's Balance (their wallet account) and BookBalance (with their hold account), in kobo. */
export async function balancesOf(db: Db, wallet: { walletAccountId: number; holdAccountId: number }) {
  const rows = await db
    .select({ id: ledgerAccounts.id, balanceKobo: ledgerAccounts.balanceKobo })
    .from(ledgerAccounts)
    .where(sql`${ledgerAccounts.id} in (${wallet.walletAccountId}, ${wallet.holdAccountId})`);
  const of = (id: number) => rows.find((row) => row.id === id)?.balanceKobo ?? 0;
  const balanceKobo = of(wallet.walletAccountId);
  return { balanceKobo, bookBalanceKobo: balanceKobo + of(wallet.holdAccountId) };
}

/**
 * GetMyWallet: the caller's wallet (made on first use), its balances and its bank account, and whether
 * the provider needs their BVN to open it (only its last four digits shown), and whether they drive.
 */
export async function getMyWallet(
  db: Db,
  input: { caller: Principal; bvnNeeded: boolean; bvns: BvnVault },
): Promise<MyWallet> {
  const wallet = await ensureWallet(db, input.caller.userId);
  const [balances, [account], maskedBvn, [caller]] = await Promise.all([
    balancesOf(db, wallet),
    db.select().from(walletVirtualAccounts).where(eq(walletVirtualAccounts.userId, input.caller.userId)),
    maskedBvnOf(db, input.bvns, input.caller.userId),
    db.select({ isDriver: people.isDriver }).from(people).where(eq(people.id, input.caller.userId)),
  ]);
  return {
    Balance: toNaira(balances.balanceKobo),
    BookBalance: toNaira(balances.bookBalanceKobo),
    WallettIdNumber: wallet.wallettIdNumber,
    WalletAccountNumber: account?.accountNumber ?? null,
    VirtualAccountStatusName: virtualAccountStatusName(account?.status ?? null),
    VirtualAccountErrorMessage: account?.errorMessage ?? null,
    BvnNeeded: input.bvnNeeded,
    MaskedBvn: maskedBvn,
    IsDriver: caller?.isDriver ?? false,
  };
}

/**
 * GetWallets (Wallet 6 view): the customers for the Fund Wallet form's picker, every live account, by
 * name; each page's wallets are made if they were not yet.
 */
export async function listWallets(
  db: Db,
  query: { keyword?: string | undefined; page: number; pageSize: number },
): Promise<
  Page<{
    WallettIdNumber: string;
    Surname: string;
    Firstname: string;
    PhoneNumber: string | null;
    Email: string;
    Balance: number;
  }>
> {
  const where = and(
    isNull(people.deletedAt),
    query.keyword ? sql`${userSearchText(people)} like ${containing(query.keyword)}` : undefined,
  );
  const [listed, total] = await Promise.all([
    db
      .select()
      .from(people)
      .where(where)
      .orderBy(asc(sql`lower(${people.surname})`), asc(sql`lower(${people.firstname})`), asc(people.id))
      .limit(query.pageSize)
      .offset(query.page * query.pageSize),
    db.$count(people, where),
  ]);
  const byUser = await ensureWallets(
    db,
    listed.map((person) => person.id),
  );
  const accountIds = [...byUser.values()].map((wallet) => wallet.walletAccountId);
  const balances = new Map(
    accountIds.length === 0
      ? []
      : (
          await db
            .select({ id: ledgerAccounts.id, balanceKobo: ledgerAccounts.balanceKobo })
            .from(ledgerAccounts)
            .where(inArray(ledgerAccounts.id, accountIds))
        ).map((row) => [row.id, row.balanceKobo]),
  );
  return {
    rows: listed.map((person) => ({
      WallettIdNumber: byUser.get(person.id)!.wallettIdNumber,
      Surname: person.surname,
      Firstname: person.firstname,
      PhoneNumber: person.phoneNumber,
      Email: person.emailAddress,
      Balance: toNaira(balances.get(byUser.get(person.id)!.walletAccountId) ?? 0),
    })),
    total,
  };
}
