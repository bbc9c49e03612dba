import { walletTexts } from '@wayfare/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs, listOf, problemOf } from '../../test/api-client.ts';
import { createTestApp, createUser, signedInAdmin, type TestApp, tokenFor } from '../../test/test-app.ts';
import { users } from '../accounts/accounts.table.ts';
import { driverPackages } from '../packages/packages.table.ts';
import { balanceDifferences, ensureWallet, unbalancedTransactions } from './ledger.service.ts';
import { ledgerEntries, walletTransactions } from './ledger.table.ts';

let t: TestApp;
let admin: ReturnType<typeof apiAs>;

beforeAll(async () => {
  t = await createTestApp({ OUTBOX_POLL_MS: 60_000 });
  admin = apiAs(t, (await signedInAdmin(t)).token);
});
afterAll(() => t.close());

async function person(isDriver: boolean, naira = 0) {
  const user = await createUser(t.db, { password: null });
  await t.db.update(users).set({ isDriver }).where(eq(users.id, user.id));
  const wallet = await ensureWallet(t.db, user.id);
  if (naira > 0) {
    const response = await admin.post('/api/Wallet/FundClientWallet', {
      WallettIdNumber: wallet.wallettIdNumber,
      Amount: naira,
    });
    expect(response.statusCode, response.body).toBe(200);
  }
  return { id: user.id, api: apiAs(t, await tokenFor(user)) };
}

const balanceOf = async (api: ReturnType<typeof apiAs>) =>
  (await api.get('/api/Wallet/GetMyWallet')).json().Balance as number;

const newPackage = async (Name: string, more: object = {}) => {
  const response = await admin.post('/api/Package/CreatePackage', { Id: 0, Name, Amount: 1000, ...more });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { Id: number; Name: string };
};

const written = async () => ({
  transactions: await t.db.$count(walletTransactions),
  entries: await t.db.$count(ledgerEntries),
  held: await t.db.$count(driverPackages),
});

describe('Package/GetAvailablePackages', () => {
  it('lists the published packages to a driver, cheapest first; others get 403', async () => {
    const gold = await newPackage('Avail Gold', { Amount: 5000 });
    const bronze = await newPackage('Avail Bronze', { Amount: 500, MinimumAmountRequired: 800 });
    await newPackage('Avail Hidden', { Amount: 100, Publish: false });
    const driver = await person(true);
    const { rows } = listOf<{ Name: string; Amount: number; MinimumAmountRequired: number }>(
      await driver.api.get('/api/Package/GetAvailablePackages'),
    );
    const mine = rows.filter((row) => row.Name.startsWith('Avail '));
    expect(mine.map((row) => row.Name)).toEqual([bronze.Name, gold.Name]);
    expect(mine[0]).toMatchObject({ Amount: 500, MinimumAmountRequired: 800, CurrencySign: '₦' });
    const rider = await person(false);
    expect(problemOf(await rider.api.get('/api/Package/GetAvailablePackages'), 403).title).toBe(
      walletTexts.driversOnly,
    );
    expect((await apiAs(t).get('/api/Package/GetAvailablePackages')).statusCode).toBe(401);
  });
});

