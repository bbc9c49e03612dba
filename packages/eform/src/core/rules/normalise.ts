// spec 000 §5 "Value handling": each answer is normalised before it is checked and bound.

/** spec 000 §5: answers are trimmed. */
export const trimAnswer = (text: string) => text.trim();

/** A number from what a control gives: a number, or a text such as ' 12.5 '; undefined when there is none. */
export function parseNumber(input: unknown): number | undefined {
  if (typeof input === 'number') return Number.isFinite(input) ? input : undefined;
  if (typeof input !== 'string' || input.trim() === '') return undefined;
  const number = Number(input.trim());
  return Number.isFinite(number) ? number : undefined;
}

/** spec 000 §5: numbers are clamped to MinNumber and MaxNumber, both when loading and when answering. */
export function clampNumber(value: number, min?: number, max?: number): number {
  if (min !== undefined && value < min) return min;
  if (max !== undefined && value > max) return max;
  return value;
}

// spec 000 §2.4, §5: the range slider goes up to 100; its value is stored scaled by 100 over RangeEnd.
export const RANGE_MAXIMUM = 100;
export const DEFAULT_RANGE_END = 100;
const roundTo = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;

/** The stored range value of a slider position: position × 100 / RangeEnd, kept within 0 to 100. */
export function scaleRange(position: number, rangeEnd = DEFAULT_RANGE_END): number {
  return clampNumber(roundTo((position * RANGE_MAXIMUM) / rangeEnd, 6), 0, RANGE_MAXIMUM);
}

/** The slider position of a stored range value (the inverse of scaleRange), within RangeStart and RangeEnd. */
export function rangePosition(stored: number, rangeStart = 0, rangeEnd = DEFAULT_RANGE_END): number {
  return clampNumber(roundTo((stored * rangeEnd) / RANGE_MAXIMUM, 6), rangeStart, rangeEnd);
}

// spec 000 §5: rating is 1 to 5.
export const RATING_MIN = 1;
export const RATING_MAX = 5;

/** A whole number of stars from 1 to 5, or undefined when no star is chosen (0 or nothing). */
export function normaliseRating(input: unknown): number | undefined {
  const stars = parseNumber(input);
  if (stars === undefined || stars <= 0) return undefined;
  return clampNumber(Math.round(stars), RATING_MIN, RATING_MAX);
}

/** true, 'true' (any case) and 1 are checked; everything else is not. */
export const parseBoolean = (input: unknown): boolean =>
  input === true || input === 1 || (typeof input === 'string' && input.trim().toLowerCase() === 'true');

/** spec 000 §5: a single check box stores 'true' or 'false'. */
export const singleCheckBoxResponse = (checked: boolean): 'true' | 'false' => (checked ? 'true' : 'false');

/** spec 000 §5: check box answers are joined with a comma and a space. */
export const joinCheckBoxAnswers = (names: readonly string[]) => names.join(', ');

const pad = (n: number, width = 2) => String(n).padStart(width, '0');
const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})/;

const calendarDate = (text: string): string | undefined => {
  const match = DATE_ONLY.exec(text);
  if (!match) return undefined;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  // Date.parse accepts 2024-02-30 as 1 March; a calendar date must exist as written.
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day)
    return undefined;
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
};

/**
 * spec 000 §5: dates are converted to the server format on answer — an ISO 8601 calendar date (YYYY-MM-DD).
 * A text starting with a calendar date keeps that date as written (no time-zone shift); a Date object gives
 * the day it shows in the browser's time zone. undefined when the input is empty or not a date.
 */
export function toServerDate(input: unknown): string | undefined {
  if (input instanceof Date) {
    const year = input.getFullYear();
    // YYYY-MM-DD holds the years 1 to 9999 only.
    if (Number.isNaN(year) || year < 1 || year > 9999) return undefined;
    return `${pad(year, 4)}-${pad(input.getMonth() + 1)}-${pad(input.getDate())}`;
  }
  if (typeof input !== 'string' || input.trim() === '') return undefined;
  const text = input.trim();
  if (DATE_ONLY.test(text)) return calendarDate(text);
  const time = Date.parse(text);
  return Number.isNaN(time) ? undefined : toServerDate(new Date(time));
}

/**
 * spec 000 §5: date-times are converted to the server format on answer — ISO 8601 in UTC
 * (YYYY-MM-DDTHH:mm:ss.sssZ). A text without a zone (a picker's '2024-05-01 13:45') is the browser's time.
 */
export function toServerDateTime(input: unknown): string | undefined {
  if (input instanceof Date) return Number.isNaN(input.getTime()) ? undefined : input.toISOString();
  if (typeof input !== 'string' || input.trim() === '') return undefined;
  const text = input.trim();
  if (DATE_ONLY.test(text) && !calendarDate(text)) return undefined;
  const time = Date.parse(text);
  return Number.isNaN(time) ? undefined : new Date(time).toISOString();
}
