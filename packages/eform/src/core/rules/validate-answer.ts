import {
  dateMustBeGreaterThan,
  enterField,
  exactLengthRequired,
  fieldIsRequired,
  isStrongPassword,
  maximumLengthRequired,
  minimumLengthRequired,
  selectField,
  texts,
} from '@wayfare/contracts';
import { z } from 'zod';
import { FieldType } from '../definition/field-type.ts';
import type { Field } from '../definition/types.ts';
import type { FieldError } from './error-codes.ts';
import { toServerDate } from './normalise.ts';

// spec 000 §5: the messages of the rules a required field is checked against.

/** The message of a required field with no rule of its own: its ErrorMessage, else '{FieldName} is required'. */
export const requiredMessage = (field: Pick<Field, 'FieldName' | 'ErrorMessage'>) =>
  field.ErrorMessage?.trim() || fieldIsRequired(field.FieldName);

/** At least 8 characters with a digit, a symbol, a lowercase and an uppercase letter. */
export const validatePassword = (value: string) =>
  isStrongPassword(value) ? undefined : texts.eformPasswordRule;

const emailPattern = z.email();
export const validateEmail = (value: string) =>
  emailPattern.safeParse(value).success ? undefined : texts.invalidEmail;

/** Text and text area: non-empty. */
export const validateText = (value: string, fieldName: string) =>
  value === '' ? enterField(fieldName) : undefined;

/** Image: must be selected. */
export const validateImage = (filePath: string, fieldName: string) =>
  filePath === '' ? selectField(fieldName) : undefined;

/**
 * Date picker: non-empty and later than the minimum date when one exists. Dates compare as calendar days,
 * date-times as instants. undefined when there is no minimum (emptiness is then the required rule's).
 */
export function validateDate(value: string | undefined, minDate: string | undefined, withTime = false) {
  if (!minDate) return undefined;
  const minimum = withTime ? minDate : (toServerDate(minDate) ?? minDate);
  const message = dateMustBeGreaterThan(minimum);
  if (!value) return message;
  if (withTime) return Date.parse(value) > Date.parse(minDate) ? undefined : message;
  const day = toServerDate(value);
  return day !== undefined && day > minimum ? undefined : message;
}

/**
 * The length rule: MinLength equal to MaxLength and above 0 wants exactly that many characters; otherwise
 * MinLength is a minimum and MaxLength (0 meaning none) a maximum.
 */
export function checkLength(
  value: string,
  field: Pick<Field, 'FieldName' | 'MinLength' | 'MaxLength'>,
): FieldError | undefined {
  const min = field.MinLength ?? 0;
  const max = field.MaxLength ?? 0;
  const length = value.length;
  if (min > 0 && min === max)
    return length === min
      ? undefined
      : { code: 'exactLength', message: exactLengthRequired(min, field.FieldName) };
  if (min > 0 && length < min)
    return { code: 'minLength', message: minimumLengthRequired(min, field.FieldName) };
  if (max > 0 && length > max)
    return { code: 'maxLength', message: maximumLengthRequired(max, field.FieldName) };
  return undefined;
}

/** The length rule's message (checkLength without its code). */
export const validateLength = (value: string, field: Pick<Field, 'FieldName' | 'MinLength' | 'MaxLength'>) =>
  checkLength(value, field)?.message;

/** Empty for the required rule: nothing, blank text, no item, or an unchecked single check box. */
export const isEmptyAnswer = (value: unknown): boolean =>
  value === undefined ||
  value === null ||
  value === false ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0);

const lengthChecked = new Set<FieldType>([
  FieldType.TextBox,
  FieldType.TextArea,
  FieldType.URLTextBox,
  FieldType.Password,
  FieldType.EmailTextBox,
]);

const failed = (code: FieldError['code'], message: string | undefined): FieldError | undefined =>
  message === undefined ? undefined : { code, message };

/** The rule of the field's type, before the length rule. */
function checkType(field: Field, value: unknown): FieldError | undefined {
  const text = typeof value === 'string' ? value : '';
  const empty = isEmptyAnswer(value) ? requiredMessage(field) : undefined;
  switch (field.FieldType) {
    case FieldType.TextBox:
    case FieldType.TextArea:
      return failed('required', validateText(text, field.FieldName));
    case FieldType.Password:
      return failed('password', validatePassword(text));
    case FieldType.EmailTextBox:
      return failed('email', validateEmail(text));
    case FieldType.Image:
      return failed('required', validateImage(text, field.FieldName));
    case FieldType.DatePicker:
    case FieldType.DateTimePicker:
      return (
        failed('minDate', validateDate(text, field.MinDate, field.FieldType === FieldType.DateTimePicker)) ??
        failed('required', empty)
      );
    case FieldType.Label:
      return undefined;
    default:
      return failed('required', empty);
  }
}

/**
 * spec 000 §5: a required field's normalised value checked against its type, MinLength, MaxLength and MinDate.
 * Returns the failed rule's code and the message to show under the field, or undefined when it passes.
 * Fields not flagged Required pass.
 */
export function checkAnswer(field: Field, value: unknown): FieldError | undefined {
  if (!field.Required) return undefined;
  const typeError = checkType(field, value);
  if (typeError) return typeError;
  return lengthChecked.has(field.FieldType)
    ? checkLength(typeof value === 'string' ? value : '', field)
    : undefined;
}

/** The message of checkAnswer (without its code), or undefined when the answer passes. */
export const validateRequired = (field: Field, value: unknown): string | undefined =>
  checkAnswer(field, value)?.message;
