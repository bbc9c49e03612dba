import {
  Endpoint,
  TransactionStatus,
  transactionStatusNames,
  transactionTypeNames,
  transferStatusNames,
  VirtualAccountStatus,
  type WalletTransaction,
  walletTexts,
} from '@wayfare/contracts';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import { isPermitted, type Principal } from '../../auth/principal.ts';
import type { Db } from '../../db/database.ts';
import { containing, type Page, sortedBy } from '../../db/list-query.ts';
import { notFound } from '../../errors.ts';
import { toNaira } from '../../money.ts';
import { people, peopleAs } from '../accounts/index.ts';
import { wallets, walletTransactions } from './ledger.table.ts';
import { walletVirtualAccounts } from './wallet-accounts.table.ts';

/** Who credited a transaction: a second look at the users table. */
const creditors = peopleAs('creditors');

/** spec 001 §3: VirtualAccountStatusName is Verified, Failed, otherwise Pending. */
export const virtualAccountStatusName = (status: number | null) =>
  status === VirtualAccountStatus.Verified
    ? 'Verified'
    : status === VirtualAccountStatus.Failed
      ? 'Failed'
      : 'Pending';

function selectTransactions(db: Db) {
  return db
    .select({
      transaction: walletTransactions,
      wallettIdNumber: wallets.wallettIdNumber,
      surname: people.surname,
      firstname: people.firstname,
      phoneNumber: people.phoneNumber,
      email: people.emailAddress,
      virtualAccountStatus: walletVirtualAccounts.status,
      creditBySurname: creditors.surname,
      creditByFirstname: creditors.firstname,
    })
    .from(walletTransactions)
    .innerJoin(people, eq(people.id, walletTransactions.userId))
    .innerJoin(wallets, eq(wallets.userId, walletTransactions.userId))
    .leftJoin(walletVirtualAccounts, eq(walletVirtualAccounts.userId, walletTransactions.userId))
    .leftJoin(creditors, eq(creditors.id, walletTransactions.creditedBy));
}

type Row = Awaited<ReturnType<typeof selectTransactions>>[number];

/** spec 001 §3 Wallet transaction as the wire carries it: naira, numbers with their names. */
export function toWalletTransaction(row: Row): WalletTransaction {
  const { transaction } = row;
  const pending =
    transaction.status === TransactionStatus.Pending || transaction.status === TransactionStatus.Initiated;
  return {
    Id: transaction.id,
    WallettIdNumber: row.wallettIdNumber,
    Surname: row.surname,
    Firstname: row.firstname,
    PhoneNumber: row.phoneNumber,
    Email: row.email,
    Amount: toNaira(transaction.amountKobo),
    TransactionType: transaction.type,
    TransactionTypeName: transactionTypeNames[transaction.type] ?? '',
    TransactionStatus: transaction.status,
    TransactionStatusName: transactionStatusNames[transaction.status] ?? '',
    TransferStatus: transaction.transferStatus,
    TransferStatusName:
      transaction.transferStatus === null ? null : (transferStatusNames[transaction.transferStatus] ?? null),
    TransferMessage: transaction.transferMessage,
    CanRetry: transaction.canRetry,
    CreditMessage: transaction.message,
    IsPending: pending,
    VirtualAccountStatusName: virtualAccountStatusName(row.virtualAccountStatus),
    Reference: transaction.reference,
    CreatedDate: transaction.createdAt.toISOString(),
    TransactionCompletedDate: transaction.completedAt?.toISOString() ?? null,
    CreditBySurname: row.creditBySurname,
    CreditByFirstname: row.creditByFirstname,
    ProviderErrorMessage: transaction.providerErrorMessage,
  };
}

/** The keyword of the wallet lists: the owner's name (either order), phone, e-mail, the message, the reference. */
function keywordOf(keyword: string | undefined): SQL | undefined {
  if (!keyword) return undefined;
  return sql`lower(${people.firstname} || ' ' || ${people.surname} || ' | ' || ${people.surname} || ' ' || ${people.firstname} || ' | ' || coalesce(${people.phoneNumber}, '') || ' | ' || ${people.emailAddress} || ' | ' || ${walletTransactions.message} || ' | ' || coalesce(${walletTransactions.reference}, '') || ' | ' || coalesce(${walletTransactions.providerReference}, '')) like ${containing(keyword)}`;
}

type ListQuery = {
  keyword?: string | undefined;
  page: number;
  pageSize: number;
  sort?: 'CreatedDate' | 'Amount' | undefined;
  order?: 'asc' | 'desc' | undefined;
};

async function listTransactions(db: Db, query: ListQuery, owner?: string): Promise<Page<WalletTransaction>> {
  const where = and(owner ? eq(walletTransactions.userId, owner) : undefined, keywordOf(query.keyword));
  const order = sortedBy(query, {
    columns: { CreatedDate: walletTransactions.createdAt, Amount: walletTransactions.amountKobo },
    tieBreaker: walletTransactions.id,
    byDefault: [desc(walletTransactions.id)],
  });
  const select = selectTransactions(db)
    .where(where)
    .orderBy(...order);
  // The count joins the owner too: the keyword looks at their name.
  const [rows, [counted]] = await Promise.all([
    select.limit(query.pageSize).offset(query.page * query.pageSize),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(walletTransactions)
      .innerJoin(people, eq(people.id, walletTransactions.userId))
      .where(where),
  ]);
  return { rows: rows.map(toWalletTransaction), total: counted?.total ?? 0 };
}

/** GetWalletTransactions (Wallet 6 view): everyone's, newest first. */
export const listWalletTransactions = (db: Db, query: ListQuery) => listTransactions(db, query);

/** GetMyWalletTransactions: the caller's own, newest first. */
export const listMyWalletTransactions = (db: Db, query: ListQuery & { caller: Principal }) =>
  listTransactions(db, query, query.caller.userId);

/** One transaction, as the lists show it, or undefined. */
export async function findWalletTransaction(db: Db, id: number): Promise<WalletTransaction | undefined> {
  const [row] = await selectTransactions(db).where(eq(walletTransactions.id, id));
  return row && toWalletTransaction(row);
}

/** GetWalletTransactionById: to an administrator with Wallet view, or to its owner; to anyone else 404. */
export async function getWalletTransaction(
  db: Db,
  input: { id: number; caller: Principal },
): Promise<WalletTransaction> {
  const [row] = await selectTransactions(db).where(eq(walletTransactions.id, input.id));
  const mayView =
    row &&
    (row.transaction.userId === input.caller.userId || isPermitted(input.caller, Endpoint.Wallet, 'view'));
  if (!row || !mayView) throw notFound(walletTexts.noTransaction(input.id));
  return toWalletTransaction(row);
}
