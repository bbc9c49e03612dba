/**
 * issue 19 §1 and spec 001 §9: an order's money, in kobo. An item's amount is its price × quantity;
 * VAT is VAT_PERCENT of items plus shipping, rounded half up to the kobo; the total is items +
 * shipping (when included) + VAT. BigInt inside: 100 items at the limits exceed 2^53 once multiplied
 * by the rate.
 */

/** 7.5 → 750: the percent in hundredths, so the rate is an integer too. */
export const vatBasisPoints = (percent: number) => Math.round(percent * 100);

/** base × rate / 10,000, half up (amounts are never negative). */
export function vatKoboOf(baseKobo: number, basisPoints: number) {
  const scaled = BigInt(baseKobo) * BigInt(basisPoints);
  return Number((scaled * 2n + 10_000n) / 20_000n);
}

export type OrderItemMoney = { unitKobo: number; quantity: number };

export type OrderTotals = {
  itemAmountsKobo: number[];
  itemsKobo: number;
  shippingFeeKobo: number;
  vatKobo: number;
  totalKobo: number;
};

export function orderTotals(input: {
  items: readonly OrderItemMoney[];
  includeShipping: boolean;
  shippingFeeKobo: number;
  vatBasisPoints: number;
}): OrderTotals {
  const itemAmountsKobo = input.items.map((item) => item.unitKobo * item.quantity);
  const itemsKobo = itemAmountsKobo.reduce((sum, amount) => sum + amount, 0);
  const shippingFeeKobo = input.includeShipping ? input.shippingFeeKobo : 0;
  const vatKobo = vatKoboOf(itemsKobo + shippingFeeKobo, input.vatBasisPoints);
  return {
    itemAmountsKobo,
    itemsKobo,
    shippingFeeKobo,
    vatKobo,
    totalKobo: itemsKobo + shippingFeeKobo + vatKobo,
  };
}
