import { DEFAULT_PHONE_COUNTRY, parsePhone } from '@wayfare/contracts';
import type { Field } from '../definition/types.ts';

export type PhoneAnswer =
  | { ok: true; value: string; country: string | undefined }
  | { ok: false; error: string };

/** The country a phone field starts with: its CountryIso, else NG (spec 000 §9). */
export const phoneCountryOf = (field: Pick<Field, 'CountryIso'>) =>
  (field.CountryIso ?? DEFAULT_PHONE_COUNTRY).toUpperCase();

/**
 * spec 000 §5: a phone number is parsed with its country (default NG, 234) and stored in full international
 * form; 2 to 17 national digits, extensions allowed, over 250 characters rejected. Each failure (too short,
 * too long, not a number, invalid country) has its own message. Blank input is an empty answer, not a failure.
 */
export function normalisePhone(input: string, country: string = DEFAULT_PHONE_COUNTRY): PhoneAnswer {
  if (input.trim() === '') return { ok: true, value: '', country: undefined };
  const parsed = parsePhone(input, country);
  if (!parsed.ok) return { ok: false, error: parsed.message };
  return { ok: true, value: parsed.international, country: parsed.country };
}
