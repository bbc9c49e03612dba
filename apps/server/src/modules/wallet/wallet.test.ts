import { Endpoint, userTexts, walletTexts } from '@wayfare/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs, listOf, problemOf } from '../../test/api-client.ts';
import { createTestApp, createUser, signedInAdmin, type TestApp, tokenFor } from '../../test/test-app.ts';
import { users } from '../accounts/accounts.table.ts';
import { adminActivities } from '../activity/activity.table.ts';
import { packages } from '../packages/packages.table.ts';
import { balanceDifferences, ensureWallet, unbalancedTransactions } from './ledger.service.ts';
import { ledgerAccounts, ledgerEntries, wallets, walletTransactions } from './ledger.table.ts';
import { walletVirtualAccounts } from './wallet-accounts.table.ts';

let t: TestApp;
let admin: ReturnType<typeof apiAs> & { id: string };

beforeAll(async () => {
  t = await createTestApp({ OUTBOX_POLL_MS: 60_000 });
  const signed = await signedInAdmin(t);
  admin = { ...apiAs(t, signed.token), id: signed.id };
});
afterAll(() => t.close());

/** A rider (or driver) with a wallet: their API, id and WallettIdNumber. */
async function rider(options: { isDriver?: boolean; firstname?: string } = {}) {
  const user = await createUser(t.db, { password: null });
  if (options.isDriver || options.firstname) {
    await t.db.execute(
      sql`update users set is_driver = ${options.isDriver ?? false}, firstname = ${options.firstname ?? 'Chidi'} where id = ${user.id}`,
    );
  }
  const wallet = await ensureWallet(t.db, user.id);
  return { id: user.id, api: apiAs(t, await tokenFor(user)), number: wallet.wallettIdNumber };
}

const fund = (
  WallettIdNumber: unknown,
  Amount: unknown,
  Message: unknown = 'Top-up',
  api: ReturnType<typeof apiAs> = admin,
) => api.post('/api/Wallet/FundClientWallet', { WallettIdNumber, Amount, Message });

const myWallet = async (api: ReturnType<typeof apiAs>) => {
  const response = await api.get('/api/Wallet/GetMyWallet');
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { Balance: number; BookBalance: number; WallettIdNumber: string };
};

/** Every row the wallet calls could write, to show a refusal wrote nothing. */
const written = async () => ({
  transactions: await t.db.$count(walletTransactions),
  entries: await t.db.$count(ledgerEntries),
  logged: await t.db.$count(adminActivities),
});

describe('Wallet/GetMyWallet', () => {
  it("shows the caller's wallet, made with the account: a 10-digit number, no money, the account still Pending", async () => {
    const user = await createUser(t.db, { password: null });
    const api = apiAs(t, await tokenFor(user));
    const first = await api.get('/api/Wallet/GetMyWallet');
    expect(first.json()).toEqual({
      Balance: 0,
      BookBalance: 0,
      WallettIdNumber: expect.stringMatching(/^[1-9]\d{9}$/),
      WalletAccountNumber: null,
      VirtualAccountStatusName: 'Pending',
      VirtualAccountErrorMessage: null,
      BvnNeeded: false,
      MaskedBvn: null,
      IsDriver: false,
    });
    expect(first.json().WallettIdNumber).toBe(
      (await t.db.select().from(wallets).where(eq(wallets.userId, user.id)))[0]?.wallettIdNumber,
    );
    expect((await api.get('/api/Wallet/GetMyWallet')).json()).toEqual(first.json());
    // Every account has exactly one wallet, each its own number.
    const all = await t.db.select().from(wallets);
    expect(all.length).toBe(await t.db.$count(users));
    expect(new Set(all.map((wallet) => wallet.wallettIdNumber)).size).toBe(all.length);
  });

  it('says whether the caller drives, so the page asks for driver-only sections only then', async () => {
    expect(await myWallet((await rider()).api)).toMatchObject({ IsDriver: false });
    expect(await myWallet((await rider({ isDriver: true })).api)).toMatchObject({ IsDriver: true });
  });

  it('shows the bank account and its status when there is one', async () => {
    const someone = await rider();
    await t.db
      .insert(walletVirtualAccounts)
      .values({ userId: someone.id, accountNumber: '7712345678', status: 2 });
    expect(await myWallet(someone.api)).toMatchObject({
      WalletAccountNumber: '7712345678',
      VirtualAccountStatusName: 'Verified',
    });
  });

  it('needs a signed-in caller', async () => {
    expect((await apiAs(t).get('/api/Wallet/GetMyWallet')).statusCode).toBe(401);
  });
});

