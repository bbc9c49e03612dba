/** Amounts travel in naira (two decimals at most) and are kept in kobo, so no sum ever rounds. */
export const toKobo = (naira: number) => Math.round(naira * 100);
export const toNaira = (kobo: number) => kobo / 100;
