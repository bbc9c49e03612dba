import type { Package } from '@wayfare/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Transaction } from '../../db/database.ts';
import { apiAs, listOf } from '../../test/api-client.ts';
import { createTestApp, signInAsFirstAdmin, type TestApp } from '../../test/test-app.ts';
import { packagesDemo } from './packages.demo.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const seedOnce = () => t.db.transaction((tx) => packagesDemo.seed(tx as Transaction, undefined as never));

describe('the packages demo data', () => {
  it('adds five packages, one unpublished, and nothing more when run again', async () => {
    expect(await seedOnce()).toEqual({ created: 5 });
    expect(await seedOnce()).toEqual({ created: 0 });
    const admin = apiAs(t, await signInAsFirstAdmin(t));
    const { rows, total } = listOf<Package>(await admin.get('/api/Package/GetPackages'));
    expect(total).toBe(5);
    expect(rows.filter((row) => !row.Publish).map((row) => row.Name)).toEqual(['Weekend Special']);
    expect(new Set(rows.map((row) => row.PackageFrequencyName))).toEqual(
      new Set(['Daily', 'Weekly', 'Monthly']),
    );
    expect(rows.find((row) => row.Name === 'Monthly Fleet')).toMatchObject({
      Amount: 95000.5,
      CurrencySign: '₦',
    });
  });
});
