import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FieldType, fieldTypeName } from './definition/field-type.ts';
import type { Field } from './definition/types.ts';
import { normaliseInput } from './model/field-input.ts';
import { loadFieldValue } from './model/load-value.ts';
import { clampNumber, normaliseRating, RANGE_MAXIMUM, scaleRange, trimAnswer } from './rules/normalise.ts';
import { validateRequired } from './rules/validate-answer.ts';

const finite = fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e9, max: 1e9 });

describe('normalisers never leave their bounds', () => {
  it('trimming leaves no outer white space and is stable', () =>
    fc.assert(
      fc.property(fc.string(), (text) => {
        const trimmed = trimAnswer(text);
        expect(trimmed).toBe(trimmed.trim());
        expect(trimAnswer(trimmed)).toBe(trimmed);
      }),
    ));

  it('clamping stays within MinNumber and MaxNumber', () =>
    fc.assert(
      fc.property(finite, finite, finite, (value, a, b) => {
        const [min, max] = a <= b ? [a, b] : [b, a];
        const clamped = clampNumber(value, min, max);
        expect(clamped).toBeGreaterThanOrEqual(min);
        expect(clamped).toBeLessThanOrEqual(max);
        if (value >= min && value <= max) expect(clamped).toBe(value);
      }),
    ));

  it('scaling a range position stays within 0 and 100', () =>
    fc.assert(
      fc.property(finite, fc.double({ min: 0.01, max: RANGE_MAXIMUM, noNaN: true }), (position, rangeEnd) => {
        const stored = scaleRange(position, rangeEnd);
        expect(stored).toBeGreaterThanOrEqual(0);
        expect(stored).toBeLessThanOrEqual(RANGE_MAXIMUM);
      }),
    ));

  it('a rating is a whole number of stars from 1 to 5, or none', () =>
    fc.assert(
      fc.property(fc.oneof(finite, fc.string()), (input) => {
        const stars = normaliseRating(input);
        if (stars !== undefined) expect([1, 2, 3, 4, 5]).toContain(stars);
      }),
    ));
});

const base = { Id: 1, FieldName: 'Answer', Required: true } as const;
const cases: { field: Field; input: fc.Arbitrary<unknown> }[] = [
  {
    field: { ...base, FieldType: FieldType.TextBox, MinLength: 2, MaxLength: 12 },
    input: fc.string({ maxLength: 16 }),
  },
  { field: { ...base, FieldType: FieldType.Password }, input: fc.string({ minLength: 6, maxLength: 14 }) },
  { field: { ...base, FieldType: FieldType.EmailTextBox }, input: fc.oneof(fc.emailAddress(), fc.string()) },
  {
    field: { ...base, FieldType: FieldType.NumberTextBox, MinNumber: -5, MaxNumber: 50 },
    input: fc.oneof(finite, fc.string()),
  },
  {
    field: { ...base, FieldType: FieldType.Range, RangeStart: 0, RangeEnd: 7 },
    input: fc.double({ min: -10, max: 20, noNaN: true }),
  },
  { field: { ...base, FieldType: FieldType.Rating }, input: fc.integer({ min: -2, max: 9 }) },
  { field: { ...base, FieldType: FieldType.SingleCheckBox }, input: fc.boolean() },
  {
    field: { ...base, FieldType: FieldType.DatePicker, MinDate: '2000-01-01' },
    input: fc.date({ noInvalidDate: true }),
  },
  {
    field: { ...base, FieldType: FieldType.DateTimePicker },
    input: fc.date({ noInvalidDate: true, min: new Date(0) }),
  },
  {
    field: { ...base, FieldType: FieldType.TextList },
    input: fc.array(fc.string({ maxLength: 5 }), { maxLength: 6 }),
  },
  { field: { ...base, FieldType: FieldType.PhoneNumberTextBox }, input: fc.stringMatching(/^0[789]0\d{8}$/) },
];

describe('a value that validates once validates again after a round trip through its answer', () => {
  it.each(cases.map((c) => [fieldTypeName(c.field.FieldType), c] as const))('%s', (_, { field, input }) =>
    fc.assert(
      fc.property(input, (raw) => {
        const context = { options: [], country: 'NG' };
        const first = normaliseInput(field, raw as never, context);
        if (!first.ok || validateRequired(field, first.value) !== undefined) return;
        const loaded = loadFieldValue(field, first.value, []);
        const again = normaliseInput(field, loaded.input, context);
        expect(again.ok).toBe(true);
        if (!again.ok) return;
        expect(validateRequired(field, again.value)).toBeUndefined();
        if (typeof first.value === 'number') expect(again.value as number).toBeCloseTo(first.value, 4);
        else expect(again.value).toEqual(first.value);
      }),
      { numRuns: 300 },
    ),
  );
});
