import { describe, expect, it } from 'vitest';
import { labelledErrors, labelledTitle, withFieldLabel } from './field-labels.ts';
import { texts } from './texts.ts';

// Issue 21: no message on screen shows a property name; the wire keeps them.
describe('messages with the field labels', () => {
  it.each([
    ['Firstname is required', 'Firstname', 'First name', 'First name is required'],
    ['EmailAddress is required', 'EmailAddress', 'E-mail address', 'E-mail address is required'],
    [
      'VerificationCode must be the digits we sent you',
      'VerificationCode',
      'Verification code',
      'Verification code must be the digits we sent you',
    ],
    [
      'ThreeLetterIsoCode must be 3 letters, like NGA',
      'ThreeLetterIsoCode',
      'Three-letter ISO code',
      'Three-letter ISO code must be 3 letters, like NGA',
    ],
    ['Name is required', 'Stops.1.Name', 'Stop name', 'Stop name is required'],
    [
      'Stops.1.Name is not a property of this request',
      'Stops.1.Name',
      'Stop name',
      'Stop name is not a property of this request',
    ],
    ['emailaddress must be text', 'EmailAddress', 'E-mail address', 'E-mail address must be text'],
  ])('%s reads with the label', (message, property, label, expected) => {
    expect(withFieldLabel(message, property, label)).toBe(expected);
  });

  it('leaves the spec texts and messages that do not open with the name as they are', () => {
    expect(withFieldLabel(texts.invalidEmail, 'EmailAddress', 'E-mail address')).toBe(texts.invalidEmail);
    expect(withFieldLabel(texts.passwordRule, 'Password', 'New password')).toBe(texts.passwordRule);
    expect(withFieldLabel('Names must differ', 'Name', 'Country')).toBe('Names must differ');
    expect(withFieldLabel('Name-tag is odd', 'Name', 'Country')).toBe('Name-tag is odd');
  });

  it('labels a problem per property, keeping the wire names as keys', () => {
    const errors = { Firstname: ['Firstname is required'], Other: ['Other is odd'] };
    expect(labelledErrors(errors, { firstname: 'First name' })).toEqual({
      Firstname: ['First name is required'],
      Other: ['Other is odd'],
    });
  });

  it("labels the messages a problem's title repeats, and only those", () => {
    const errors = { Firstname: ['Firstname is required'], EmailAddress: ['EmailAddress is required'] };
    const labels = { Firstname: 'First name', EmailAddress: 'E-mail address' };
    expect(labelledTitle('Firstname is required, EmailAddress is required', errors, labels)).toBe(
      'First name is required, E-mail address is required',
    );
    expect(labelledTitle('This e-mail address is taken', errors, labels)).toBe(
      'This e-mail address is taken',
    );
  });
});
