import { describe, expect, it } from 'vitest';
import { normalisePhone, phoneCountryOf } from './phone.ts';

describe('spec 000 §5 phone numbers', () => {
  it.each([
    ['0803 123 4567', 'NG', '+2348031234567'],
    ['803-123-4567', 'NG', '+2348031234567'],
    ['+234 803 123 4567', 'GB', '+2348031234567'],
    ['020 7946 0958', 'GB', '+442079460958'],
    ['0803 123 4567 ext. 12', 'NG', '+2348031234567 ext. 12'],
    ['12', 'NG', '+23412'],
    ['12345678901234567', 'NG', '+23412345678901234567'],
  ])('stores %j (country %s) in full international form', (input, country, international) =>
    expect(normalisePhone(input, country)).toMatchObject({ ok: true, value: international }),
  );

  it('parses with Nigeria (234) when no country is given', () =>
    expect(normalisePhone('08031234567')).toEqual({ ok: true, value: '+2348031234567', country: 'NG' }));

  it.each([
    ['1', 'The phone number is too short'],
    ['123456789012345678', 'The phone number is too long'],
    ['1'.repeat(251), 'The phone number is too long'],
    ['call me', 'The phone number is not a number'],
    ['+999 1234567', 'The phone number has an invalid country code'],
  ])('refuses %j with its own message', (input, error) =>
    expect(normalisePhone(input)).toEqual({ ok: false, error }),
  );

  it('takes blank input as an empty answer', () =>
    expect(normalisePhone('   ')).toMatchObject({ ok: true, value: '' }));

  it('starts a field with its CountryIso, else NG', () => {
    expect(phoneCountryOf({})).toBe('NG');
    expect(phoneCountryOf({ CountryIso: 'gh' })).toBe('GH');
  });
});
