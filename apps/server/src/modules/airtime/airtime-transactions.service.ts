import { type AirtimeDataTransaction, formatNaira } from '@wayfare/contracts';
import { desc, eq, sql } from 'drizzle-orm';
import type { Principal } from '../../auth/principal.ts';
import type { Db } from '../../db/database.ts';
import { type Page, type Paging, sortedBy } from '../../db/list-query.ts';
import { toNaira } from '../../money.ts';
import { people } from '../accounts/index.ts';
import { airtimeTransactions } from './airtime.table.ts';

function selectPurchases(db: Db) {
  return db
    .select({ purchase: airtimeTransactions, surname: people.surname, firstname: people.firstname })
    .from(airtimeTransactions)
    .innerJoin(people, eq(people.id, airtimeTransactions.userId));
}

type Row = Awaited<ReturnType<typeof selectPurchases>>[number];

/** spec 001 §3 Airtime/data transaction as the wire carries it: naira, the provider's status text. */
export function toAirtimeDataTransaction(row: Row): AirtimeDataTransaction {
  const { purchase } = row;
  const amount = toNaira(purchase.amountKobo);
  return {
    Id: purchase.id,
    Surname: row.surname,
    Firstname: row.firstname,
    PhoneNumber: purchase.phoneNumber,
    IsDataPlan: purchase.isDataPlan,
    PlanName: purchase.planName,
    PlanCode: purchase.planCode,
    Validity: purchase.validity,
    Network: purchase.network,
    Amount: amount,
    Amountinstring: formatNaira(amount),
    TransactionDate: purchase.createdAt.toISOString(),
    _9bspStatus: purchase.providerStatus,
    Reference: purchase.reference,
    WalletTransactionId: purchase.walletTransactionId,
    RefundTransactionId: purchase.refundTransactionId,
  };
}

type PurchasesQuery = Paging & {
  sort?: 'TransactionDate' | 'Amount' | undefined;
  order?: 'asc' | 'desc' | undefined;
};

async function listPurchases(
  db: Db,
  paging: PurchasesQuery,
  owner?: string,
): Promise<Page<AirtimeDataTransaction>> {
  const where = owner ? eq(airtimeTransactions.userId, owner) : undefined;
  const [rows, [counted]] = await Promise.all([
    selectPurchases(db)
      .where(where)
      .orderBy(
        ...sortedBy(paging, {
          columns: { TransactionDate: airtimeTransactions.createdAt, Amount: airtimeTransactions.amountKobo },
          tieBreaker: airtimeTransactions.id,
          byDefault: [desc(airtimeTransactions.id)],
        }),
      )
      .limit(paging.pageSize)
      .offset(paging.page * paging.pageSize),
    db.select({ total: sql<number>`count(*)::int` }).from(airtimeTransactions).where(where),
  ]);
  return { rows: rows.map(toAirtimeDataTransaction), total: counted?.total ?? 0 };
}

/** Communication/GetAirtimeDataTransactions (Wallet 6 view): everyone's, newest first unless sorted otherwise. */
export const listAirtimeDataTransactions = (db: Db, paging: PurchasesQuery) => listPurchases(db, paging);

/** Communication/GetMyAirtimeDataTransactions: the caller's own, newest first. */
export const listMyAirtimeDataTransactions = (db: Db, input: PurchasesQuery & { caller: Principal }) =>
  listPurchases(db, input, input.caller.userId);
