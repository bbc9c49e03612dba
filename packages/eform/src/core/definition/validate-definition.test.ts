import { describe, expect, it } from 'vitest';
import { FieldType } from './field-type.ts';
import type { Form } from './types.ts';
import { assertDefinition, InvalidDefinitionError, validateDefinition } from './validate-definition.ts';

const form = (fields: unknown[], extra: Record<string, unknown> = {}) => ({
  GroupFields: [{ Fields: fields }],
  ...extra,
});
const text = (Id: number, more: Record<string, unknown> = {}) => ({
  Id,
  FieldName: `Field ${Id}`,
  FieldType: 1,
  ...more,
});

describe('validateDefinition', () => {
  it('accepts a definition using every field type and display type', () => {
    const fields = Object.values(FieldType).map((type, i) => ({
      Id: i + 1,
      FieldName: `F${i}`,
      FieldType: type,
      ...(type === FieldType.CollapsibleQuestions || type === FieldType.TableQuestions
        ? { Eform: { GroupFields: [{ Fields: [text(1)] }] } }
        : {}),
    }));
    for (const EformDisplayType of [0, 1, 2, 3])
      expect(validateDefinition(form(fields, { EformDisplayType })).ok).toBe(true);
  });

  it('keeps the caller’s own object, functions included', () => {
    const countriesAddress = () => 'Country/GetCountries';
    const definition: Form = form([
      text(1, { FieldType: 5, OptionRequirement: { AddrressFunction: countriesAddress } }),
    ]) as Form;
    const check = validateDefinition(definition);
    expect(check.ok && check.definition).toBe(definition);
  });

  it.each([
    [
      form([text(1), text(2), text(3, { FieldType: 18 })]),
      'GroupFields[0].Fields[2].FieldType: 18 is not a field type',
    ],
    [
      form([text(1)], { EformDisplayType: 9 }),
      'EformDisplayType: 9 is not a display type (Regular 0, Tabular 1, Tab_By_Tab_Question 2, One_By_One_Question 3)',
    ],
    [form([text(1, { Maxlenght: 3 })]), 'GroupFields[0].Fields[0].Maxlenght: is not a known property'],
    [form([{ Id: 1, FieldType: 1 }]), 'GroupFields[0].Fields[0].FieldName: is required'],
    [form([text(1, { PageWidth: 13 })]), 'GroupFields[0].Fields[0].PageWidth: must be 0 to 12 columns'],
    [
      form([text(1, { FieldType: 24, RangeEnd: 150 })]),
      'GroupFields[0].Fields[0].RangeEnd: must be at most 100',
    ],
    [form([text(1), text(1)]), 'GroupFields[0].Fields[1].Id: 1 is the Id of GroupFields[0].Fields[0] too'],
    [
      form([text(1, { MyKey: 'Name' }), text(2, { MyKey: 'Name' })]),
      "GroupFields[0].Fields[1].MyKey: 'Name' is bound by GroupFields[0].Fields[0] too",
    ],
    [
      form([text(1, { MinNumber: 5, MaxNumber: 2 })]),
      'GroupFields[0].Fields[0].MinNumber: 5 is above MaxNumber 2',
    ],
    [
      form([text(1, { MinLength: 9, MaxLength: 2 })]),
      'GroupFields[0].Fields[0].MinLength: 9 is above MaxLength 2',
    ],
    [
      form([text(1, { FieldType: 26 })]),
      'GroupFields[0].Fields[0].Eform: a repeatable field needs Eform.GroupFields as its item template',
    ],
    [
      form([
        text(1, { FieldType: 3, EformOptions: [{ Id: 1, OptionName: 'Yes', DependentFields: ['nope'] }] }),
      ]),
      "GroupFields[0].Fields[0].EformOptions[0].DependentFields[0]: no field has the dependent key 'nope'",
    ],
    [
      form([text(1, { DependentOnOption: true })]),
      "GroupFields[0].Fields[0].DependentOnOption: no option lists '1' in DependentFields, so the field never shows",
    ],
    [
      form([text(1, { FieldType: 31, Eform: { GroupFields: [{ Fields: [text(1, { FieldType: 99 })] }] } })]),
      'GroupFields[0].Fields[0].Eform.GroupFields[0].Fields[0].FieldType: 99 is not a field type',
    ],
    [
      form([text(1, { OptionRequirement: { AddrressFunction: 'x' } })]),
      'GroupFields[0].Fields[0].OptionRequirement.AddrressFunction: expected a function',
    ],
    [{ GroupFields: 'x' }, 'GroupFields: Invalid input: expected array, received string'],
  ])('reports what is wrong with its path: %#', (definition, message) => {
    const check = validateDefinition(definition);
    expect(check.ok).toBe(false);
    expect(check.ok ? [] : check.errors).toContain(message);
  });

  it('assertDefinition throws every problem at once', () => {
    const attempt = () => assertDefinition(form([text(1, { FieldType: 18 }), text(1)]));
    expect(attempt).toThrow(InvalidDefinitionError);
    expect(attempt).toThrow(/FieldType: 18 is not a field type\n.*Id: 1 is the Id/);
  });
});