describe('Wallet/FundClientWallet', () => {
  it('credits a Completed Credit, CreditBy the admin, logged; the rider sees the balance and the Credit', async () => {
    const ada = await rider({ firstname: 'Ada' });
    const response = await fund(ada.number, 1500.5, 'Welcome bonus');
    expect(response.statusCode, response.body).toBe(200);
    const { Id, Message } = response.json();
    expect(Message).toBe(walletTexts.funded(1500.5, 'Ada Okafor'));
    expect(Message).toBe('₦1,500.50 has been credited to the wallet of Ada Okafor');
    expect(await myWallet(ada.api)).toMatchObject({ Balance: 1500.5, BookBalance: 1500.5 });
    const mine = listOf(await ada.api.get('/api/Wallet/GetMyWalletTransactions'));
    expect(mine.total).toBe(1);
    expect(mine.rows[0]).toEqual({
      Id,
      WallettIdNumber: ada.number,
      Surname: 'Okafor',
      Firstname: 'Ada',
      PhoneNumber: '+2348031234567',
      Email: expect.stringContaining('@example.ng'),
      Amount: 1500.5,
      TransactionType: 1,
      TransactionTypeName: 'Credit',
      TransactionStatus: 2,
      TransactionStatusName: 'Completed',
      TransferStatus: null,
      TransferStatusName: null,
      TransferMessage: null,
      CanRetry: false,
      CreditMessage: 'Welcome bonus',
      IsPending: false,
      VirtualAccountStatusName: 'Pending',
      Reference: null,
      CreatedDate: expect.any(String),
      TransactionCompletedDate: expect.any(String),
      CreditBySurname: 'Okafor',
      CreditByFirstname: 'Chidi',
      ProviderErrorMessage: null,
    });
    const [entry] = await t.db
      .select()
      .from(adminActivities)
      .where(eq(adminActivities.recordId, String(Id)));
    expect(entry).toMatchObject({ userId: admin.id, area: 'Wallet', action: 'FundClientWallet' });
    // Kobo inside: 150050 on the wallet, the other side on the adjustments account.
    const entries = await t.db.select().from(ledgerEntries).where(eq(ledgerEntries.transactionId, Id));
    expect(entries.map((e) => e.amountKobo).sort((a, b) => a - b)).toEqual([-150050, 150050]);
  });

  it('credits once for a repeat under one Idempotency-Key', async () => {
    const bola = await rider();
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/Wallet/FundClientWallet',
        headers: { ...admin.headers, 'idempotency-key': `fund-${bola.number}` },
        payload: { WallettIdNumber: bola.number, Amount: 200, Message: 'Once' },
      });
    const first = await send();
    const again = await send();
    expect(first.statusCode).toBe(200);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect((await myWallet(bola.api)).Balance).toBe(200);
  });

  it('credits once for the same Idempotency-Key sent five times at once', async () => {
    const tade = await rider();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        t.app.inject({
          method: 'POST',
          url: '/api/Wallet/FundClientWallet',
          headers: { ...admin.headers, 'idempotency-key': `burst-${tade.number}` },
          payload: { WallettIdNumber: tade.number, Amount: 70, Message: 'Burst' },
        }),
      ),
    );
    // Each repeat gets the first reply, or hears the first is still being processed.
    expect(answers.every((answer) => [200, 409].includes(answer.statusCode))).toBe(true);
    expect((await myWallet(tade.api)).Balance).toBe(70);
    expect(await t.db.$count(walletTransactions, eq(walletTransactions.userId, tade.id))).toBe(1);
  });

  it('accepts the number as a number and the amount as text, and a missing Message', async () => {
    const chi = await rider();
    const response = await admin.post('/api/Wallet/FundClientWallet', {
      WallettIdNumber: Number(chi.number),
      Amount: '12.3',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect((await myWallet(chi.api)).Balance).toBe(12.3);
  });

  it('refuses bad input with the texts of issue 18 (400), writing nothing', async () => {
    const dayo = await rider();
    const before = await written();
    const cases: [unknown, unknown, Record<string, string[]>][] = [
      [
        undefined,
        undefined,
        { WallettIdNumber: ['WallettIdNumber is required'], Amount: ['Amount is required'] },
      ],
      ['', null, { WallettIdNumber: ['WallettIdNumber is required'], Amount: ['Amount is required'] }],
      [dayo.number, 0, { Amount: ['Amount must be more than ₦0'] }],
      [dayo.number, -5, { Amount: ['Amount must be more than ₦0'] }],
      [dayo.number, 10.005, { Amount: ['Amount can have at most two decimal places'] }],
      [dayo.number, '1.234', { Amount: ['Amount can have at most two decimal places'] }],
      [dayo.number, 10_000_000.01, { Amount: ['Amount must be at most ₦10,000,000'] }],
      [dayo.number, 1e21, { Amount: ['Amount must be at most ₦10,000,000'] }],
      [dayo.number, 'NaN', { Amount: ['Amount must be a number'] }],
      [dayo.number, 'lots', { Amount: ['Amount must be a number'] }],
      [dayo.number, { naira: 5 }, { Amount: ['Amount must be a number'] }],
      ['12345', 5, { WallettIdNumber: [walletTexts.wallettIdNumberShape] }],
      ['9'.repeat(10_000), 5, { WallettIdNumber: [walletTexts.wallettIdNumberShape] }],
      ["1' or '1'='1", 5, { WallettIdNumber: [walletTexts.wallettIdNumberShape] }],
    ];
    for (const [number, amount, errors] of cases) {
      const problem = problemOf(await fund(number, amount), 400);
      expect(problem.errors, JSON.stringify([number, amount])).toEqual(errors);
    }
    const longMessage = problemOf(await fund(dayo.number, 5, 'x'.repeat(10_000)), 400);
    expect(longMessage.errors).toEqual({ Message: ['Message must be at most 500 characters'] });
    const extra = await admin.post('/api/Wallet/FundClientWallet', {
      WallettIdNumber: dayo.number,
      Amount: 5,
      CreditBy: 'someone else',
    });
    problemOf(extra, 400);
    expect(await written()).toEqual(before);
    expect((await myWallet(dayo.api)).Balance).toBe(0);
  });

  it('answers 404 for an unknown WallettIdNumber, 409 for the caller’s own wallet', async () => {
    const before = await written();
    const unknown = '1000000000';
    expect(problemOf(await fund(unknown, 5), 404).title).toBe(walletTexts.noWallet(unknown));
    const own = await ensureWallet(t.db, admin.id);
    expect(problemOf(await fund(own.wallettIdNumber, 5), 409).title).toBe(userTexts.notYourself);
    expect(await written()).toEqual(before);
  });

  it('is refused to a rider (403) and to an admin without Wallet create, writing nothing', async () => {
    const target = await rider();
    const other = await rider();
    const before = await written();
    expect(problemOf(await fund(target.number, 50, 'Hi', other.api), 403).title).toBe(
      'You do not have permission to do this',
    );
    const viewer = await signedInAdmin(t, { [Endpoint.Wallet]: { view: true, edit: true } });
    expect((await fund(target.number, 50, 'Hi', apiAs(t, viewer.token))).statusCode).toBe(403);
    expect(await written()).toEqual(before);
    const creator = await signedInAdmin(t, { [Endpoint.Wallet]: { create: true } });
    expect((await fund(target.number, 50, 'Hi', apiAs(t, creator.token))).statusCode).toBe(200);
  });
});

