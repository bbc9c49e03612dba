/**
 * The stable code of each rule a field's answer can fail, beside the spec's message (spec 000 §5). A message
 * is for people and follows the spec's wording; a code is for programs (tests, analytics, a renderer that
 * styles a server error apart) and never changes with the wording.
 */
export const errorCodes = [
  /** Empty when Required: 'Enter {field}', 'Select {field}', the ErrorMessage or '{FieldName} is required'. */
  'required',
  /** 'A minimum of {n} Characters is required for {field}'. */
  'minLength',
  /** 'A maximun of {n} Characters is required for {field}'. */
  'maxLength',
  /** MinLength equal to MaxLength: 'Exactly {n} Characters are required for {field}'. */
  'exactLength',
  /** 'Invalid Emaill Address'. */
  'email',
  /** The password rule (a digit, a symbol, a lowercase and an uppercase letter, 8 characters). */
  'password',
  /** 'Date must be greater than {date}' (also for an empty date when MinDate is set). */
  'minDate',
  /** A phone number that cannot be parsed: too short, too long, not a number, invalid country. */
  'phone',
  /** The CSV header does not name the expected columns. */
  'csvHeader',
  /** A CSV number column holds text. */
  'csvNumber',
  /** A message the server gave for the field's property (model.setServerErrors). */
  'server',
] as const;

export type ErrorCode = (typeof errorCodes)[number];

/** A failed rule: its code and the message shown under the field. */
export type FieldError = { code: ErrorCode; message: string };
