import type { ReferralAward } from '@wayfare/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Transaction } from '../../db/database.ts';
import { apiAs, listOf } from '../../test/api-client.ts';
import { createTestApp, signInAsFirstAdmin, type TestApp } from '../../test/test-app.ts';
import { referralsDemo } from './referrals.demo.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const seedOnce = () => t.db.transaction((tx) => referralsDemo.seed(tx as Transaction, undefined as never));

describe('the referral awards demo data', () => {
  it('adds two awards, one suspended, and nothing more when run again', async () => {
    expect(await seedOnce()).toEqual({ created: 2 });
    expect(await seedOnce()).toEqual({ created: 0 });
    const admin = apiAs(t, await signInAsFirstAdmin(t));
    const { rows, total } = listOf<ReferralAward>(await admin.get('/api/Referral/GetReferralAwards'));
    expect(total).toBe(2);
    expect(rows.filter((row) => !row.IsActive).map((row) => row.AwardTitle)).toEqual([
      'Festive season raffle',
    ]);
    expect(rows.find((row) => row.IsCash)).toMatchObject({ Amount: 1000, CurrencySign: '₦', IsActive: true });
  });
});
