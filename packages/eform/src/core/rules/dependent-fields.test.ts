import { describe, expect, it } from 'vitest';
import { FieldType } from '../definition/field-type.ts';
import type { Field } from '../definition/types.ts';
import {
  buildDependencyIndex,
  isDependentFieldShown,
  type KeyedField,
  shownFieldKeys,
} from './dependent-fields.ts';

const radio = (Id: number, options: [number, (string | number)[]][]): Field => ({
  Id,
  FieldName: `Radio ${Id}`,
  FieldType: FieldType.Radio,
  EformOptions: options.map(([id, deps]) => ({
    Id: id,
    OptionName: `O${id}`,
    IncludeDependentFields: true,
    DependentFields: deps,
  })),
});
const dependent = (Id: number, more: Partial<Field> = {}): Field => ({
  Id,
  FieldName: `Dependent ${Id}`,
  FieldType: FieldType.TextBox,
  DependentOnOption: true,
  ...more,
});
const keyed = (fields: Field[]): KeyedField[] => fields.map((field) => ({ key: String(field.Id), field }));
const shown = (fields: Field[], chosen: Record<string, string[]>) =>
  [
    ...shownFieldKeys(
      keyed(fields),
      buildDependencyIndex(keyed(fields)),
      (key) => new Set(chosen[key] ?? []),
    ),
  ].sort();

describe('spec 000 §4 dependent fields', () => {
  const fields = [
    radio(1, [
      [11, [3]],
      [12, []],
    ]),
    radio(2, [[21, [3, 'company']]]),
    dependent(3),
    dependent(4, { Dependentkey: 'company' }),
  ];

  it('shows a dependent field only when an option listing it is chosen', () => {
    expect(shown(fields, {})).toEqual(['1', '2']);
    expect(shown(fields, { '1': ['12'] })).toEqual(['1', '2']);
    expect(shown(fields, { '1': ['11'] })).toEqual(['1', '2', '3']);
    expect(shown(fields, { '2': ['21'] })).toEqual(['1', '2', '3', '4']);
  });

  it('with RequireFullConditions, shows it only when every option listing it is chosen', () => {
    const strict = [fields[0]!, fields[1]!, dependent(3, { RequireFullConditions: true })];
    expect(shown(strict, { '1': ['11'] })).toEqual(['1', '2']);
    expect(shown(strict, { '1': ['11'], '2': ['21'] })).toEqual(['1', '2', '3']);
  });

  it('hides a chain together: an option of a hidden field counts as not chosen', () => {
    const chain = [
      radio(1, [[11, [2]]]),
      { ...radio(2, [[21, [3]]]), DependentOnOption: true },
      dependent(3),
    ];
    expect(shown(chain, { '2': ['21'] })).toEqual(['1']);
    expect(shown(chain, { '1': ['11'], '2': ['21'] })).toEqual(['1', '2', '3']);
  });

  it('ignores an option whose IncludeDependentFields is false', () => {
    const off = [
      {
        ...radio(1, []),
        EformOptions: [{ Id: 1, OptionName: 'x', IncludeDependentFields: false, DependentFields: [2] }],
      },
      dependent(2),
    ];
    expect(shown(off, { '1': ['1'] })).toEqual(['1']);
  });

  it('always shows a field that is not dependent', () =>
    expect(isDependentFieldShown({ Id: 1, FieldName: 'x', FieldType: 1 }, [], () => false)).toBe(true));
});
