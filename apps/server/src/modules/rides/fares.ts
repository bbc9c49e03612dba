/**
 * issue 16 §2: fares in whole naira. Distances are whole metres and units kobo per km, so every step is
 * integer arithmetic and a half rounds up exactly (no 2.675 × 200 = 534.99…).
 */

export type FareSetting = {
  highTrafficUnitKobo: number;
  unitKobo: number;
  minAmountForSharedRideKobo: number;
  sharedDiscountBasisPoints: number;
};

/** n / d rounded half up, for non-negative integers. */
const roundHalfUp = (n: number, d: number) => Math.floor((2 * n + d) / (2 * d));

export const metresOf = (km: number) => Math.round(km * 1000);
export const kmOf = (metres: number) => metres / 1000;

/** DistanceToCover × the unit, in whole naira. */
export function fullFareNaira(
  setting: FareSetting,
  input: { distanceMetres: number; isHighTraffic: boolean },
) {
  const unitKobo = input.isHighTraffic ? setting.highTrafficUnitKobo : setting.unitKobo;
  // metres × kobo/km ÷ 1000 ÷ 100 = naira
  return roundHalfUp(input.distanceMetres * unitKobo, 100_000);
}

/** A fare, shared or not: a shared seat whose fare is at least MinAmountForSharedRide gets the discount. */
export function fareOf(
  setting: FareSetting,
  input: { distanceMetres: number; isHighTraffic: boolean; isShared: boolean },
): { naira: number; discountBasisPoints: number } {
  const full = fullFareNaira(setting, input);
  const discounted = input.isShared && full * 100 >= setting.minAmountForSharedRideKobo;
  if (!discounted) return { naira: full, discountBasisPoints: 0 };
  const bp = setting.sharedDiscountBasisPoints;
  return { naira: roundHalfUp(full * (10_000 - bp), 10_000), discountBasisPoints: bp };
}
