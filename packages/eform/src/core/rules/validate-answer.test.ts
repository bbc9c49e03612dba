import { describe, expect, it } from 'vitest';
import { FieldType } from '../definition/field-type.ts';
import type { Field } from '../definition/types.ts';
import {
  checkAnswer,
  checkLength,
  isEmptyAnswer,
  requiredMessage,
  validateDate,
  validateEmail,
  validateImage,
  validateLength,
  validatePassword,
  validateRequired,
  validateText,
} from './validate-answer.ts';

const PASSWORD_MESSAGE =
  'Your Password must contain a minimum of 8 letter password, with at least a symbol, upper and lower case letters and a number';

const field = (FieldType: Field['FieldType'], more: Partial<Field> = {}): Field => ({
  Id: 1,
  FieldName: 'Full Name',
  FieldType,
  Required: true,
  ...more,
});

describe('spec 000 §5 validation messages', () => {
  it.each([
    ['Abcdef1!', undefined],
    ['abcdef1!', PASSWORD_MESSAGE],
    ['ABCDEF1!', PASSWORD_MESSAGE],
    ['Abcdefg!', PASSWORD_MESSAGE],
    ['Abcdefg1', PASSWORD_MESSAGE],
    ['Abc1!', PASSWORD_MESSAGE],
    ['', PASSWORD_MESSAGE],
  ])('password %j', (value, message) => expect(validatePassword(value)).toBe(message));

  it.each([
    ['ada@example.com', undefined],
    ['ada@example', 'Invalid Emaill Address'],
    ['ada.example.com', 'Invalid Emaill Address'],
    ['', 'Invalid Emaill Address'],
  ])('e-mail %j', (value, message) => expect(validateEmail(value)).toBe(message));

  it.each([
    ['Ada', undefined],
    ['', 'Enter Full Name'],
  ])('text %j', (value, message) => expect(validateText(value, 'Full Name')).toBe(message));

  it.each([
    ['uploads/a.png', undefined],
    ['', 'Select Passport'],
  ])('image %j', (value, message) => expect(validateImage(value, 'Passport')).toBe(message));

  it.each([
    ['2024-05-02', '2024-05-01', false, undefined],
    ['2024-05-01', '2024-05-01', false, 'Date must be greater than 2024-05-01'],
    ['2024-04-30', '2024-05-01', false, 'Date must be greater than 2024-05-01'],
    [undefined, '2024-05-01', false, 'Date must be greater than 2024-05-01'],
    ['2024-05-01', undefined, false, undefined],
    ['2024-05-01T10:00:00.000Z', '2024-05-01T09:00:00.000Z', true, undefined],
    [
      '2024-05-01T08:00:00.000Z',
      '2024-05-01T09:00:00.000Z',
      true,
      'Date must be greater than 2024-05-01T09:00:00.000Z',
    ],
  ])('date %j after %j', (value, min, withTime, message) =>
    expect(validateDate(value, min, withTime)).toBe(message),
  );

  it.each([
    [{ MinLength: 11, MaxLength: 11 }, 'abc', 'Exactly 11 Characters are required for Full Name'],
    [{ MinLength: 11, MaxLength: 11 }, '12345678901', undefined],
    [{ MinLength: 3 }, 'ab', 'A minimum of 3 Characters is required for Full Name'],
    [{ MinLength: 3, MaxLength: 5 }, 'ab', 'A minimum of 3 Characters is required for Full Name'],
    [{ MinLength: 3, MaxLength: 5 }, 'abcdef', 'A maximun of 5 Characters is required for Full Name'],
    [{ MaxLength: 5 }, 'abcde', undefined],
    [{ MaxLength: 0 }, 'no maximum at all', undefined],
    [{ MinLength: 0, MaxLength: 0 }, '', undefined],
  ])('length %j of %j', (bounds, value, message) =>
    expect(validateLength(value, { FieldName: 'Full Name', ...bounds })).toBe(message),
  );
});

