import type { DemoSeed } from '../../demo/demo-seed.ts';
import { promoCodes } from './promotions.table.ts';

type DemoPromoCode = typeof promoCodes.$inferInsert;
const DAY_MS = 86_400_000;
const daysFromNow = (days: number) => new Date(Date.now() + days * DAY_MS);

/**
 * Issue 30: promo codes for the Promotions screen and the demo rides, one of each kind the rules know: a
 * capped percentage for first rides, a fixed amount with a per-rider limit, an expired one and a suspended
 * one. The rides demo books some rides with the first two (its uses are counted there, not here).
 */
export const DEMO_PROMO_CODES: readonly DemoPromoCode[] = [
  {
    code: 'WELCOME20',
    title: '20 % off your first ride',
    discountPercent: 20,
    maxDiscountAmountKobo: 1_000_00,
    startDate: daysFromNow(-60),
    endDate: daysFromNow(90),
    maxUsesPerRider: 1,
    firstRideOnly: true,
  },
  {
    code: 'LAGOS500',
    title: '₦500 off rides in Lagos',
    discountAmountKobo: 500_00,
    startDate: daysFromNow(-30),
    endDate: daysFromNow(30),
    maxUses: 1_000,
    maxUsesPerRider: 5,
  },
  {
    code: 'DETTY-DECEMBER',
    title: '15 % off, last December',
    discountPercent: 15,
    maxDiscountAmountKobo: 750_00,
    startDate: daysFromNow(-400),
    endDate: daysFromNow(-330),
  },
  {
    code: 'CAMPUS10',
    title: '10 % off for students (on hold)',
    discountPercent: 10,
    startDate: daysFromNow(-10),
    endDate: daysFromNow(120),
    isActive: false,
  },
];

/** Adds the demo promo codes that are missing, by code. */
export const promotionsDemo: DemoSeed = {
  area: 'Promotions',
  seed: async (tx) => {
    const added = await tx
      .insert(promoCodes)
      .values([...DEMO_PROMO_CODES])
      .onConflictDoNothing()
      .returning({ id: promoCodes.id });
    return { created: added.length };
  },
};
