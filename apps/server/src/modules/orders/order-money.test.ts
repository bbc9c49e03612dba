import { describe, expect, it } from 'vitest';
import { orderTotals, vatBasisPoints, vatKoboOf } from './order-money.ts';

const VAT = vatBasisPoints(7.5);

describe('order totals (issue 19 §1, spec 001 §9): items + shipping + VAT, in kobo', () => {
  it.each([
    // [case, items (unit kobo × quantity), include shipping, shipping kobo, items, vat, total]
    [
      'two items and shipping',
      [
        [2_000_000, 1],
        [150_000, 3],
      ],
      true,
      150_000,
      2_450_000,
      195_000,
      2_795_000,
    ],
    ['no shipping', [[2_000_000, 1]], false, 0, 2_000_000, 150_000, 2_150_000],
    [
      'a shipping fee ignored when not included',
      [[2_000_000, 1]],
      false,
      999_999,
      2_000_000,
      150_000,
      2_150_000,
    ],
    ['shipping included at ₦0', [[100_000, 2]], true, 0, 200_000, 15_000, 215_000],
    // 7.5 % of 1 kobo is 0.075: rounds down; of 7 kobo 0.525: half up to 1.
    ['odd kobo rounding down', [[1, 1]], false, 0, 1, 0, 1],
    ['odd kobo rounding half up', [[7, 1]], false, 0, 7, 1, 8],
    // 7.5 % of 20 kobo is exactly 1.5: half up gives 2.
    ['an exact half kobo', [[20, 1]], false, 0, 20, 2, 22],
    // ₦333.33 × 3 = ₦999.99, + ₦0.01 shipping = ₦1,000 → VAT ₦75.
    ['kobo on items and shipping', [[33_333, 3]], true, 1, 99_999, 7_500, 107_500],
    // ₦10.01 → VAT 75.075 kobo → 75.
    ['a sum just above a half', [[1_001, 1]], false, 0, 1_001, 75, 1_076],
  ] as const)('%s', (_case, items, includeShipping, shipping, itemsKobo, vatKobo, totalKobo) => {
    const totals = orderTotals({
      items: items.map(([unitKobo, quantity]) => ({ unitKobo, quantity })),
      includeShipping,
      shippingFeeKobo: shipping,
      vatBasisPoints: VAT,
    });
    expect(totals).toMatchObject({ itemsKobo, vatKobo, totalKobo });
    expect(totals.totalKobo).toBe(totals.itemsKobo + totals.shippingFeeKobo + totals.vatKobo);
  });

  it('adds 100 items, each its price × quantity', () => {
    const items = Array.from({ length: 100 }, (_, index) => ({
      unitKobo: 1_001 + index,
      quantity: index + 1,
    }));
    const totals = orderTotals({
      items,
      includeShipping: true,
      shippingFeeKobo: 250_000,
      vatBasisPoints: VAT,
    });
    const expected = items.reduce((sum, item) => sum + item.unitKobo * item.quantity, 0);
    expect(totals.itemAmountsKobo[99]).toBe(1_100 * 100);
    expect(totals.itemsKobo).toBe(expected);
    expect(totals.vatKobo).toBe(Math.floor(((expected + 250_000) * 75) / 1000 + 0.5));
  });

  it('stays exact at the largest order the contract admits (100 × ₦10,000,000 × 10,000)', () => {
    const items = Array.from({ length: 100 }, () => ({ unitKobo: 1_000_000_000, quantity: 10_000 }));
    const totals = orderTotals({
      items,
      includeShipping: true,
      shippingFeeKobo: 1_000_000_000,
      vatBasisPoints: VAT,
    });
    expect(totals.itemsKobo).toBe(1_000_000_000_000_000);
    expect(totals.vatKobo).toBe(75_000_075_000_000);
    expect(Number.isSafeInteger(totals.totalKobo)).toBe(true);
  });

  it.each([
    [7.5, 750],
    [0, 0],
    [12.25, 1225],
    [0.01, 1],
  ])('reads VAT_PERCENT %d as %i hundredths of a percent', (percent, basisPoints) => {
    expect(vatBasisPoints(percent)).toBe(basisPoints);
  });

  it('rounds half up at any rate', () => {
    expect(vatKoboOf(100, 1225)).toBe(12); // 12.25
    expect(vatKoboOf(200, 1225)).toBe(25); // 24.5
    expect(vatKoboOf(0, 750)).toBe(0);
  });
});
