import type { PromoCode, PromoCodeInput } from '@wayfare/contracts';
import { toKobo, toNaira } from '../../money.ts';
import type { promoCodes } from './promotions.table.ts';

export type PromoCodeRow = typeof promoCodes.$inferSelect;

export const nairaOrNull = (kobo: number | null) => (kobo === null ? null : toNaira(kobo));
const koboOrNull = (naira: number | null) => (naira === null ? null : toKobo(naira));

/** Issue 30: a promo code as the wire carries it, the amounts in naira, the period in ISO 8601. */
export const toPromoCode = (row: PromoCodeRow): PromoCode => ({
  Id: row.id,
  Code: row.code,
  Title: row.title,
  DiscountPercent: row.discountPercent,
  DiscountAmount: nairaOrNull(row.discountAmountKobo),
  MaxDiscountAmount: nairaOrNull(row.maxDiscountAmountKobo),
  StartDate: row.startDate.toISOString(),
  EndDate: row.endDate.toISOString(),
  MaxUses: row.maxUses,
  MaxUsesPerRider: row.maxUsesPerRider,
  FirstRideOnly: row.firstRideOnly,
  IsActive: row.isActive,
  UsedCount: row.usedCount,
});

/** The columns an administrator sets (state and uses are changed by their own calls and the rides). */
export const toPromoColumns = (input: PromoCodeInput) => ({
  code: input.Code,
  title: input.Title,
  discountPercent: input.DiscountPercent,
  discountAmountKobo: koboOrNull(input.DiscountAmount),
  maxDiscountAmountKobo: koboOrNull(input.MaxDiscountAmount),
  startDate: input.StartDate,
  endDate: input.EndDate,
  maxUses: input.MaxUses,
  maxUsesPerRider: input.MaxUsesPerRider,
  firstRideOnly: input.FirstRideOnly,
});

/**
 * The code as the activity log keeps it: the log hides any property named `Code` (one-time codes), and
 * a promo code is no secret (every administrator's list shows it), so it is logged as `PromoCode`.
 */
export const loggedPromoCode = ({ Code, ...rest }: PromoCode) => ({ PromoCode: Code, ...rest });
