import { promoTexts } from '@wayfare/contracts';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { conflict } from '../../errors.ts';
import { type PromoRule, refuseUsedUp, toPromoRule } from './promo-code-check.ts';
import { promoCodes, promoCodeUses } from './promotions.table.ts';

/**
 * Issue 30: a ride's use of a code. The use is reserved when the ride is booked (so MaxUses and
 * MaxUsesPerRider hold however many riders book at once), given back when the ride is cancelled, and
 * stays counted when it completes. Each runs in the ride change's transaction, under the code's row lock.
 */

/** Counts the rider's use of the code for the ride, or refuses as ValidatePromoCode would (409). */
export async function reservePromoUse(
  tx: Db,
  input: { rule: PromoRule; riderId: string; rideId: number },
): Promise<void> {
  const [row] = await tx.select().from(promoCodes).where(eq(promoCodes.id, input.rule.id)).for('update');
  if (!row) throw conflict(promoTexts.usedUp(input.rule.code));
  await refuseUsedUp(tx, row, input.riderId);
  await tx
    .insert(promoCodeUses)
    .values({ promoCodeId: row.id, riderId: input.riderId, rideId: input.rideId });
  await tx
    .update(promoCodes)
    .set({ usedCount: sql`${promoCodes.usedCount} + 1` })
    .where(eq(promoCodes.id, row.id));
}

/** A cancelled ride's use given back (nothing when the ride used no code). */
export async function giveBackPromoUse(tx: Db, rideId: number): Promise<void> {
  const [use] = await tx
    .delete(promoCodeUses)
    .where(eq(promoCodeUses.rideId, rideId))
    .returning({ promoCodeId: promoCodeUses.promoCodeId });
  if (!use) return;
  await tx
    .update(promoCodes)
    .set({ usedCount: sql`greatest(${promoCodes.usedCount} - 1, 0)` })
    .where(eq(promoCodes.id, use.promoCodeId));
}

/** The rule of a code a ride reserved, read again at completion (its dates no longer matter then). */
export async function promoRuleById(db: Db, id: number): Promise<PromoRule | undefined> {
  const [row] = await db.select().from(promoCodes).where(eq(promoCodes.id, id));
  return row && toPromoRule(row);
}
