import { createCityRequest, createCountryRequest, registerRequest, requiredText } from '@wayfare/contracts';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createFormModel } from '../model/create-form-model.ts';
import { field, formOf } from '../model/test-forms.ts';
import { FieldType } from './field-type.ts';
import { assertDefinition } from './validate-definition.ts';
import { withSchemaLimits } from './with-schema-limits.ts';

const fieldsOf = (form: ReturnType<typeof formOf>) => form.GroupFields[0]!.Fields;

/** The Country form as an admin screen would write it, with texts but no hand-written limits. */
const countryForm = () =>
  formOf([
    field(1, FieldType.TextBox, {
      FieldName: 'Name',
      MyKey: 'Name',
      PlaceHolder: 'Country name',
      ErrorMessage: 'Name the country',
    }),
    field(2, FieldType.TextBox, {
      FieldName: 'Two-Letter ISO Code',
      MyKey: 'TwoLetterIsoCode',
      MinLength: 2,
      MaxLength: 2,
    }),
    field(3, FieldType.SingleCheckBox, { FieldName: 'Enabled', MyKey: 'Enable', Required: true }),
    field(4, FieldType.Label, { FieldName: 'Help' }),
  ]);

describe('withSchemaLimits: a form takes its limits from the call’s body schema', () => {
  it("gives the Country form's Name Required and MaxLength 100, keeping its texts", () => {
    const [name] = fieldsOf(withSchemaLimits(countryForm(), createCountryRequest));
    expect(name).toEqual({
      Id: 1,
      FieldName: 'Name',
      FieldType: FieldType.TextBox,
      MyKey: 'Name',
      PlaceHolder: 'Country name',
      ErrorMessage: 'Name the country',
      Required: true,
      MaxLength: 100,
    });
  });

  it('keeps the definition’s own limits where the schema says nothing (the ISO code’s two letters)', () =>
    expect(fieldsOf(withSchemaLimits(countryForm(), createCountryRequest))[1]).toMatchObject({
      Required: true,
      MinLength: 2,
      MaxLength: 2,
    }));

  it('lets the schema’s word win over the definition’s', () => {
    const form = formOf([
      field(1, FieldType.TextBox, { MyKey: 'Name', MaxLength: 20, Required: true }),
      field(2, FieldType.TextBox, { MyKey: 'MiddleName', Required: true }),
    ]);
    const limited = fieldsOf(
      withSchemaLimits(form, z.object({ Name: z.string().max(60), MiddleName: z.string().optional() })),
    );
    expect(limited[0]).toMatchObject({ MaxLength: 60, Required: true });
    expect(limited[1]!.Required).toBe(false);
  });

  it('leaves a check box bound to a boolean property with its own Required, and labels alone', () => {
    const limited = fieldsOf(
      withSchemaLimits(countryForm(), z.object({ Enable: z.boolean(), Help: z.string() })),
    );
    expect(limited[2]!.Required).toBe(true);
    expect(limited[3]).toEqual({ Id: 4, FieldName: 'Help', FieldType: FieldType.Label });
  });

  it('gives number fields MinNumber and MaxNumber, and choice fields only Required', () => {
    const form = formOf([
      field(1, FieldType.NumberTextBox, { MyKey: 'StateId' }),
      field(2, FieldType.DropDown, { MyKey: 'CountryId', EformOptions: [{ Id: 1, OptionName: 'Nigeria' }] }),
      field(3, FieldType.TextBox, { MyKey: 'CountryId2' }),
    ]);
    const limited = fieldsOf(withSchemaLimits(form, createCityRequest));
    expect(limited[0]).toMatchObject({ Required: true, MinNumber: 1, MaxNumber: 2147483647 });
    expect(limited[1]).toMatchObject({ Required: true });
    expect(limited[1]).not.toHaveProperty('MinNumber');
    expect(limited[2]).toEqual(form.GroupFields[0]!.Fields[2]);
  });

  it('matches MyKey to the property without regard to case', () =>
    expect(
      fieldsOf(
        withSchemaLimits(formOf([field(1, FieldType.TextBox, { MyKey: 'surname' })]), registerRequest),
      )[0],
    ).toMatchObject({
      Required: true,
      MaxLength: 100,
    }));

  it('limits the item fields of a repeatable group from the array’s items', () => {
    const form = formOf([
      field(1, FieldType.TableQuestions, {
        MyKey: 'Stops',
        Eform: {
          GroupFields: [{ Fields: [field(1, FieldType.TextBox, { FieldName: 'Place', MyKey: 'Name' })] }],
        },
      }),
    ]);
    const schema = z.object({ Stops: z.array(z.object({ Name: requiredText('Name', 50) })) });
    const stops = fieldsOf(withSchemaLimits(form, schema))[0]!;
    expect(stops.Required).toBeUndefined();
    expect(stops.Eform!.GroupFields[0]!.Fields[0]).toMatchObject({
      FieldName: 'Place',
      Required: true,
      MaxLength: 50,
    });
  });

  it('gives a valid definition and leaves the one it was given unchanged', () => {
    const form = countryForm();
    const before = structuredClone(form);
    assertDefinition(withSchemaLimits(form, createCountryRequest));
    expect(form).toEqual(before);
  });

  it('makes the model refuse what the server would refuse, with the spec’s message', () => {
    const model = createFormModel(withSchemaLimits(countryForm(), createCountryRequest));
    expect(model.answer(1, 'x'.repeat(101))).toEqual({
      ok: false,
      error: 'A maximun of 100 Characters is required for Name',
      code: 'maxLength',
    });
    expect(model.answer(1, '')).toMatchObject({ ok: false, error: 'Enter Name', code: 'required' });
  });

  it('keeps fields bound to no property as the same objects', () => {
    const form = formOf([field(1, FieldType.TextBox, { MyKey: 'Nickname' })]);
    expect(fieldsOf(withSchemaLimits(form, createCountryRequest))[0]).toBe(form.GroupFields[0]!.Fields[0]);
  });
});