describe('Wallet/GetWalletTransactions, GetMyWalletTransactions, GetWalletTransactionById', () => {
  it('lists everyone’s to Wallet view, newest first, by keyword (name, phone, e-mail, message)', async () => {
    const eze = await rider({ firstname: 'Ezenwa' });
    const first = (await fund(eze.number, 10, 'Fuel money')).json().Id;
    const second = (await fund(eze.number, 20, 'Ride credit')).json().Id;
    const byName = listOf(await admin.get('/api/Wallet/GetWalletTransactions', { keyword: 'ezenwa' }));
    expect(byName.rows.map((row) => row.Id)).toEqual([second, first]);
    expect(byName.total).toBe(2);
    const byMessage = listOf(await admin.get('/api/Wallet/GetWalletTransactions', { keyword: 'FUEL MONEY' }));
    expect(byMessage.rows.map((row) => row.Id)).toEqual([first]);
    const paged = listOf(
      await admin.get('/api/Wallet/GetWalletTransactions', {
        keyword: 'Okafor Ezenwa',
        page: 1,
        pageSize: 1,
      }),
    );
    expect(paged.rows.map((row) => row.Id)).toEqual([first]);
    expect(paged.total).toBe(2);
    expect(listOf(await admin.get('/api/Wallet/GetWalletTransactions', { keyword: '%' })).total).toBe(0);
  });

  it('shows the owner only their own; GetWalletTransactionById to the owner or Wallet view, else 404', async () => {
    const femi = await rider();
    const stranger = await rider();
    const id = (await fund(femi.number, 30)).json().Id;
    expect(listOf(await stranger.api.get('/api/Wallet/GetMyWalletTransactions')).total).toBe(0);
    const own = await femi.api.get('/api/Wallet/GetWalletTransactionById', { id });
    expect(own.json()).toMatchObject({ Id: id, Amount: 30, WallettIdNumber: femi.number });
    expect((await admin.get('/api/Wallet/GetWalletTransactionById', { id })).json().Id).toBe(id);
    expect(problemOf(await stranger.api.get('/api/Wallet/GetWalletTransactionById', { id }), 404).title).toBe(
      walletTexts.noTransaction(id),
    );
    const otherRight = await signedInAdmin(t, { [Endpoint.Package]: { view: true } });
    problemOf(await apiAs(t, otherRight.token).get('/api/Wallet/GetWalletTransactionById', { id }), 404);
    problemOf(await admin.get('/api/Wallet/GetWalletTransactionById', { id: 999_999 }), 404);
    for (const bad of ['abc', '-1', '1.5', '0', '9'.repeat(400)]) {
      problemOf(await admin.get('/api/Wallet/GetWalletTransactionById', { id: bad }), 400);
    }
    problemOf(await admin.get('/api/Wallet/GetWalletTransactions', { keyword: 'k'.repeat(10_000) }), 400);
    problemOf(await admin.get('/api/Wallet/GetWalletTransactions', { page: -1 }), 400);
  });

  it('refuses the admin list to a rider (403)', async () => {
    const someone = await rider();
    expect((await someone.api.get('/api/Wallet/GetWalletTransactions')).statusCode).toBe(403);
    expect((await someone.api.get('/api/Wallet/GetWallets')).statusCode).toBe(403);
  });
});

