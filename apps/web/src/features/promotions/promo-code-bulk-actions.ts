import type { PromoCode } from '@wayfare/contracts';
import * as calls from '@wayfare/contracts/calls';
import type { BulkOptions } from '../../components/bulk/index.ts';

/** Issue 32: Suspend and Activate on many promo codes at once, each named by its code. */
export const promoCodeBulkActions: BulkOptions = {
  item: 'promo code',
  items: 'promo codes',
  nameOf: ((row: PromoCode) => row.Code) as (row: never) => string,
  actions: [
    { call: calls.Promo.BulkSuspendPromoCode, label: 'Suspend', color: 'orange' },
    { call: calls.Promo.BulkActivatePromoCode, label: 'Activate', color: 'green' },
  ],
};
