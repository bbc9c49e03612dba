import { FieldType, fieldKind } from '../definition/field-type.ts';
import type { Field, FieldOption, Identifier } from '../definition/types.ts';
import { normaliseList } from '../rules/list-field.ts';
import {
  clampNumber,
  normaliseRating,
  parseBoolean,
  parseNumber,
  scaleRange,
  toServerDate,
  toServerDateTime,
  trimAnswer,
} from '../rules/normalise.ts';
import { normalisePhone } from '../rules/phone.ts';

/** What a control hands the model: a text, a number, a check, a date, or a list of ids / items / paths. */
export type FieldInput = string | number | boolean | Date | readonly (string | number)[] | null | undefined;

export type NormaliseContext = { options: readonly FieldOption[]; country: string };
export type Normalised =
  | { ok: true; value: unknown; country?: string | undefined }
  | { ok: false; error: string; code: 'phone' };

const asText = (input: FieldInput) =>
  typeof input === 'string' ? input : input === null || input === undefined ? '' : String(input);
const asArray = (input: FieldInput): readonly (string | number)[] =>
  Array.isArray(input)
    ? input
    : input === null || input === undefined || input === ''
      ? []
      : [input as string];

/** The option's own id (a number stays a number) for an id in any form; unknown ids are kept as given. */
export const optionIdOf = (options: readonly FieldOption[], id: unknown): Identifier | undefined => {
  if (id === null || id === undefined || id === '') return undefined;
  return options.find((option) => String(option.Id) === String(id))?.Id ?? (id as Identifier);
};

const clampTo = (field: Field) => (n: number) => clampNumber(n, field.MinNumber, field.MaxNumber);

/**
 * spec 000 §5 value handling: the bound value of a control's input — trimmed text (a password as typed),
 * clamped numbers, the scaled range, a 1-5 rating, a boolean, option ids, ISO 8601 dates, the international
 * phone number. Only a phone number that cannot be parsed fails here: it has no value to store.
 */
export function normaliseInput(field: Field, input: FieldInput, context: NormaliseContext): Normalised {
  switch (fieldKind(field.FieldType)) {
    case 'text':
    case 'email':
    case 'file':
      return { ok: true, value: trimAnswer(asText(input)) };
    case 'password':
      // Not trimmed: a password is compared as typed when signing in (contracts presentedPassword).
      return { ok: true, value: asText(input) };
    case 'number': {
      const number = parseNumber(input);
      return { ok: true, value: number === undefined ? undefined : clampTo(field)(number) };
    }
    case 'numbers':
      return {
        ok: true,
        value: asArray(input)
          .map(parseNumber)
          .filter((n) => n !== undefined)
          .map(clampTo(field)),
      };
    case 'range': {
      const position = parseNumber(input);
      return { ok: true, value: position === undefined ? undefined : scaleRange(position, field.RangeEnd) };
    }
    case 'rating':
      return { ok: true, value: normaliseRating(input) };
    case 'boolean':
      return { ok: true, value: parseBoolean(input) };
    case 'choice':
      return { ok: true, value: optionIdOf(context.options, Array.isArray(input) ? input[0] : input) };
    case 'multiChoice':
      return {
        ok: true,
        value: asArray(input)
          .map((id) => optionIdOf(context.options, id))
          .filter((id) => id !== undefined),
      };
    case 'date':
      return { ok: true, value: toServerDate(input) };
    case 'dateTime':
      return { ok: true, value: toServerDateTime(input) };
    case 'list':
    case 'files':
      return { ok: true, value: normaliseList(asArray(input)) };
    case 'phone': {
      const phone = normalisePhone(asText(input), context.country);
      return phone.ok
        ? { ok: true, value: phone.value, country: phone.country }
        : { ok: false, error: phone.error, code: 'phone' };
    }
    case 'label':
    case 'repeatable':
      return { ok: true, value: undefined };
  }
}

/** Whether answering this field type goes through answer() (labels and repeatable groups do not). */
export const isAnswerable = (field: Field) =>
  field.FieldType !== FieldType.Label && fieldKind(field.FieldType) !== 'repeatable';
