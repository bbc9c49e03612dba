import {
  type Field,
  FieldType,
  fieldKind,
  itemTemplateFields,
  validateDefinition,
} from '@wayfare/eform/core';
import { describe, expect, it } from 'vitest';
import { definitionText, parseDefinition } from '../definition/parse-definition.ts';
import { PROFILE_PICTURE_FIELD } from './every-field-type/every-field-type.ts';
import { exampleNamed, playgroundExamples } from './index.ts';

const fieldsOf = (fields: readonly Field[]): Field[] =>
  fields.flatMap((field) =>
    fieldKind(field.FieldType) === 'repeatable' ? [field, ...fieldsOf(itemTemplateFields(field))] : [field],
  );
const allFields = playgroundExamples.flatMap((example) =>
  fieldsOf(example.definition.GroupFields.flatMap((group) => group.Fields)),
);

describe('the playground examples', () => {
  it.each(playgroundExamples.map((example) => [example.name, example] as const))(
    '%s is a valid definition that survives its trip through the editor as JSON',
    (_name, example) => {
      expect(validateDefinition(example.definition)).toEqual({ ok: true, definition: example.definition });
      const check = parseDefinition(definitionText(example.definition));
      expect(check.ok && check.definition).toEqual(example.definition);
    },
  );

  it('use every field type between them (spec 000 §3.1: 1 to 33, 18 unused)', () => {
    const used = new Set(allFields.map((field) => field.FieldType));
    expect([...used].sort((a, b) => a - b)).toEqual(Object.values(FieldType).sort((a, b) => a - b));
    // 'Every field type' alone has them all.
    const every = exampleNamed('Every field type')!.definition.GroupFields.flatMap((group) => group.Fields);
    expect(new Set(every.map((field) => field.FieldType)).size).toBe(32);
  });

  it('have dependent fields, one of them shown only with all its conditions', () => {
    const dependent = allFields.filter((field) => field.DependentOnOption);
    expect(dependent.length).toBeGreaterThanOrEqual(2);
    expect(dependent.some((field) => field.RequireFullConditions)).toBe(true);
  });

  it('page an option list of countries served by the API', () => {
    const paged = allFields.filter((field) => field.OptionRequirement?.EnablePagination);
    expect(paged.map((field) => [field.FieldName, field.OptionRequirement?.Addrress])).toContainEqual([
      'Countries',
      'Country/GetCountries',
    ]);
  });

  it('have a table group whose items can be added, reordered and deleted, a collapsible group and a CSV import', () => {
    expect(allFields).toContainEqual(
      expect.objectContaining({
        FieldType: FieldType.TableQuestions,
        CanAdd: true,
        CanDelete: true,
        ListOrderPropertyName: 'Order',
      }),
    );
    expect(allFields.some((field) => field.FieldType === FieldType.CollapsibleQuestions)).toBe(true);
    expect(
      allFields.some((field) => field.FieldType === FieldType.CSVUploader && field.CSVToArrayHeader),
    ).toBe(true);
  });

  it("offer the file manager's Image field in 'Every field type'", () => {
    const every = exampleNamed('Every field type')!.definition.GroupFields.flatMap((group) => group.Fields);
    expect(every.find((field) => field.FieldName === PROFILE_PICTURE_FIELD)?.FieldType).toBe(FieldType.Image);
  });

  it('have unique names', () => {
    const names = playgroundExamples.map((example) => example.name);
    expect(new Set(names).size).toBe(names.length);
  });
});
