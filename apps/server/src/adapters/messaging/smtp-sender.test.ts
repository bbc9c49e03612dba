import { describe, expect, it } from 'vitest';
import { domainOf, smtpFailureKind } from './smtp-sender.ts';

const failure = (fields: { code?: string; responseCode?: number }) =>
  Object.assign(new Error('failed'), fields);

describe('smtpFailureKind', () => {
  it.each([
    [{ code: 'EENVELOPE', responseCode: 550 }, 'permanent'],
    [{ code: 'EMESSAGE', responseCode: 554 }, 'permanent'],
    [{ code: 'EENVELOPE', responseCode: 553 }, 'permanent'],
    // 503 is a bad sequence of commands: our side of the conversation, worth another attempt.
    [{ code: 'EPROTOCOL', responseCode: 503 }, 'transient'],
    [{ code: 'EENVELOPE', responseCode: 451 }, 'transient'],
    [{ code: 'ECONNECTION', responseCode: 421 }, 'transient'],
    [{ code: 'ESOCKET' }, 'transient'],
    [{ code: 'ECONNECTION' }, 'transient'],
    [{ code: 'ETIMEDOUT' }, 'transient'],
    [{}, 'transient'],
    // No reply behind it: an address nodemailer cannot use at all.
    [{ code: 'EENVELOPE' }, 'permanent'],
  ] as const)('%o is %s', (fields, kind) => {
    expect(smtpFailureKind(failure(fields))).toBe(kind);
  });
});

describe('domainOf', () => {
  it.each([
    ['Wayfare <no-reply@wayfare.ng>', 'wayfare.ng'],
    ['no-reply@mail.wayfare.ng', 'mail.wayfare.ng'],
    ['"Wayfare, Lagos" <hello@wayfare.example>', 'wayfare.example'],
  ])('%s → %s', (from, domain) => {
    expect(domainOf(from)).toBe(domain);
  });
});
