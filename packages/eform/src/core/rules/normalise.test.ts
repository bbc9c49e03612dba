import { describe, expect, it } from 'vitest';
import {
  clampNumber,
  joinCheckBoxAnswers,
  normaliseRating,
  parseBoolean,
  parseNumber,
  rangePosition,
  scaleRange,
  singleCheckBoxResponse,
  toServerDate,
  toServerDateTime,
  trimAnswer,
} from './normalise.ts';

describe('spec 000 §5 value handling', () => {
  it('trims answers', () => expect(trimAnswer('  Ada Lovelace \n')).toBe('Ada Lovelace'));

  it.each([
    [5, 1, 10, 5],
    [-3, 1, 10, 1],
    [42, 1, 10, 10],
    [42, undefined, 10, 10],
    [-42, 0, undefined, 0],
    [7, undefined, undefined, 7],
  ])('clamps %d to [%s, %s]', (value, min, max, expected) =>
    expect(clampNumber(value, min, max)).toBe(expected),
  );

  it.each([
    ['12.5', 12.5],
    [' 7 ', 7],
    [3, 3],
    ['', undefined],
    ['abc', undefined],
    [Number.NaN, undefined],
    [null, undefined],
  ])('reads the number of %j', (input, expected) => expect(parseNumber(input)).toBe(expected));

  it.each([
    [3, 5, 60],
    [5, 5, 100],
    [50, 100, 50],
    [0, 10, 0],
    [12, 10, 100],
  ])(
    'stores range position %d of RangeEnd %d as %d (scaled by 100 over RangeEnd, maximum 100)',
    (position, end, stored) => expect(scaleRange(position, end)).toBe(stored),
  );

  it('gives back the slider position of a stored range value', () => {
    expect(rangePosition(60, 0, 5)).toBe(3);
    expect(rangePosition(100, 0, 20)).toBe(20);
  });

  it.each([
    [3, 3],
    [4.6, 5],
    [9, 5],
    [0, undefined],
    [-2, undefined],
    [undefined, undefined],
    ['4', 4],
  ])('keeps rating %j within 1-5 as %j', (input, expected) => expect(normaliseRating(input)).toBe(expected));

  it("stores a single check box as 'true' or 'false'", () => {
    expect(singleCheckBoxResponse(true)).toBe('true');
    expect(singleCheckBoxResponse(false)).toBe('false');
    expect([true, 'true', 'True', 1].map(parseBoolean)).toEqual([true, true, true, true]);
    expect([false, 'false', '', 0, undefined].map(parseBoolean)).toEqual([false, false, false, false, false]);
  });

  it('joins check box answers with a comma and a space', () =>
    expect(joinCheckBoxAnswers(['Sedan', 'SUV', 'Bus'])).toBe('Sedan, SUV, Bus'));

  it.each([
    ['2024-05-01', '2024-05-01'],
    [' 2024-05-01T23:30:00.000Z ', '2024-05-01'],
    [new Date(2024, 4, 1, 23, 59), '2024-05-01'],
    ['2024-02-30', undefined],
    ['yesterday', undefined],
    ['', undefined],
    [undefined, undefined],
  ])('converts the date %j to the server format', (input, expected) =>
    expect(toServerDate(input)).toBe(expected),
  );

  it.each([
    ['2024-05-01T13:45:00.000Z', '2024-05-01T13:45:00.000Z'],
    ['2024-05-01T14:45:00+01:00', '2024-05-01T13:45:00.000Z'],
    [new Date(Date.UTC(2024, 4, 1, 13, 45)), '2024-05-01T13:45:00.000Z'],
    ['2024-13-01T10:00', undefined],
    ['not a date', undefined],
    ['', undefined],
  ])('converts the date-time %j to the server format (ISO 8601, UTC)', (input, expected) =>
    expect(toServerDateTime(input)).toBe(expected),
  );

  it('reads a picker date-time without a zone as the browser’s local time', () =>
    expect(toServerDateTime('2024-05-01 13:45:00')).toBe(new Date(2024, 4, 1, 13, 45).toISOString()));
});
