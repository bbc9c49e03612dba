import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AirtimeDataTransaction } from '@wayfare/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalStorage } from '../../adapters/storage/local-storage.ts';
import type { Transaction } from '../../db/database.ts';
import { demoPassword } from '../../demo/demo-password.ts';
import { apiAs, listOf } from '../../test/api-client.ts';
import { createTestApp, signInAsFirstAdmin, type TestApp } from '../../test/test-app.ts';
import { accountsDemo } from '../accounts/accounts.demo.ts';
import { balanceDifferences, unbalancedTransactions } from '../wallet/ledger.service.ts';
import { walletDemo } from '../wallet/wallet.demo.ts';
import { airtimeDemo } from './airtime.demo.ts';

let t: TestApp;
let uploads: string;
beforeAll(async () => {
  uploads = await mkdtemp(join(tmpdir(), 'wayfare-airtime-demo-'));
  t = await createTestApp({ OUTBOX_POLL_MS: 60_000 });
  await signInAsFirstAdmin(t);
  const storage = createLocalStorage(uploads);
  await t.db.transaction(async (tx) => {
    await accountsDemo.seed(tx as Transaction, storage, demoPassword('Demo!Passw0rd-airtime'));
    await walletDemo.seed(tx as Transaction, storage);
  });
}, 120_000);
afterAll(async () => {
  await t.close();
  await rm(uploads, { recursive: true, force: true });
});

const seedOnce = () => t.db.transaction((tx) => airtimeDemo.seed(tx as Transaction, undefined as never));

describe('the airtime demo data', () => {
  it("fills 'Airtime plan's Center' with airtime and data purchases, one failed and refunded, and adds nothing when run again", async () => {
    expect((await seedOnce()).created).toBeGreaterThan(0);
    expect(await seedOnce()).toEqual({ created: 0 });
    const admin = apiAs(t, await signInAsFirstAdmin(t));
    const { rows, total } = listOf<AirtimeDataTransaction>(
      await admin.get('/api/Communication/GetAirtimeDataTransactions'),
    );
    expect(total).toBe(4);
    expect(rows.filter((row) => row.IsDataPlan)).toHaveLength(2);
    expect(rows.map((row) => row._9bspStatus).sort()).toEqual(['failed', 'success', 'success', 'success']);
    expect(rows.find((row) => row._9bspStatus === 'failed')!.RefundTransactionId).not.toBeNull();
    expect(await balanceDifferences(t.db)).toEqual([]);
    expect(await unbalancedTransactions(t.db)).toEqual([]);
  });
});
