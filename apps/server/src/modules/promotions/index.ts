/** What the promotions module gives the other modules (its tables are its own): the ride money's check. */
export { checkPromoCode, type PromoRule, promoDiscountKobo } from './promo-code-check.ts';
