import { describe, expect, it, vi } from 'vitest';
import { FieldType } from '../definition/field-type.ts';
import { InvalidDefinitionError } from '../definition/validate-definition.ts';
import { createFormModel } from './create-form-model.ts';
import { field, formOf, rideForm } from './test-forms.ts';

describe('createFormModel: values bound by MyKey', () => {
  it('refuses an invalid definition with readable messages', () =>
    expect(() => createFormModel(formOf([field(1, 18 as never)]))).toThrow(InvalidDefinitionError));

  it('loads each field from values[MyKey], else its DefaultValue', () => {
    const model = createFormModel(
      formOf([
        field(1, FieldType.TextBox, { MyKey: 'Name' }),
        field(2, FieldType.TextBox, { MyKey: 'City', DefaultValue: 'Lagos' }),
        field(3, FieldType.SingleCheckBox, { MyKey: 'IsActive' }),
      ]),
      { values: { Name: 'Ada', IsActive: 'true', Id: 4 } },
    );
    expect(model.getFieldSnapshot(1)).toMatchObject({
      input: 'Ada',
      value: 'Ada',
      placeholder: 'Enter Field 1',
    });
    expect(model.getFieldSnapshot(2).input).toBe('Lagos');
    expect(model.getFieldSnapshot(3)).toMatchObject({
      value: true,
      answer: { UserResponse: 'true', UserResponseInBool: true },
    });
    expect(model.getValues()).toEqual({ Name: 'Ada', City: 'Lagos', IsActive: true, Id: 4 });
  });

  it('clamps numbers to MinNumber and MaxNumber when loading and when answering', () => {
    const model = createFormModel(
      formOf([field(1, FieldType.NumberTextBox, { MyKey: 'Seats', MinNumber: 1, MaxNumber: 7 })]),
      {
        values: { Seats: 12 },
      },
    );
    expect(model.getValues().Seats).toBe(7);
    expect(model.answer(1, '-3')).toMatchObject({
      ok: true,
      answer: { UserResponse: '1', UserResponseInNum: 1 },
    });
    expect(model.getValues().Seats).toBe(1);
  });

  it('trims answers, propagates them to onAnswer and binds them', () => {
    const onAnswer = vi.fn();
    const model = createFormModel(formOf([field(1, FieldType.TextBox, { MyKey: 'Name' })]), { onAnswer });
    model.answer(1, '  Ada  ');
    expect(model.getFieldSnapshot(1)).toMatchObject({ input: '  Ada  ', value: 'Ada', error: undefined });
    expect(onAnswer).toHaveBeenCalledWith(
      { FieldId: 1, FieldTypeId: 1, UserResponse: 'Ada' },
      expect.objectContaining({ value: 'Ada' }),
    );
    expect(model.getValues().Name).toBe('Ada');
  });

  it('shows a failed validation under the field and propagates nothing', () => {
    const onAnswer = vi.fn();
    const model = createFormModel(
      formOf([field(1, FieldType.EmailTextBox, { FieldName: 'Email', MyKey: 'Email', Required: true })]),
      { onAnswer, values: { Email: 'ada@example.com' } },
    );
    expect(model.answer(1, 'ada@')).toEqual({ ok: false, error: 'Invalid Emaill Address', code: 'email' });
    expect(model.getFieldSnapshot(1)).toMatchObject({
      input: 'ada@',
      value: 'ada@example.com',
      error: 'Invalid Emaill Address',
      errorCode: 'email',
    });
    expect(model.getValues().Email).toBe('ada@example.com');
    expect(onAnswer).not.toHaveBeenCalled();
    model.answer(1, 'grace@example.com');
    expect(model.getFieldSnapshot(1).error).toBeUndefined();
    expect(onAnswer).toHaveBeenCalledTimes(1);
  });

  it('does not validate a field that is not Required', () => {
    const model = createFormModel(formOf([field(1, FieldType.EmailTextBox, { MyKey: 'Email' })]));
    expect(model.answer(1, 'not an e-mail').ok).toBe(true);
  });

  it('joins checked options with a comma and a space and keeps their ids', () => {
    const model = createFormModel(
      formOf([
        field(1, FieldType.CheckBox, {
          MyKey: 'Features',
          EformOptions: [
            { Id: 1, OptionName: 'Air conditioning' },
            { Id: 2, OptionName: 'Wi-Fi', Checked: true },
            { Id: 3, OptionName: 'Child seat' },
          ],
        }),
      ]),
    );
    expect(model.getValues().Features).toEqual([2]);
    model.toggleOption(1, 3, true);
    const { answer } = model.toggleOption(1, 1, true) as { answer: unknown };
    expect(answer).toMatchObject({
      UserResponse: 'Wi-Fi, Child seat, Air conditioning',
      UserResponseOptions: ['2', '3', '1'],
    });
    model.toggleOption(1, 2, false);
    expect(model.getValues().Features).toEqual([3, 1]);
  });

  it('records the chosen option of a radio by id and name', () => {
    const model = createFormModel(rideForm());
    expect(model.answer(2, '2')).toMatchObject({
      ok: true,
      answer: { EformFieldOptionId: 2, UserResponse: 'Scheduled' },
    });
    expect(model.getValues().When).toBe(2);
    expect(model.answer(2, '')).toEqual({ ok: true, answer: undefined });
    expect(model.getValues().When).toBe(2);
    model.answer(2, null);
    expect(model.getValues().When).toBeUndefined();
  });

  it('defaults a drop-down without a value to its first option', () => {
    const model = createFormModel(
      formOf([
        field(1, FieldType.DropDown, {
          MyKey: 'Kind',
          EformOptions: [
            { Id: 'a', OptionName: 'A' },
            { Id: 'b', OptionName: 'B' },
          ],
        }),
      ]),
    );
    expect(model.getFieldSnapshot(1).value).toBe('a');
    expect(model.getValues().Kind).toBe('a');
  });

  it('stores the range scaled by 100 over RangeEnd and shows the slider position', () => {
    const model = createFormModel(formOf([field(1, FieldType.Range, { MyKey: 'Level', RangeEnd: 5 })]), {
      values: { Level: 40 },
    });
    expect(model.getFieldSnapshot(1).input).toBe(2);
    model.answer(1, 3);
    expect(model.getValues().Level).toBe(60);
  });

  it('converts dates and date-times to the server format on answer', () => {
    const model = createFormModel(
      formOf([
        field(1, FieldType.DatePicker, { MyKey: 'Day' }),
        field(2, FieldType.DateTimePicker, { MyKey: 'At' }),
      ]),
    );
    model.answer(1, '2024-05-01T00:00:00');
    model.answer(2, new Date(Date.UTC(2024, 4, 1, 9, 30)));
    expect(model.getValues()).toMatchObject({ Day: '2024-05-01', At: '2024-05-01T09:30:00.000Z' });
  });

  it('stores phone numbers in international form with the chosen country', () => {
    const model = createFormModel(
      formOf([field(1, FieldType.PhoneNumberTextBox, { MyKey: 'Phone', Required: true })]),
    );
    expect(model.getFieldSnapshot(1).country).toBe('NG');
    expect(model.setCountry(1, 'gh')).toEqual({ ok: true, answer: expect.anything() });
    expect(model.getFieldSnapshot(1)).toMatchObject({ country: 'GH', error: undefined });
    model.setCountry(1, 'NG');
    model.answer(1, '0803 123 4567');
    expect(model.getValues().Phone).toBe('+2348031234567');
    model.answer(1, '020 7946 0958');
    model.setCountry(1, 'gb');
    expect(model.getValues().Phone).toBe('+442079460958');
    expect(model.answer(1, '1')).toEqual({
      ok: false,
      error: 'The phone number is too short',
      code: 'phone',
    });
    expect(model.getFieldSnapshot(1).errorCode).toBe('phone');
  });

  it('adds list items, ignoring empty input and duplicates', () => {
    const model = createFormModel(formOf([field(1, FieldType.URLList, { MyKey: 'Links' })]));
    model.addToList(1, 'https://a.ng');
    model.addToList(1, ' ');
    model.addToList(1, 'https://a.ng');
    model.addToList(1, 'https://b.ng');
    model.removeFromList(1, 0);
    expect(model.getValues().Links).toEqual(['https://b.ng']);
  });

  it('imports a CSV into rows, or shows the header error', () => {
    const model = createFormModel(
      formOf([
        field(1, FieldType.CSVUploader, {
          MyKey: 'Drivers',
          CSVToArrayHeader: [{ Name: 'Name' }, { Name: 'Age', IsNumber: true }],
        }),
      ]),
    );
    expect(model.importCsv(1, 'Nmae,Age\nAda,3')).toEqual({
      ok: false,
      error: 'Invalid Field Name. Kindly use the sample provided or use the exact header name. Thank you',
      code: 'csvHeader',
    });
    expect(model.getFieldSnapshot(1).errorCode).toBe('csvHeader');
    expect(model.getFieldSnapshot(1).error).toBe(
      'Invalid Field Name. Kindly use the sample provided or use the exact header name. Thank you',
    );
    model.importCsv(1, 'Name,Age\nAda,36\n\n');
    expect(model.getValues().Drivers).toEqual([{ Name: 'Ada', Age: 36 }]);
    expect(model.getFieldSnapshot(1).error).toBeUndefined();
    expect(model.getFieldSnapshot(1).errorCode).toBeUndefined();
  });

  it('says Save for an empty identifier and Update otherwise', () => {
    const model = createFormModel(rideForm(), { values: { Id: '00000000-0000-0000-0000-000000000000' } });
    expect(model.getSnapshot().saveMode).toBe('Save');
    model.setValues({ Id: 12, Surname: 'Okafor' });
    expect(model.getSnapshot().saveMode).toBe('Update');
    expect(model.getFieldSnapshot(1).input).toBe('Okafor');
  });

  it('validates every field on the page at once, skipping hidden dependent fields', () => {
    const form = rideForm();
    form.GroupFields[0]!.Fields[2]!.Required = true;
    const model = createFormModel(form);
    expect(model.validate()).toEqual({ valid: false, errors: { '1': 'Enter Surname' } });
    expect(model.getFieldSnapshot(1).error).toBe('Enter Surname');
    model.answer(1, 'Okafor');
    expect(model.validate()).toEqual({ valid: true, errors: {} });
    model.answer(2, 2);
    expect(model.validate()).toEqual({ valid: false, errors: { '3': 'Pick-up Date is required' } });
  });

  it("shows a single check box's dependent fields while it is ticked (its option 'true')", () => {
    const model = createFormModel(
      formOf([
        field(1, FieldType.SingleCheckBox, {
          MyKey: 'IsDriver',
          EformOptions: [{ Id: 'true', OptionName: 'Yes', DependentFields: [2] }],
        }),
        field(2, FieldType.DatePicker, { MyKey: 'LicenseExpiryDate', DependentOnOption: true }),
      ]),
    );
    expect(model.getFieldSnapshot(2).visible).toBe(false);
    model.answer(1, true);
    expect(model.getFieldSnapshot(2).visible).toBe(true);
    model.answer(1, false);
    expect(model.getFieldSnapshot(2).visible).toBe(false);
  });

  it('gives the answers of the fields on the page', () => {
    const model = createFormModel(rideForm(), { values: { Surname: 'Okafor', PickUpDate: '2024-05-01' } });
    expect(model.getAnswers().map((a) => a.FieldId)).toEqual([1, 2, 4]);
    model.answer(2, 2);
    expect(model.getAnswers().map((a) => a.FieldId)).toEqual([1, 2, 3, 4]);
  });

  it('marks fields read-only in view mode (form or field)', () => {
    const model = createFormModel(
      formOf([field(1, FieldType.TextBox), field(2, FieldType.TextBox, { IsViewModel: true })]),
    );
    expect([model.getFieldSnapshot(1).readOnly, model.getFieldSnapshot(2).readOnly]).toEqual([false, true]);
    expect(
      createFormModel(formOf([field(1, FieldType.TextBox)]), { readOnly: true }).getFieldSnapshot(1).readOnly,
    ).toBe(true);
  });

  it('shows the success message once succeeded', () => {
    const model = createFormModel(rideForm());
    model.setSucceeded(true);
    expect(model.getSnapshot().succeeded).toBe(true);
  });
});
