import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/database.ts';
import type { DemoSeed } from '../../demo/demo-seed.ts';
import { categories } from './categories.table.ts';

type DemoCategory = { name: string; description: string; children?: DemoCategory[] };

// Ride categories a Lagos or Abuja rider would recognise, nested a level or two so that the categories
// screen has children to open, a Previous card and a parent that cannot be deleted.
const demoCategories: DemoCategory[] = [
  {
    name: 'Economy',
    description: '<p>Affordable everyday rides.</p>',
    children: [
      {
        name: 'Economy Shared',
        description: '<p>Share the ride and the fare with riders going your way.</p>',
      },
      { name: 'Okada', description: '<p>Motorbike rides for one, where the law allows them.</p>' },
    ],
  },
  {
    name: 'Comfort',
    description: '<p>Newer cars with more legroom.</p>',
    children: [
      { name: 'Comfort Quiet', description: '<p>A driver who keeps the radio off and the chat short.</p>' },
    ],
  },
  {
    name: 'XL',
    description: '<p>Up to six riders and their luggage.</p>',
    children: [
      {
        name: 'Airport',
        description: '<p>Room for suitcases to and from the airport.</p>',
        children: [
          { name: 'Lagos Airport', description: '<p>Murtala Muhammed International Airport.</p>' },
          { name: 'Abuja Airport', description: '<p>Nnamdi Azikiwe International Airport.</p>' },
        ],
      },
    ],
  },
  { name: 'Keke', description: '<p>Tricycle rides for short trips.</p>' },
];

/** The category named `name` under `parentId` (any case), made when missing: returns its id and whether it was made. */
async function ensureCategory(tx: Transaction, parentId: number | null, entry: DemoCategory) {
  const [found] = await tx
    .select({ id: categories.id })
    .from(categories)
    .where(
      and(
        parentId === null ? isNull(categories.parentId) : eq(categories.parentId, parentId),
        sql`lower(${categories.name}) = lower(${entry.name})`,
      ),
    );
  if (found) return { id: found.id, made: 0 };
  const [made] = await tx
    .insert(categories)
    .values({ name: entry.name, parentId, description: entry.description })
    .returning({ id: categories.id });
  return { id: made!.id, made: 1 };
}

async function ensureTree(
  tx: Transaction,
  parentId: number | null,
  entries: DemoCategory[],
): Promise<number> {
  let created = 0;
  for (const entry of entries) {
    const { id, made } = await ensureCategory(tx, parentId, entry);
    created += made + (await ensureTree(tx, id, entry.children ?? []));
  }
  return created;
}

/** issue 15 §8: more categories with children; the seeded four are found by name, not made again. */
export const categoriesDemo: DemoSeed = {
  area: 'categories',
  seed: async (tx) => ({ created: await ensureTree(tx, null, demoCategories) }),
};
