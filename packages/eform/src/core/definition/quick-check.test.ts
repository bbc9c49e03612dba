import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FieldType } from './field-type.ts';
import { passesQuickCheck } from './quick-check.ts';
import {
  fieldOptionSchema,
  fieldSchema,
  formSchema,
  formShape,
  groupSchema,
  optionRequirementSchema,
} from './schema.ts';

/**
 * The quick check must accept exactly what formSchema accepts: it is asked first, and a definition it
 * accepts never reaches formSchema. Tried on a definition with a bit of everything, then on thousands of
 * copies with one to three properties anywhere in it set, added or removed.
 */
const base = () => ({
  FormName: 'Trip',
  EformDisplayType: 0,
  GroupFields: [
    {
      Id: 1,
      GroupName: 'Trip',
      Fields: [
        {
          Id: 1,
          FieldName: 'Kind',
          FieldType: FieldType.Radio,
          MyKey: 'Kind',
          Required: true,
          EformOptions: [
            { Id: 1, OptionName: 'One way' },
            { Id: 2, OptionName: 'Return', DependentFields: ['2'] },
          ],
        },
        {
          Id: 2,
          FieldName: 'Return date',
          FieldType: FieldType.DatePicker,
          MyKey: 'Back',
          DependentOnOption: true,
        },
        {
          Id: 3,
          FieldName: 'Seats',
          FieldType: FieldType.NumberTextBox,
          MinNumber: 1,
          MaxNumber: 8,
          PageWidth: 6,
        },
        { Id: 4, FieldName: 'Fuel', FieldType: FieldType.Range, RangeEnd: 100, RangeStep: 5 },
        {
          Id: 5,
          FieldName: 'Country',
          FieldType: FieldType.DropDown,
          OptionRequirement: {
            API: 'Country',
            Addrress: 'GetCountries',
            EnablePagination: true,
            PageSize: 10,
          },
        },
      ],
    },
    {
      Fields: [
        {
          Id: 6,
          FieldName: 'Stops',
          FieldType: FieldType.TableQuestions,
          MyKey: 'Stops',
          CanAdd: true,
          Eform: {
            GroupFields: [
              {
                Fields: [
                  { Id: 1, FieldName: 'Place', FieldType: FieldType.TextBox, MyKey: 'Place', MinLength: 2 },
                  { Id: 2, FieldName: 'Wait', FieldType: FieldType.NumberTextBox, MyKey: 'Wait' },
                ],
              },
            ],
          },
        },
        {
          Id: 7,
          FieldName: 'Fares',
          FieldType: FieldType.CSVUploader,
          CSVToArrayHeader: [{ Name: 'Route' }],
        },
        { Id: 8, FieldName: 'Phone', FieldType: FieldType.PhoneNumberTextBox, CountryIso: 'NG' },
        { Id: 9, FieldName: 'Trip date', FieldType: FieldType.DatePicker, MinDate: '2025-01-01' },
      ],
    },
  ],
});

/** Every object in a definition, to pick one to change. */
function objectsIn(value: unknown, found: Record<string, unknown>[] = []) {
  if (Array.isArray(value)) for (const item of value) objectsIn(item, found);
  else if (typeof value === 'object' && value !== null) {
    found.push(value as Record<string, unknown>);
    for (const inner of Object.values(value)) objectsIn(inner, found);
  }
  return found;
}

const knownKeys = [
  ...new Set([
    ...Object.keys(formShape),
    ...Object.keys(groupSchema.shape),
    ...Object.keys(fieldSchema.shape),
    ...Object.keys(fieldOptionSchema.shape),
    ...Object.keys(optionRequirementSchema.shape),
  ]),
];
const key = fc.oneof(fc.constantFrom(...knownKeys), fc.constantFrom('Maxlenght', 'Colour', 'toString', 'x'));
const value = fc.oneof(
  fc.constantFrom(undefined, null, true, false, 0, -1, 1, 2, 12, 13, 18, 99, 150, 1.5, Number.NaN),
  fc.constantFrom('', 'x', '1', '2', 'NG', 'NGA', '2025-06-01', 'not a date', 'Kind', 'Place'),
  fc.constantFrom(() => 'Country/GetCountries'),
  // Copies, so a change made inside one run's value never reaches another run.
  fc
    .constantFrom<unknown>(
      [],
      ['1'],
      ['nope'],
      [1, 2],
      {},
      [{}],
      [{ Name: 'A' }],
      [{ Id: 1, OptionName: 'A' }],
      { GroupFields: [] },
      { GroupFields: [{ Fields: [] }] },
      { Fields: [] },
    )
    .map((shape) => structuredClone(shape)),
  fc.integer({ min: -10, max: 200 }),
  fc.string({ maxLength: 4 }),
);
const change = fc.record({
  at: fc.nat(),
  kind: fc.constantFrom('set', 'set', 'delete'),
  key,
  value,
});

describe('passesQuickCheck', () => {
  it('accepts the base definition, as formSchema does', () => {
    expect(formSchema.safeParse(base()).success).toBe(true);
    expect(passesQuickCheck(base())).toBe(true);
  });

  it('says yes exactly when formSchema does, for definitions with properties set, added or removed', () => {
    let refused = 0;
    fc.assert(
      fc.property(fc.array(change, { minLength: 1, maxLength: 3 }), (changes) => {
        const definition = base();
        for (const { at, kind, key, value } of changes) {
          const objects = objectsIn(definition);
          const target = objects[at % objects.length]!;
          if (kind === 'delete') delete target[key];
          else target[key] = value;
        }
        const zodSays = formSchema.safeParse(definition).success;
        if (!zodSays) refused++;
        expect(passesQuickCheck(definition)).toBe(zodSays);
      }),
      { numRuns: 2000 },
    );
    // The generated changes break the definition often enough for the comparison to mean something.
    expect(refused).toBeGreaterThan(500);
    // 2,000 full parses: about 2 s on a quiet 2-core machine, 9 s when it is shared.
  }, 30_000);

  it('refuses what is not a definition', () => {
    for (const notOne of [null, undefined, 1, 'form', [], { GroupFields: 'x' }, { GroupFields: [{}] }])
      expect(passesQuickCheck(notOne)).toBe(false);
  });
});
