import { type CountryCode, ParseError, parsePhoneNumberWithError } from 'libphonenumber-js';

// spec 000 §9: default phone country NG, dial code 234.
export const DEFAULT_PHONE_COUNTRY: CountryCode = 'NG';
export const DEFAULT_DIAL_CODE = '234';
// spec 000 §5: texts over 250 characters are rejected.
export const MAX_PHONE_INPUT_LENGTH = 250;

export type PhoneFailure = 'TOO_SHORT' | 'TOO_LONG' | 'NOT_A_NUMBER' | 'INVALID_COUNTRY';

export const phoneFailureMessages: Record<PhoneFailure, string> = {
  TOO_SHORT: 'The phone number is too short',
  TOO_LONG: 'The phone number is too long',
  NOT_A_NUMBER: 'The phone number is not a number',
  INVALID_COUNTRY: 'The phone number has an invalid country code',
};

export type PhoneParseResult =
  | { ok: true; international: string; country: string | undefined; valid: boolean }
  | { ok: false; failure: PhoneFailure; message: string };

const fail = (failure: PhoneFailure): PhoneParseResult => ({
  ok: false,
  failure,
  message: phoneFailureMessages[failure],
});

/**
 * Parses a phone number typed in any common form ("0803 123 4567", "+234 803…", "803-123-4567 ext. 12")
 * into its full international form (E.164, with " ext. N" when an extension was given).
 * `valid` tells whether the number is a real, dialable number for its country; `ok` only that it parsed.
 */
export function parsePhone(input: string, country: string = DEFAULT_PHONE_COUNTRY): PhoneParseResult {
  if (input.length > MAX_PHONE_INPUT_LENGTH) return fail('TOO_LONG');
  try {
    const phone = parsePhoneNumberWithError(input, country.toUpperCase() as CountryCode);
    const e164 = phone.number;
    return {
      ok: true,
      international: phone.ext ? `${e164} ext. ${phone.ext}` : e164,
      country: phone.country,
      valid: phone.isValid(),
    };
  } catch (error) {
    if (error instanceof ParseError) {
      if (error.message === 'INVALID_COUNTRY') return fail('INVALID_COUNTRY');
      if (error.message === 'TOO_SHORT') return fail('TOO_SHORT');
      if (error.message === 'TOO_LONG') return fail('TOO_LONG');
      return fail('NOT_A_NUMBER');
    }
    throw error;
  }
}
