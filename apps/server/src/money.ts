/** Money travels in naira (two decimals at most) and is kept in integer kobo, so no sum ever rounds; every area converts here. */
export const toKobo = (naira: number) => Math.round(naira * 100);
export const toNaira = (kobo: number) => kobo / 100;
/** Percents (two decimals at most) are kept in integer hundredths of a percent: 12.5 % is 1 250. */
export const toBasisPoints = (percent: number) => Math.round(percent * 100);
export const toPercent = (basisPoints: number) => basisPoints / 100;
