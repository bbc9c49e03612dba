import { AwardAction } from '@wayfare/contracts';
import { inArray } from 'drizzle-orm';
import type { DemoSeed } from '../../demo/demo-seed.ts';
import { toKobo } from '../../money.ts';
import { referralAwards } from './referrals.table.ts';

type DemoAward = typeof referralAwards.$inferInsert;

const DAY_MS = 24 * 60 * 60 * 1000;
/** A day some whole days from today, at midnight UTC (the start of the day an award begins or ends). */
const dayFromToday = (days: number, endOfDay = false) => {
  const today = new Date(new Date().toISOString().slice(0, 10));
  return new Date(today.getTime() + days * DAY_MS + (endOfDay ? DAY_MS - 1 : 0));
};

/** Two referral awards: a running cash award, and a suspended raffle. */
export const demoAwards = (): DemoAward[] => [
  {
    awardAction: AwardAction.ReferredRiderCompletesFirstRide,
    title: 'Refer a friend, get ₦1,000',
    pageUrl: 'https://example.com/referrals/refer-a-friend',
    startDate: dayFromToday(-14),
    endDate: dayFromToday(76, true),
    hasRaffleDraw: false,
    isCash: true,
    amountKobo: toKobo(1000),
    isActive: true,
  },
  {
    awardAction: AwardAction.ReferredRiderCompletesFirstRide,
    title: 'Festive season raffle',
    pageUrl: 'https://example.com/referrals/festive-raffle',
    startDate: dayFromToday(20),
    endDate: dayFromToday(50, true),
    hasRaffleDraw: true,
    isCash: false,
    amountKobo: 0,
    isActive: false,
  },
];

/** Adds the demo awards that are missing, by title (titles are not unique, so they are looked up first). */
export const referralsDemo: DemoSeed = {
  area: 'Referral awards',
  seed: async (tx) => {
    const awards = demoAwards();
    const present = await tx
      .select({ title: referralAwards.title })
      .from(referralAwards)
      .where(
        inArray(
          referralAwards.title,
          awards.map((award) => award.title),
        ),
      );
    const missing = awards.filter((award) => !present.some((row) => row.title === award.title));
    if (missing.length > 0) await tx.insert(referralAwards).values(missing);
    return { created: missing.length };
  },
};
