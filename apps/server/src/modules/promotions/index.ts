/** What the promotions module gives the other modules (its tables are its own): the ride money's check and count. */
export { checkPromoCode, type PromoRule, promoDiscountKobo } from './promo-code-check.ts';
export { giveBackPromoUse, promoRuleById, reservePromoUse } from './promo-code-uses.service.ts';
