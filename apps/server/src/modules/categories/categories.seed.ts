import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { categories } from './categories.table.ts';

// Any constant works: it only has to be the same in every process that seeds.
const SEED_LOCK_ID = 727_016;

/** issue 15 §4: the ride categories of a first start. */
export const FIRST_CATEGORIES = ['Economy', 'Comfort', 'XL', 'Executive'] as const;

/**
 * First start only: when any category exists, what administrators made of the list since is left
 * alone. Several processes may start together: one seeds under an advisory lock, the others find it done.
 */
export function seedCategories(db: Db): Promise<{ seeded: boolean }> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_ID})`);
    if ((await tx.$count(categories)) > 0) return { seeded: false };
    await tx.insert(categories).values(FIRST_CATEGORIES.map((name) => ({ name })));
    return { seeded: true };
  });
}
