import { describe, expect, it } from 'vitest';
import { FieldType } from '../definition/field-type.ts';
import type { Field } from '../definition/types.ts';
import { type ErrorCode, errorCodes } from '../rules/error-codes.ts';
import { createFormModel } from './create-form-model.ts';
import { field, formOf } from './test-forms.ts';
import type { FormModel } from './types.ts';

const required = (type: Field['FieldType'], more: Partial<Field> = {}) =>
  createFormModel(formOf([field(1, type, { FieldName: 'Code', MyKey: 'Code', Required: true, ...more })]));

/** One way to earn each code through the model; the snapshot's errorCode is read after `act`. */
const cases: [ErrorCode, () => FormModel, (model: FormModel) => void][] = [
  ['required', () => required(FieldType.TextBox), (m) => m.answer(1, ' ')],
  ['minLength', () => required(FieldType.TextBox, { MinLength: 3 }), (m) => m.answer(1, 'ab')],
  ['maxLength', () => required(FieldType.TextArea, { MaxLength: 2 }), (m) => m.answer(1, 'abc')],
  ['exactLength', () => required(FieldType.TextBox, { MinLength: 2, MaxLength: 2 }), (m) => m.answer(1, 'a')],
  ['email', () => required(FieldType.EmailTextBox), (m) => m.answer(1, 'ada@')],
  ['password', () => required(FieldType.Password), (m) => m.answer(1, 'password')],
  [
    'minDate',
    () => required(FieldType.DatePicker, { MinDate: '2024-05-01' }),
    (m) => m.answer(1, '2024-05-01'),
  ],
  ['phone', () => required(FieldType.PhoneNumberTextBox), (m) => m.answer(1, '1')],
  [
    'csvHeader',
    () => required(FieldType.CSVUploader, { CSVToArrayHeader: [{ Name: 'Name' }] }),
    (m) => m.importCsv(1, 'Nmae\nAda'),
  ],
  [
    'csvNumber',
    () => required(FieldType.CSVUploader, { CSVToArrayHeader: [{ Name: 'Age', IsNumber: true }] }),
    (m) => m.importCsv(1, 'Age\nold'),
  ],
  ['server', () => required(FieldType.TextBox), (m) => m.setServerErrors({ Code: ['Taken'] })],
];

describe('error codes on the field snapshot', () => {
  it.each(cases)('%s', (code, build, act) => {
    const model = build();
    act(model);
    expect(model.getFieldSnapshot(1).errorCode).toBe(code);
  });

  it('has a case above for every code the engine declares', () =>
    expect(cases.map(([code]) => code).sort()).toEqual([...errorCodes].sort()));

  it('gives validate() failures their code too', () => {
    const model = required(FieldType.EmailTextBox, { MaxLength: 3 });
    model.validate();
    expect(model.getFieldSnapshot(1).errorCode).toBe('email');
  });
});