describe('Wallet/GetWallets', () => {
  it('lists customers with their wallet number and balance, by keyword', async () => {
    const user = await createUser(t.db, { password: null, email: 'picker.gozie@example.ng' });
    const { rows, total } = listOf(await admin.get('/api/Wallet/GetWallets', { keyword: 'picker.gozie' }));
    expect(total).toBe(1);
    const [wallet] = await t.db.select().from(wallets).where(eq(wallets.userId, user.id));
    expect(rows).toEqual([
      {
        WallettIdNumber: wallet!.wallettIdNumber,
        Surname: 'Okafor',
        Firstname: 'Chidi',
        PhoneNumber: '+2348031234567',
        Email: 'picker.gozie@example.ng',
        Balance: 0,
      },
    ]);
    await fund(wallet!.wallettIdNumber, 75.25);
    const again = listOf(await admin.get('/api/Wallet/GetWallets', { keyword: 'picker.gozie' }));
    expect(again.rows[0]?.Balance).toBe(75.25);
  });
});

describe('Wallet/RefundTransaction', () => {
  it('refunds a Completed Credit once: Refunded, an equal Debit, logged; a second time is a 409', async () => {
    const kemi = await rider();
    const id = (await fund(kemi.number, 500)).json().Id;
    const response = await admin.post('/api/Wallet/RefundTransaction', { Id: id });
    expect(response.statusCode, response.body).toBe(200);
    const debitId = response.json().Id;
    expect(response.json().Message).toBe(walletTexts.refunded(500, 'Chidi Okafor'));
    expect(await myWallet(kemi.api)).toMatchObject({ Balance: 0, BookBalance: 0 });
    const mine = listOf(await kemi.api.get('/api/Wallet/GetMyWalletTransactions')).rows;
    expect(
      mine.map((row) => [row.Id, row.TransactionTypeName, row.TransactionStatusName, row.Amount]),
    ).toEqual([
      [debitId, 'Debit', 'Completed', 500],
      [id, 'Credit', 'Refunded', 500],
    ]);
    const logged = await t.db.$count(adminActivities, eq(adminActivities.action, 'RefundTransaction'));
    expect(logged).toBeGreaterThan(0);
    const before = await written();
    expect(problemOf(await admin.post('/api/Wallet/RefundTransaction', { Id: id }), 409).title).toBe(
      'This transaction is Refunded; only a Completed credit can be refunded',
    );
    expect(problemOf(await admin.post('/api/Wallet/RefundTransaction', { Id: debitId }), 409).title).toBe(
      'This transaction is a Debit; only a Completed credit can be refunded',
    );
    expect(await written()).toEqual(before);
  });

  it('refunds once when asked twice at the same time', async () => {
    const lola = await rider();
    const id = (await fund(lola.number, 40)).json().Id;
    const answers = await Promise.all([
      admin.post('/api/Wallet/RefundTransaction', { Id: id }),
      admin.post('/api/Wallet/RefundTransaction', { Id: id }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect((await myWallet(lola.api)).Balance).toBe(0);
  });

  it('refuses when the balance is below the credit (409 giving both figures), and unknown or bad ids', async () => {
    const musa = await rider({ isDriver: true });
    const id = (await fund(musa.number, 100)).json().Id;
    const [item] = await t.db
      .insert(packages)
      .values({ name: 'Refund Test Package', amountKobo: 6000 })
      .returning();
    expect((await musa.api.post('/api/Package/BuyPackage', { PackageId: item!.id })).statusCode).toBe(200);
    const before = await written();
    expect(problemOf(await admin.post('/api/Wallet/RefundTransaction', { Id: id }), 409).title).toBe(
      "The wallet's balance is ₦40, less than the ₦100 to refund",
    );
    expect(problemOf(await admin.post('/api/Wallet/RefundTransaction', { Id: 987_654 }), 404).title).toBe(
      walletTexts.noTransaction(987_654),
    );
    for (const Id of [0, -1, 1.5, 'x', null, 2 ** 40]) {
      problemOf(await admin.post('/api/Wallet/RefundTransaction', { Id }), 400);
    }
    expect(await written()).toEqual(before);
  });

  it('needs Wallet edit', async () => {
    const sade = await rider();
    const id = (await fund(sade.number, 10)).json().Id;
    const creator = await signedInAdmin(t, { [Endpoint.Wallet]: { create: true, view: true } });
    expect((await apiAs(t, creator.token).post('/api/Wallet/RefundTransaction', { Id: id })).statusCode).toBe(
      403,
    );
    expect((await sade.api.post('/api/Wallet/RefundTransaction', { Id: id })).statusCode).toBe(403);
  });
});

describe('the ledger', () => {
  it('keeps every cached balance equal to the sum of its entries, and every movement summing to zero', async () => {
    expect(await balanceDifferences(t.db)).toEqual([]);
    expect(await unbalancedTransactions(t.db)).toEqual([]);
  });

  it('refuses to change or delete an entry (the trigger)', async () => {
    const [entry] = await t.db.select().from(ledgerEntries).limit(1);
    await expect(
      t.db.update(ledgerEntries).set({ amountKobo: 1 }).where(eq(ledgerEntries.id, entry!.id)),
    ).rejects.toThrow();
    await expect(t.db.delete(ledgerEntries).where(eq(ledgerEntries.id, entry!.id))).rejects.toThrow();
    const [still] = await t.db.select().from(ledgerEntries).where(eq(ledgerEntries.id, entry!.id));
    expect(still).toEqual(entry);
  });

  it('keeps a provider reference to one movement (the unique constraint the webhooks rely on)', async () => {
    const someone = await rider();
    const row = {
      userId: someone.id,
      amountKobo: 100,
      type: 1,
      status: 0,
      gateway: 1,
      providerReference: 'PSK-1',
    };
    await t.db.insert(walletTransactions).values(row);
    await expect(t.db.insert(walletTransactions).values(row)).rejects.toThrow();
    await t.db.insert(walletTransactions).values({ ...row, gateway: 4 });
  });

  it('refuses a balance below zero and entries that do not sum to zero (the database itself)', async () => {
    await expect(
      t.db.execute(sql`update ledger_accounts set balance_kobo = -1 where user_id is not null`),
    ).rejects.toThrow();
    const [tx] = await t.db.select({ id: walletTransactions.id }).from(walletTransactions).limit(1);
    const [account] = await t.db.select({ id: ledgerAccounts.id }).from(ledgerAccounts).limit(1);
    await expect(
      t.db.insert(ledgerEntries).values({ transactionId: tx!.id, accountId: account!.id, amountKobo: 5 }),
    ).rejects.toThrow();
    expect(await unbalancedTransactions(t.db)).toEqual([]);
  });
});