describe('Package/BuyPackage', () => {
  it('debits the Amount, credits the BonusAmount and makes it the driver’s package, in one go', async () => {
    const item = await newPackage('Buy Silver', {
      Amount: 1500.5,
      BonusAmount: 200,
      MinimumAmountRequired: 2000,
    });
    const driver = await person(true, 2000);
    const response = await driver.api.post('/api/Package/BuyPackage', { PackageId: item.Id });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      Message: walletTexts.packageBought('Buy Silver'),
      Id: expect.any(Number),
    });
    expect(await balanceOf(driver.api)).toBe(699.5);
    const { rows } = listOf<{ TransactionTypeName: string; Amount: number; CreditMessage: string }>(
      await driver.api.get('/api/Wallet/GetMyWalletTransactions'),
    );
    expect(rows.map((row) => [row.TransactionTypeName, row.Amount, row.CreditMessage])).toEqual([
      ['Credit', 200, 'Bonus of package Buy Silver'],
      ['Debit', 1500.5, 'Package Buy Silver'],
      ['Credit', 2000, ''],
    ]);
    const [held] = await t.db.select().from(driverPackages).where(eq(driverPackages.userId, driver.id));
    expect(held?.packageId).toBe(item.Id);
    const viewed = await admin.get('/api/Account/GetUserById', { id: driver.id });
    expect(viewed.json()).toMatchObject({ PackageName: 'Buy Silver', Balance: 699.5, BookBalance: 699.5 });
  });

  it('keeps the bonus of a package asking a MinTotalRides for the rides that earn it, paying none at the sale', async () => {
    const item = await newPackage('Buy Earned', {
      Amount: 500,
      BonusAmount: 300,
      MinTotalRides: 3,
      MaxTotalRides: 10,
    });
    const driver = await person(true, 500);
    expect((await driver.api.post('/api/Package/BuyPackage', { PackageId: item.Id })).statusCode).toBe(200);
    expect(await balanceOf(driver.api)).toBe(0);
    const { rows } = listOf<{ CreditMessage: string }>(
      await driver.api.get('/api/Wallet/GetMyWalletTransactions'),
    );
    expect(rows.map((row) => row.CreditMessage)).not.toContain('Bonus of package Buy Earned');
  });

  it('refuses a balance below the minimum or below the price (409 with both figures), writing nothing', async () => {
    const item = await newPackage('Buy Picky', { Amount: 300, MinimumAmountRequired: 1000 });
    const cheap = await newPackage('Buy Pricey', { Amount: 900, MinimumAmountRequired: 100 });
    const driver = await person(true, 500);
    const before = await written();
    expect(
      problemOf(await driver.api.post('/api/Package/BuyPackage', { PackageId: item.Id }), 409).title,
    ).toBe("Your balance is ₦500, below this package's minimum of ₦1,000");
    expect(
      problemOf(await driver.api.post('/api/Package/BuyPackage', { PackageId: cheap.Id }), 409).title,
    ).toBe("Your balance is ₦500, less than this package's price of ₦900");
    expect(await written()).toEqual(before);
    expect(await balanceOf(driver.api)).toBe(500);
  });

  it('refuses riders (403), unknown or unpublished packages (404) and bad ids (400)', async () => {
    const hidden = await newPackage('Buy Hidden', { Publish: false, Amount: 1 });
    const rider = await person(false, 100);
    const driver = await person(true, 100);
    const before = await written();
    expect(
      problemOf(await rider.api.post('/api/Package/BuyPackage', { PackageId: hidden.Id }), 403).title,
    ).toBe(walletTexts.driversOnly);
    expect(
      problemOf(await driver.api.post('/api/Package/BuyPackage', { PackageId: hidden.Id }), 404).title,
    ).toBe(walletTexts.noPackage(hidden.Id));
    problemOf(await driver.api.post('/api/Package/BuyPackage', { PackageId: 999_999 }), 404);
    for (const PackageId of [null, 0, -3, 1.5, 'abc', '9'.repeat(10_000), { Id: 1 }]) {
      problemOf(await driver.api.post('/api/Package/BuyPackage', { PackageId }), 400);
    }
    problemOf(await driver.api.post('/api/Package/BuyPackage', { PackageId: hidden.Id, Amount: 0 }), 400);
    expect(await written()).toEqual(before);
  });

  it('sells a free package without moving money, and replaces the package a driver held', async () => {
    const first = await newPackage('Buy First', { Amount: 10 });
    const free = await newPackage('Buy Free', { Amount: 0 });
    const driver = await person(true, 10);
    expect((await driver.api.post('/api/Package/BuyPackage', { PackageId: first.Id })).statusCode).toBe(200);
    const free_ = await driver.api.post('/api/Package/BuyPackage', { PackageId: free.Id });
    expect(free_.json()).toEqual({ Message: walletTexts.packageBought('Buy Free'), Id: 0 });
    const [held] = await t.db.select().from(driverPackages).where(eq(driverPackages.userId, driver.id));
    expect(held?.packageId).toBe(free.Id);
    expect(await balanceOf(driver.api)).toBe(0);
  });

  it('keeps the ledger sound', async () => {
    expect(await balanceDifferences(t.db)).toEqual([]);
    expect(await unbalancedTransactions(t.db)).toEqual([]);
    const [sum] = await t.db
      .select({ total: sql<string>`coalesce(sum(amount_kobo), 0)` })
      .from(ledgerEntries);
    expect(Number(sum?.total)).toBe(0);
  });
});
