import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs } from '../../test/api-client.ts';
import { createTestApp, createUser, signedInAdmin, type TestApp } from '../../test/test-app.ts';
import { outboxMessages } from '../outbox/outbox.table.ts';
import { ensureWallet } from './ledger.service.ts';
import { ledgerAccounts } from './ledger.table.ts';
import { reconcileWallets, reconciliationTexts } from './reconcile-wallets.job.ts';
import { walletReconciliations } from './reconciliation.table.ts';

let t: TestApp;
let fullAdminEmail: string;

beforeAll(async () => {
  t = await createTestApp({ OUTBOX_POLL_MS: 60_000 });
  const admin = await signedInAdmin(t);
  fullAdminEmail = admin.email;
  // A sub-admin with Wallet rights is not a full administrator: no e-mail for them.
  await createUser(t.db, { password: null, rights: { 6: { view: true } } });
  const rider = await createUser(t.db, { password: null });
  const wallet = await ensureWallet(t.db, rider.id);
  const funded = await apiAs(t, admin.token).post('/api/Wallet/FundClientWallet', {
    WallettIdNumber: wallet.wallettIdNumber,
    Amount: 80,
  });
  expect(funded.statusCode).toBe(200);
});
afterAll(() => t.close());

const reconciliationMails = () =>
  t.db.select().from(outboxMessages).where(sql`${outboxMessages.subject} like 'Wallet reconciliation%'`);

describe('the daily wallet reconciliation', () => {
  it('waits for 02:00 Africa/Lagos (01:00 UTC)', async () => {
    expect(await reconcileWallets(t.db, { now: new Date('2026-05-01T00:59:00Z') })).toEqual({ ran: false });
    expect(await t.db.$count(walletReconciliations)).toBe(0);
  });

  it('records a clean day once, and e-mails nobody', async () => {
    const now = new Date('2026-05-01T01:05:00Z');
    expect(await reconcileWallets(t.db, { now })).toEqual({ ran: true, day: '2026-05-01', differences: 0 });
    expect(await reconcileWallets(t.db, { now: new Date('2026-05-01T13:00:00Z') })).toEqual({ ran: false });
    const [row] = await t.db.select().from(walletReconciliations);
    expect(row).toMatchObject({ day: '2026-05-01', differences: [], unbalancedTransactions: [] });
    expect(row!.accountsChecked).toBeGreaterThanOrEqual(2);
    expect(await reconciliationMails()).toEqual([]);
  });

  it('records a cached balance that differs from its entries and e-mails the full administrators', async () => {
    const [account] = await t.db
      .select()
      .from(ledgerAccounts)
      .where(sql`${ledgerAccounts.balanceKobo} = 8000`);
    await t.db.update(ledgerAccounts).set({ balanceKobo: 9000 }).where(eq(ledgerAccounts.id, account!.id));
    const result = await reconcileWallets(t.db, { now: new Date('2026-05-02T01:00:00Z') });
    expect(result).toEqual({ ran: true, day: '2026-05-02', differences: 1 });
    const [row] = await t.db
      .select()
      .from(walletReconciliations)
      .where(eq(walletReconciliations.day, '2026-05-02'));
    const difference = {
      accountId: account!.id,
      userId: account!.userId,
      kind: 'wallet',
      cachedKobo: 9000,
      entriesKobo: 8000,
    };
    expect(row!.differences).toEqual([difference]);
    const mails = await reconciliationMails();
    const fullAdmins = mails.map((mail) => mail.recipient);
    expect(fullAdmins).toEqual([fullAdminEmail]);
    expect(mails.every((mail) => mail.subject === reconciliationTexts.subject('2026-05-02', 1))).toBe(true);
    expect(mails[0]!.body).toBe(reconciliationTexts.line(difference));
    expect(mails[0]!.body).toContain('cached balance ₦90, sum of entries ₦80');
  });
});
