import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs } from '../../test/api-client.ts';
import { createTestApp, createUser, signedInAdmin, type TestApp, tokenFor } from '../../test/test-app.ts';
import { users } from '../accounts/accounts.table.ts';
import { packages } from '../packages/packages.table.ts';
import { balanceDifferences, ensureWallet, unbalancedTransactions } from './ledger.service.ts';
import { ledgerAccounts, ledgerEntries } from './ledger.table.ts';

/**
 * Issue 18 §6: many credits and debits on one wallet at once. On PostgreSQL 1,000 requests race on
 * the wallet's row lock; on PGlite (one connection) fewer, as they run one after another anyway.
 */
const onPostgres = process.env.TEST_DATABASE === 'postgres';
const REQUESTS = onPostgres ? 1000 : 120;

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ OUTBOX_POLL_MS: 60_000 });
});
afterAll(() => t.close());

describe('one hot wallet', () => {
  it(`takes ${REQUESTS} concurrent credits and debits: entries sum to the balance, never below zero`, async () => {
    const admin = apiAs(t, (await signedInAdmin(t)).token);
    const user = await createUser(t.db, { password: null });
    await t.db.update(users).set({ isDriver: true }).where(eq(users.id, user.id));
    const driver = apiAs(t, await tokenFor(user));
    const wallet = await ensureWallet(t.db, user.id);
    // ₦15 a package with ₦1 of bonus: each sale takes ₦14 net, each credit brings ₦10.
    const [item] = await t.db
      .insert(packages)
      .values({ name: 'Hot Wallet Package', amountKobo: 1500, bonusAmountKobo: 100 })
      .returning();
    const requests = Array.from({ length: REQUESTS }, (_, index) =>
      index % 2 === 0
        ? admin.post('/api/Wallet/FundClientWallet', {
            WallettIdNumber: wallet.wallettIdNumber,
            Amount: 10,
            Message: `Credit ${index}`,
          })
        : driver.post('/api/Package/BuyPackage', { PackageId: item!.id }),
    );
    const answers = await Promise.all(requests);
    const credits = answers.filter((_, index) => index % 2 === 0);
    const sales = answers.filter((_, index) => index % 2 === 1);
    expect(credits.every((answer) => answer.statusCode === 200)).toBe(true);
    // A sale either went through or was refused for want of money: never a 500.
    expect(sales.filter((answer) => ![200, 409].includes(answer.statusCode))).toEqual([]);
    const sold = sales.filter((answer) => answer.statusCode === 200).length;
    expect(sold).toBeGreaterThan(0);

    const [account] = await t.db
      .select()
      .from(ledgerAccounts)
      .where(eq(ledgerAccounts.id, wallet.walletAccountId));
    const [entries] = await t.db
      .select({ total: sql<string>`coalesce(sum(${ledgerEntries.amountKobo}), 0)` })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.accountId, wallet.walletAccountId));
    const expected = (REQUESTS / 2) * 1000 - sold * 1500 + sold * 100;
    expect(account!.balanceKobo).toBe(expected);
    expect(Number(entries!.total)).toBe(expected);
    expect(expected).toBeGreaterThanOrEqual(0);
    // Never below zero on the way either: the running sum of the wallet's entries, in order.
    const ordered = await t.db
      .select({ amountKobo: ledgerEntries.amountKobo })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.accountId, wallet.walletAccountId))
      .orderBy(ledgerEntries.id);
    let running = 0;
    let lowest = 0;
    for (const entry of ordered) {
      running += entry.amountKobo;
      lowest = Math.min(lowest, running);
    }
    expect(lowest).toBe(0);
    expect(await balanceDifferences(t.db)).toEqual([]);
    expect(await unbalancedTransactions(t.db)).toEqual([]);
  }, 120_000);
});
