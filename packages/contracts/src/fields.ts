import { z } from 'zod';
import { texts } from './texts.ts';

/** A bounded, trimmed text: every string on the wire has a ceiling. */
export const text = (label: string, max = 200) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`);

/** Missing and blank both read '{label} is required'; only a value of another type 'must be text'. */
export const requiredText = (label: string, max = 200) =>
  z
    .string({ error: (issue) => (issue.input == null ? `${label} is required` : `${label} must be text`) })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .min(1, `${label} is required`);

export const emailAddress = z
  .string({
    error: (issue) => (issue.input === undefined ? 'EmailAddress is required' : 'EmailAddress must be text'),
  })
  .trim()
  .min(1, 'EmailAddress is required')
  .max(254, texts.invalidEmail)
  .pipe(z.email(texts.invalidEmail))
  .transform((email) => email.toLowerCase());

// spec 001 §5: at least 8 characters with a digit, a symbol, a lowercase and an uppercase letter.
const PASSWORD_PATTERNS = [/\d/, /[a-z]/, /[A-Z]/, /[^A-Za-z0-9]/];
export const MAX_PASSWORD_LENGTH = 128;

export const isStrongPassword = (password: string) =>
  password.length >= 8 && PASSWORD_PATTERNS.every((pattern) => pattern.test(password));

export const newPassword = z
  .string({ error: texts.passwordRule })
  .max(MAX_PASSWORD_LENGTH, `Password must be at most ${MAX_PASSWORD_LENGTH} characters`)
  .refine(isStrongPassword, texts.passwordRule);

/** A password being presented, not chosen: only bounded, never trimmed. */
export const presentedPassword = z
  .string({ error: 'Password is required' })
  .min(1, 'Password is required')
  .max(MAX_PASSWORD_LENGTH, `Password must be at most ${MAX_PASSWORD_LENGTH} characters`);

export const verificationCode = z
  .string({ error: 'VerificationCode is required' })
  .trim()
  .regex(/^\d{6,8}$/, 'VerificationCode must be the digits we sent you');

/** The all-zero guid and 0 both mean "not saved yet" (spec 000 §9). */
export const EMPTY_GUID = '00000000-0000-0000-0000-000000000000';
export const isEmptyIdentifier = (id: unknown) =>
  id === undefined || id === null || id === 0 || id === '0' || id === '' || id === EMPTY_GUID;
