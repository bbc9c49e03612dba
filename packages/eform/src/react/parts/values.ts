import type { FieldInput } from '../../core/index.ts';

/** A control's text from the field's input (numbers and dates as text, nothing as ''). */
export const textOf = (input: FieldInput | unknown): string =>
  typeof input === 'string' ? input : input === null || input === undefined ? '' : String(input);

/** A control's list of ids or items from the field's input. */
export const listOf = (input: FieldInput | unknown): string[] =>
  Array.isArray(input)
    ? input.map(String)
    : input === null || input === undefined || input === ''
      ? []
      : [String(input)];

// One formatter for the page: toLocaleString builds a new one (and looks up the locale) on every call,
// which cost a form of ten range sliders about 15 ms on its first render.
const numberFormat = new Intl.NumberFormat('en-NG', { maximumFractionDigits: 20 });

/** spec 000 §9: numbers are grouped with thousands commas. */
export const formatNumber = (value: number) => numberFormat.format(value);