describe('validateRequired (spec 000 §5: only fields flagged Required are validated)', () => {
  it.each([
    [field(FieldType.TextBox, { Required: false }), '', undefined],
    [field(FieldType.TextBox), '', 'Enter Full Name'],
    [
      field(FieldType.TextArea, { MinLength: 5 }),
      'abc',
      'A minimum of 5 Characters is required for Full Name',
    ],
    [field(FieldType.Password), 'weak', PASSWORD_MESSAGE],
    [field(FieldType.EmailTextBox), 'nope', 'Invalid Emaill Address'],
    [
      field(FieldType.EmailTextBox, { MaxLength: 5 }),
      'a@b.co',
      'A maximun of 5 Characters is required for Full Name',
    ],
    [field(FieldType.Image, { FieldName: 'Picture' }), '', 'Select Picture'],
    [
      field(FieldType.DatePicker, { MinDate: '2024-01-01' }),
      undefined,
      'Date must be greater than 2024-01-01',
    ],
    [field(FieldType.DatePicker), undefined, 'Full Name is required'],
    [field(FieldType.DatePicker), '2024-01-01', undefined],
    [field(FieldType.NumberTextBox), undefined, 'Full Name is required'],
    [field(FieldType.NumberTextBox), 0, undefined],
    [field(FieldType.DropDown, { ErrorMessage: 'Choose a car' }), undefined, 'Choose a car'],
    [field(FieldType.CheckBox), [], 'Full Name is required'],
    [field(FieldType.SingleCheckBox), false, 'Full Name is required'],
    [field(FieldType.SingleCheckBox), true, undefined],
    [field(FieldType.PhoneNumberTextBox), '', 'Full Name is required'],
    [field(FieldType.Label), undefined, undefined],
  ])('%#: %j', (definition, value, message) => expect(validateRequired(definition, value)).toBe(message));

  it('uses the ErrorMessage, else "{FieldName} is required"', () => {
    expect(requiredMessage({ FieldName: 'Car' })).toBe('Car is required');
    expect(requiredMessage({ FieldName: 'Car', ErrorMessage: 'Pick one' })).toBe('Pick one');
  });

  it.each([[undefined], [null], [''], ['  '], [[]], [false]])('%j is empty', (value) =>
    expect(isEmptyAnswer(value)).toBe(true),
  );
  it.each([[0], ['0'], [['a']], [true]])('%j is not empty', (value) =>
    expect(isEmptyAnswer(value)).toBe(false),
  );
});

describe('checkAnswer: each failed rule carries a stable code beside its spec message', () => {
  it.each([
    [field(FieldType.TextBox), '', 'required', 'Enter Full Name'],
    [field(FieldType.Image, { FieldName: 'Picture' }), '', 'required', 'Select Picture'],
    [field(FieldType.DropDown, { ErrorMessage: 'Choose a car' }), undefined, 'required', 'Choose a car'],
    [field(FieldType.DatePicker), undefined, 'required', 'Full Name is required'],
    [
      field(FieldType.TextBox, { MinLength: 3 }),
      'ab',
      'minLength',
      'A minimum of 3 Characters is required for Full Name',
    ],
    [
      field(FieldType.TextBox, { MaxLength: 2 }),
      'abc',
      'maxLength',
      'A maximun of 2 Characters is required for Full Name',
    ],
    [
      field(FieldType.TextBox, { MinLength: 2, MaxLength: 2 }),
      'abc',
      'exactLength',
      'Exactly 2 Characters are required for Full Name',
    ],
    [field(FieldType.EmailTextBox), 'nope', 'email', 'Invalid Emaill Address'],
    [field(FieldType.Password), 'weak', 'password', PASSWORD_MESSAGE],
    [
      field(FieldType.DatePicker, { MinDate: '2024-01-01' }),
      '2023-12-31',
      'minDate',
      'Date must be greater than 2024-01-01',
    ],
    [
      field(FieldType.DatePicker, { MinDate: '2024-01-01' }),
      undefined,
      'minDate',
      'Date must be greater than 2024-01-01',
    ],
  ])('%#: %j answered %j fails with %s', (definition, value, code, message) =>
    expect(checkAnswer(definition, value)).toEqual({ code, message }),
  );

  it('passes an answer that keeps every rule, and any answer of a field not flagged Required', () => {
    expect(checkAnswer(field(FieldType.TextBox, { MaxLength: 5 }), 'Ada')).toBeUndefined();
    expect(checkAnswer(field(FieldType.TextBox, { Required: false, MaxLength: 1 }), 'Ada')).toBeUndefined();
  });

  it('checks the type rule before the length rule', () =>
    expect(checkAnswer(field(FieldType.EmailTextBox, { MinLength: 20 }), 'nope')?.code).toBe('email'));

  it.each([
    [{ MinLength: 2, MaxLength: 2 }, 'a', 'exactLength'],
    [{ MinLength: 2, MaxLength: 4 }, 'a', 'minLength'],
    [{ MinLength: 2, MaxLength: 4 }, 'abcde', 'maxLength'],
    [{ MinLength: 2, MaxLength: 4 }, 'abc', undefined],
  ])('checkLength %j of %j gives %s', (bounds, value, code) =>
    expect(checkLength(value, { FieldName: 'Code', ...bounds })?.code).toBe(code),
  );
});
