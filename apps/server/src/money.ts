/** Money travels in naira (two decimals at most) and is kept in integer kobo, so no sum ever rounds; every area converts here. */
export const toKobo = (naira: number) => Math.round(naira * 100);
export const toNaira = (kobo: number) => kobo / 100;
