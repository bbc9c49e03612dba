/**
 * issue 30: a fare includes its VAT ("taxes included"): the VAT part of an amount at VAT_PERCENT is
 * amount × rate / (100 % + rate), rounded half up to the kobo (integers only, as Order's VAT).
 */
export function vatIncludedKobo(amountKobo: number, basisPoints: number) {
  const denominator = 10_000 + basisPoints;
  return Math.floor((2 * amountKobo * basisPoints + denominator) / (2 * denominator));
}

/** 7.5 → 750: VAT_PERCENT in hundredths, as the orders keep it. */
export const vatBasisPointsOf = (percent: number) => Math.round(percent * 100);
