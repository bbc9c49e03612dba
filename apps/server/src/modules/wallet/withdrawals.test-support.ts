import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Db } from '../../db/database.ts';
import { apiAs } from '../../test/api-client.ts';
import { createUser, type TestApp, tokenFor } from '../../test/test-app.ts';
import { users } from '../accounts/accounts.table.ts';
import { balanceDifferences, ensureWallet, unbalancedTransactions } from './ledger.service.ts';
import { walletTransactions } from './ledger.table.ts';

/** A signed-in driver whose wallet an administrator (`admin`) funded with `naira`. */
export async function fundedDriver(t: TestApp, admin: ReturnType<typeof apiAs>, naira: number) {
  const user = await createUser(t.db, { password: null });
  await t.db.update(users).set({ isDriver: true }).where(eq(users.id, user.id));
  const wallet = await ensureWallet(t.db, user.id);
  const funded = await admin.post('/api/Wallet/FundClientWallet', {
    WallettIdNumber: wallet.wallettIdNumber,
    Amount: naira,
  });
  expect(funded.statusCode, funded.body).toBe(200);
  return apiAs(t, await tokenFor(user));
}

/** Once the fake's events are delivered: every balance is the sum of its entries, every movement sums to zero. */
export async function expectLedgerSound(db: Db, webhooksSettled: () => Promise<void>) {
  await webhooksSettled();
  expect(await balanceDifferences(db)).toEqual([]);
  expect(await unbalancedTransactions(db)).toEqual([]);
}

/** The wallet's balances as its owner sees them. */
export const myWallet = async (api: ReturnType<typeof apiAs>) =>
  (await api.get('/api/Wallet/GetMyWallet')).json() as { Balance: number; BookBalance: number };

/** A wallet transaction's row as stored. */
export const transactionRow = async (db: Db, id: number) =>
  (await db.select().from(walletTransactions).where(eq(walletTransactions.id, id)))[0]!;

type FakeProvider = {
  transfers: Map<string, { status: string }>;
  webhooksSettled: () => Promise<void>;
};

/** Waits until the fake has settled its transfers (none left `unsettled`) and the app has taken their events. */
export async function transfersSettled(provider: FakeProvider, unsettled: string) {
  for (let i = 0; i < 200; i++) {
    if (![...provider.transfers.values()].some((transfer) => transfer.status === unsettled)) break;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  await provider.webhooksSettled();
}
