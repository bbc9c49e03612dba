import { parsePhone } from '@wayfare/contracts';
import { fieldKind } from '../definition/field-type.ts';
import type { Field, FieldOption } from '../definition/types.ts';
import {
  clampNumber,
  normaliseRating,
  parseBoolean,
  parseNumber,
  RANGE_MAXIMUM,
  rangePosition,
  scaleRange,
  toServerDate,
} from '../rules/normalise.ts';
import { phoneCountryOf } from '../rules/phone.ts';
import { type FieldInput, optionIdOf } from './field-input.ts';

export type Loaded = { input: FieldInput; value: unknown; country?: string };

const checkedIds = (options: readonly FieldOption[]) =>
  options.filter((option) => option.Checked).map((option) => option.Id);

const splitList = (raw: unknown): (string | number)[] =>
  Array.isArray(raw)
    ? raw.filter((item) => typeof item === 'string' || typeof item === 'number')
    : typeof raw === 'string' && raw.trim() !== ''
      ? raw.split(',').map((part) => part.trim())
      : [];

/**
 * A field's control input and bound value from the edited object's value (or the field's DefaultValue, its
 * Checked options, its RangeInitialValue when the object has none). Numbers are clamped (spec 000 §5: "both
 * when loading and when answering"); other values are taken as they are, so loading changes nothing else.
 */
export function loadFieldValue(field: Field, stored: unknown, options: readonly FieldOption[]): Loaded {
  const raw = stored ?? field.DefaultValue;
  const clamp = (n: number) => clampNumber(n, field.MinNumber, field.MaxNumber);
  switch (fieldKind(field.FieldType)) {
    case 'number': {
      const number = parseNumber(raw);
      const value = number === undefined ? undefined : clamp(number);
      return { input: value ?? '', value };
    }
    case 'numbers': {
      const value = splitList(raw)
        .map(parseNumber)
        .filter((n) => n !== undefined)
        .map(clamp);
      return { input: value, value };
    }
    case 'range': {
      // The stored value is scaled (spec 000 §5); the slider shows its position. With nothing stored the
      // slider starts at RangeInitialValue, and that position is the value, as the person sees it.
      const stored = parseNumber(raw);
      const position =
        stored !== undefined
          ? rangePosition(stored, field.RangeStart, field.RangeEnd)
          : (field.RangeInitialValue ?? field.RangeStart ?? 0);
      return {
        input: position,
        value:
          stored !== undefined ? clampNumber(stored, 0, RANGE_MAXIMUM) : scaleRange(position, field.RangeEnd),
      };
    }
    case 'rating': {
      const stars = normaliseRating(raw);
      return { input: stars ?? 0, value: stars };
    }
    case 'boolean': {
      const checked = parseBoolean(raw);
      return { input: checked, value: checked };
    }
    case 'choice': {
      const value = optionIdOf(options, raw) ?? checkedIds(options)[0];
      return { input: value, value };
    }
    case 'multiChoice': {
      const ids =
        raw === undefined ? checkedIds(options) : splitList(raw).map((id) => optionIdOf(options, id)!);
      return { input: ids, value: ids };
    }
    case 'list':
    case 'files': {
      const items = splitList(raw).map(String);
      return { input: items, value: items };
    }
    case 'date':
      return { input: typeof raw === 'string' ? raw : (toServerDate(raw) ?? ''), value: raw };
    case 'phone': {
      const text = typeof raw === 'string' ? raw : '';
      const parsed = text ? parsePhone(text, phoneCountryOf(field)) : undefined;
      const country = parsed?.ok && parsed.country ? parsed.country : phoneCountryOf(field);
      return { input: text, value: raw, country };
    }
    case 'label':
    case 'repeatable':
      return { input: undefined, value: stored };
    default:
      return { input: raw === undefined || raw === null ? '' : String(raw), value: raw };
  }
}
