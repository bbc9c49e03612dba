/**
 * How a number box reads what is typed into it, steps it and tidies it on leaving: the rules of Mantine's
 * NumberInput (number values, blur clamping, leading zeros trimmed), for the plain number box
 * (plain-number-input.tsx). plain-number-input.test.tsx holds them to Mantine's own component.
 */
import { clampNumber } from '../../core/index.ts';

/** A number box's value: a number once the text reads as one, else the text typed so far ('', '-', '1.'). */
export type NumberText = number | string;

export type NumberBounds = { min?: number; max?: number };

const leadingDecimalZero = /^(0\.0*|-0(\.0*)?)$/;
const leadingZeros = /^-?0\d+(\.\d+)?\.?$/;
const trailingZero = /\.\d*0$/;
const trailingDecimalSeparator = /^-?\d+\.$/;
/** Mantine keeps longer numbers as text, where a float would lose digits. */
const MAX_DIGITS = 14;

const isNumberText = (value: NumberText) =>
  typeof value === 'string' && value !== '' && !Number.isNaN(Number(value));

const clamp = (value: number, { min, max }: NumberBounds) => clampNumber(value, min, max);

/** Digits after the decimal point, in either notation (1.25 → 2, 1e-7 → 7). */
export function decimalPlaces(value: NumberText) {
  const match = String(value).match(/(?:\.(\d+))?(?:[eE]([+-]?\d+))?$/);
  if (!match) return 0;
  return Math.max(0, (match[1]?.length ?? 0) - (match[2] ? Number(match[2]) : 0));
}

/**
 * The value of what was typed (`text` without thousands separators, `float` its number): the number, unless
 * the text is still on its way to another number ('0.', '0.50', '007') or too long for a float to keep.
 */
export function typedNumber(text: string, float: number | undefined): NumberText {
  const readable =
    text !== '' &&
    typeof float === 'number' &&
    !Number.isNaN(float) &&
    float < Number.MAX_SAFE_INTEGER &&
    text.replace('.', '').length < MAX_DIGITS;
  const unfinished =
    leadingDecimalZero.test(text) ||
    leadingZeros.test(text) ||
    trailingZero.test(text) ||
    trailingDecimalSeparator.test(text);
  return readable && !unfinished ? float : text;
}

/** Whether the value can be stepped: a safe number, nothing yet, or a number's text. */
export const canStep = (value: NumberText) =>
  typeof value === 'number'
    ? value < Number.MAX_SAFE_INTEGER
    : value === '' || (isNumberText(value) && Number(value) < Number.MAX_SAFE_INTEGER);

/**
 * The value one step up or down (arrow keys, chevrons), in the precision of the value or the step, whichever
 * is finer, and not past the bound it moves towards; an empty box starts at 0 within the bounds. Undefined
 * when the value cannot be stepped.
 */
export function steppedNumber(
  value: NumberText,
  direction: 1 | -1,
  step: number,
  bounds: NumberBounds,
): number | undefined {
  if (!canStep(value)) return undefined;
  const precision = Math.max(decimalPlaces(value), decimalPlaces(step));
  const factor = 10 ** precision;
  const floor = bounds.min ?? Number.MIN_SAFE_INTEGER;
  let next: number;
  if (typeof value !== 'number' && !isNumberText(value)) next = clamp(0, bounds);
  else {
    const moved = (Math.round(Number(value) * factor) + direction * Math.round(step * factor)) / factor;
    next = direction === 1 ? Math.min(moved, bounds.max ?? Infinity) : Math.max(moved, floor);
  }
  return Number.parseFloat(next.toFixed(precision));
}

/** What a box holds once left: a number within the bounds, text with leading zeros trimmed and clamped. */
export function numberOnLeaving(value: NumberText, bounds: NumberBounds): NumberText {
  if (typeof value === 'number') return clamp(value, bounds);
  if (decimalPlaces(value) >= 15) return value;
  const endsWithSeparator = trailingDecimalSeparator.test(value);
  const trimmed = value.replace(/^0+(?=\d)/, '');
  const parsed = Number.parseFloat(trimmed);
  if (Number.isNaN(parsed)) return trimmed;
  const clamped =
    parsed > Number.MAX_SAFE_INTEGER && bounds.max !== undefined ? bounds.max : clamp(parsed, bounds);
  return endsWithSeparator ? `${clamped}.` : clamped;
}

/**
 * Pasted text made readable: of the decimal separators in it ('.' or ','), the last one is the decimal point
 * unless it is a ',' followed by exactly three digits (a thousands separator); the others go.
 */
export function pastedNumberText(text: string) {
  const separators = [...text].flatMap((c, i) => (c === '.' || c === ',' ? [i] : []));
  if (separators.length === 0) return text;
  const last = separators[separators.length - 1]!;
  const lastChar = text[last];
  let point = -1;
  if (separators.filter((i) => text[i] === lastChar).length === 1) {
    const digitsAfter = /^\d*/.exec(text.slice(last + 1))![0].length;
    point = lastChar === ',' && digitsAfter === 3 ? -1 : last;
  }
  return [...text].map((c, i) => (i === point ? '.' : c === '.' ? '' : c)).join('');
}

/** Where the caret goes after a paste: after as many digits and points as were before it in the pasted text. */
export function caretAfterPaste(raw: string, rawCaret: number, formatted: string) {
  const significant = (c: string | undefined) => c !== undefined && (/\d/.test(c) || c === '.');
  let remaining = [...raw.slice(0, rawCaret)].filter(significant).length;
  if (remaining === 0) return Math.min(rawCaret, formatted.length);
  for (let i = 0; i < formatted.length; i++) {
    if (significant(formatted[i]) && --remaining === 0) return i + 1;
  }
  return formatted.length;
}
