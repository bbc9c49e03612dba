import { PackageFrequency } from '@wayfare/contracts';
import type { DemoSeed } from '../../demo/demo-seed.ts';
import { toKobo } from '../../money.ts';
import { packages } from './packages.table.ts';

type DemoPackage = typeof packages.$inferInsert;

const demoPackage = (
  name: string,
  frequency: number,
  rides: [min: number, max: number],
  naira: { amount: number; bonus: number; minimumWallet: number },
  description: string,
  publish = true,
): DemoPackage => ({
  name,
  frequency,
  minTotalRides: rides[0],
  maxTotalRides: rides[1],
  amountKobo: toKobo(naira.amount),
  bonusAmountKobo: toKobo(naira.bonus),
  minimumAmountRequiredKobo: toKobo(naira.minimumWallet),
  publish,
  description,
});

/** Five driver packages for the Packages Center, one of them unpublished (shown Inactive). */
export const DEMO_PACKAGES: readonly DemoPackage[] = [
  demoPackage(
    'Daily Starter',
    PackageFrequency.Daily,
    [0, 10],
    { amount: 1500, bonus: 0, minimumWallet: 500 },
    '<p>For drivers trying the platform for a day.</p>',
  ),
  demoPackage(
    'Weekly Hustle',
    PackageFrequency.Weekly,
    [10, 60],
    { amount: 8500, bonus: 500, minimumWallet: 2000 },
    '<p>A week of rides with a <strong>₦500 bonus</strong>.</p>',
  ),
  demoPackage(
    'Monthly Pro',
    PackageFrequency.Monthly,
    [40, 250],
    { amount: 30000, bonus: 2500, minimumWallet: 5000 },
    '<p>Our most popular plan for full-time drivers.</p>',
  ),
  demoPackage(
    'Monthly Fleet',
    PackageFrequency.Monthly,
    [200, 1000],
    { amount: 95000.5, bonus: 10000, minimumWallet: 20000 },
    '<p>For fleet owners with several cars.</p>',
  ),
  demoPackage(
    'Weekend Special',
    PackageFrequency.Weekly,
    [5, 30],
    { amount: 4000, bonus: 250, minimumWallet: 1000 },
    '<p>Retired: kept for drivers who bought it.</p>',
    false,
  ),
];

/** Adds the demo packages that are missing, by name (the unique lower(name) index). */
export const packagesDemo: DemoSeed = {
  area: 'Packages',
  seed: async (tx) => {
    const added = await tx
      .insert(packages)
      .values([...DEMO_PACKAGES])
      .onConflictDoNothing()
      .returning({ id: packages.id });
    return { created: added.length };
  },
};
