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

/** spec 000 §9: numbers are grouped with thousands commas. */
export const formatNumber = (value: number) => value.toLocaleString('en-NG', { maximumFractionDigits: 20 });
