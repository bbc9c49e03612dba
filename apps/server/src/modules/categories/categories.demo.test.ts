import type { Category } from '@wayfare/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs, listOf } from '../../test/api-client.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { categoriesDemo } from './categories.demo.ts';
import { seedCategories } from './categories.seed.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedCategories(t.db);
});
afterAll(() => t.close());

const seedDemo = () => t.db.transaction((tx) => categoriesDemo.seed(tx, undefined as never));
const all = async () => listOf<Category>(await apiAs(t).get('/api/Category/GetAllCategories')).rows;

describe('categories demo data', () => {
  it('nests children under the seeded categories (two levels under XL) without making the seeded ones again', async () => {
    expect((await seedDemo()).created).toBe(7);
    const rows = await all();
    const byName = new Map(rows.map((row) => [row.Name, row]));
    const childrenOf = (name: string) =>
      rows.filter((row) => row.ParentId === byName.get(name)!.Id).map((row) => row.Name);
    expect(rows.filter((row) => row.ParentId === null).map((row) => row.Name)).toEqual([
      'Comfort',
      'Economy',
      'Executive',
      'Keke',
      'XL',
    ]);
    expect(childrenOf('Economy')).toEqual(['Economy Shared', 'Okada']);
    expect(childrenOf('XL')).toEqual(['Airport']);
    expect(childrenOf('Airport')).toEqual(['Abuja Airport', 'Lagos Airport']);
  });

  it('adds nothing when run again', async () => {
    const before = await all();
    expect((await seedDemo()).created).toBe(0);
    expect(await all()).toEqual(before);
  });
});
