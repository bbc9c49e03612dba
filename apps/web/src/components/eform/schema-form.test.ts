import { createCountryRequest, createStateRequest } from '@wayfare/contracts';
import { createFormModel, FieldType, type Form } from '@wayfare/eform/core';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { schemaKeys, withSchemaLimits } from './schema-limits.ts';
import { withServerErrors } from './server-errors.ts';

const text = (Id: number, FieldName: string, MyKey: string) => ({
  Id,
  FieldName,
  MyKey,
  FieldType: FieldType.TextBox,
});
const countryForm: Form = {
  FormName: 'Country',
  GroupFields: [
    {
      Id: 'g',
      Fields: [
        text(1, 'Name', 'Name'),
        text(2, 'Two-Letter ISO Code', 'TwoLetterIsoCode'),
        text(3, 'Note', 'Note'),
      ],
    },
  ],
};
const fieldsOf = (form: Form) => form.GroupFields.flatMap((group) => group.Fields);

describe('withSchemaLimits', () => {
  it('reads Required and the length limits from the body schema, by MyKey', () => {
    const [name, iso, note] = fieldsOf(withSchemaLimits(countryForm, createCountryRequest));
    expect(name).toMatchObject({ Required: true, MaxLength: 100, Maxlength: 100 });
    expect(name?.MinLength).toBeUndefined(); // a minimum of 1 is what Required asks
    expect(iso).toMatchObject({ Required: true, MinLength: 2, MaxLength: 2, Maxlength: 2 });
    expect(note).toEqual(text(3, 'Note', 'Note')); // not a property of the call: left as written
  });

  it('asks in the spec words the server would refuse', () => {
    const model = createFormModel(withSchemaLimits(countryForm, createCountryRequest), { values: { Id: 0 } });
    expect(model.validate().errors).toEqual({ 1: 'Enter Name', 2: 'Enter Two-Letter ISO Code' });
    expect(model.answer(2, 'N')).toEqual({
      ok: false,
      error: 'Exactly 2 Characters are required for Two-Letter ISO Code',
    });
    expect(model.answer(1, 'x'.repeat(101))).toEqual({
      ok: false,
      error: 'A maximun of 100 Characters is required for Name',
    });
  });

  it('leaves optional properties optional and takes number limits for number boxes', () => {
    const body = z.object({ Seats: z.number().int().min(1).max(8), Remark: z.string().max(50).optional() });
    const form: Form = {
      FormName: 'Car',
      GroupFields: [
        {
          Id: 'g',
          Fields: [
            { Id: 1, FieldName: 'Seats', MyKey: 'Seats', FieldType: FieldType.NumberTextBox },
            text(2, 'Remark', 'Remark'),
          ],
        },
      ],
    };
    const [seats, remark] = fieldsOf(withSchemaLimits(form, body));
    expect(seats).toMatchObject({ Required: true, MinNumber: 1, MaxNumber: 8 });
    expect(remark).toMatchObject({ Required: false, MaxLength: 50 });
  });
});

describe('schemaKeys', () => {
  it("lists the properties a call's body takes", () => {
    expect(schemaKeys(createStateRequest)).toEqual(['Id', 'Name', 'CountryId', 'Enable']);
  });
});

describe('withServerErrors', () => {
  it("shows a refusal's message under the field bound to its property, until that field changes", () => {
    const model = withServerErrors(createFormModel(countryForm, { values: { Id: 0, Name: 'Ghana' } }));
    const told = vi.fn();
    model.subscribeField(1, told);
    const unmatched = model.setServerErrors({
      Name: ['A country named Ghana already exists'],
      Elsewhere: ['Not a field of this form'],
    });
    expect(model.getFieldSnapshot(1).error).toBe('A country named Ghana already exists');
    expect(model.getFieldSnapshot(1)).toBe(model.getFieldSnapshot(1)); // stable for React
    expect(told).toHaveBeenCalled();
    expect(unmatched).toEqual({ Elsewhere: ['Not a field of this form'] });
    expect(model.getFieldSnapshot(2).error).toBeUndefined();

    model.answer(1, 'Benin');
    expect(model.getFieldSnapshot(1).error).toBeUndefined();
  });

  it("replaces the last save's messages with the next one's", () => {
    const model = withServerErrors(createFormModel(countryForm, { values: { Id: 0 } }));
    model.setServerErrors({ Name: 'Taken' });
    model.setServerErrors({ TwoLetterIsoCode: ['Another country already has the two-letter ISO code NG'] });
    expect(model.getFieldSnapshot(1).error).toBeUndefined();
    expect(model.getFieldSnapshot(2).error).toBe('Another country already has the two-letter ISO code NG');
  });
});
