import { type PromoCodeCheck, promoTexts } from '@wayfare/contracts';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { AppError, conflict, notFound, tooManyRequests } from '../../errors.ts';
import { giveBackAttempt, type Limit, reserveAttempt } from '../rate-limit/index.ts';
import { hasCompletedRide } from '../rides/index.ts';
import { nairaOrNull, type PromoCodeRow } from './promo-codes.view.ts';
import { promoCodes, promoCodeUses } from './promotions.table.ts';

/** What a usable code takes off a fare: a percentage (capped or not) or a fixed amount, in kobo. */
export type PromoRule = {
  id: number;
  code: string;
  title: string;
  discountPercent: number | null;
  discountAmountKobo: number | null;
  maxDiscountAmountKobo: number | null;
  firstRideOnly: boolean;
  endDate: Date;
};

/** The rule a code's row sets, as the ride money reads it. */
export const toPromoRule = (row: PromoCodeRow): PromoRule => ({
  id: row.id,
  code: row.code,
  title: row.title,
  discountPercent: row.discountPercent,
  discountAmountKobo: row.discountAmountKobo,
  maxDiscountAmountKobo: row.maxDiscountAmountKobo,
  firstRideOnly: row.firstRideOnly,
  endDate: row.endDate,
});

/**
 * 409 when the code's uses are all taken (MaxUses), or this rider's are (MaxUsesPerRider): asked by
 * the check without locks and again by the booking under the code's row lock.
 */
export async function refuseUsedUp(db: Db, row: PromoCodeRow, riderId: string): Promise<void> {
  if (row.maxUses !== null && row.usedCount >= row.maxUses) throw conflict(promoTexts.usedUp(row.code));
  if (row.maxUsesPerRider === null) return;
  const mine = and(eq(promoCodeUses.promoCodeId, row.id), eq(promoCodeUses.riderId, riderId));
  const uses = await db.$count(promoCodeUses, mine);
  if (uses >= row.maxUsesPerRider) throw conflict(promoTexts.usedUpForYou(row.code, uses));
}

/**
 * Issue 30: whether the rider may use the code now, and its rule if so; else the refusal that says why
 * (404 unknown; 409 suspended, not started, expired, used up, used up by this rider, first ride only).
 * Read without locks: the ride money asks again, and counts the use, under the code's row lock.
 */
export async function checkPromoCode(
  db: Db,
  input: { code: string; riderId: string; now: Date },
): Promise<PromoRule> {
  const code = input.code.trim().toUpperCase();
  const [row] = await db.select().from(promoCodes).where(eq(promoCodes.code, code));
  if (!row) throw notFound(promoTexts.unknownCode(code));
  if (!row.isActive) throw conflict(promoTexts.codeSuspended(code));
  if (input.now < row.startDate) throw conflict(promoTexts.notStarted(code, row.startDate));
  if (input.now > row.endDate) throw conflict(promoTexts.expired(code, row.endDate));
  await refuseUsedUp(db, row, input.riderId);
  if (row.firstRideOnly && (await hasCompletedRide(db, input.riderId)))
    throw conflict(promoTexts.firstRideOnly(code));
  return toPromoRule(row);
}

/**
 * What the rule takes off a fare, in kobo: a percentage rounded half up to the kobo (integers only),
 * at most the cap; never more than the fare itself (a code is never paid out as cash).
 */
export function promoDiscountKobo(rule: PromoRule, fareKobo: number): number {
  const off =
    rule.discountPercent !== null
      ? Math.min(
          Math.floor((fareKobo * rule.discountPercent + 50) / 100),
          rule.maxDiscountAmountKobo ?? Number.POSITIVE_INFINITY,
        )
      : (rule.discountAmountKobo ?? 0);
  return Math.max(0, Math.min(off, fareKobo));
}

/** Unknown codes one rider may try in ten minutes: enough for typing mistakes, too few to guess codes. */
export const PROMO_GUESS_LIMIT: Limit = { max: 10, windowSeconds: 600 };

/**
 * ValidatePromoCode: the rule of a code the rider may use, in words. Every try takes an attempt from
 * the rider's allowance first (so tries sent at once cannot pass it together); a code that exists gives
 * it back, so only unknown codes count.
 */
export async function validatePromoCode(
  db: Db,
  input: { code: string; by: string; now: Date },
): Promise<PromoCodeCheck> {
  const key = `promo-guess:${input.by}`;
  const wait = await reserveAttempt(db, { key, limit: PROMO_GUESS_LIMIT });
  if (wait > 0) throw tooManyRequests(promoTexts.tooManyGuesses, wait);
  try {
    const rule = await checkPromoCode(db, { code: input.code, riderId: input.by, now: input.now });
    await giveBackAttempt(db, { key });
    return toCheck(rule);
  } catch (error) {
    if (error instanceof AppError && error.status === 409) await giveBackAttempt(db, { key });
    throw error;
  }
}

function toCheck(rule: PromoRule): PromoCodeCheck {
  const wire = {
    percent: rule.discountPercent,
    amount: nairaOrNull(rule.discountAmountKobo),
    cap: nairaOrNull(rule.maxDiscountAmountKobo),
  };
  return {
    Code: rule.code,
    Title: rule.title,
    DiscountPercent: wire.percent,
    DiscountAmount: wire.amount,
    MaxDiscountAmount: wire.cap,
    FirstRideOnly: rule.firstRideOnly,
    EndDate: rule.endDate.toISOString(),
    Message: promoTexts.takesOff(rule.code, wire),
  };
}
