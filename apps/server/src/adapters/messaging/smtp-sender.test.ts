import { describe, expect, it } from 'vitest';
import { startSmtpTestServer } from '../../test/smtp-test-server.ts';
import { createSmtpSender, domainOf, sendsCredentialsInClear, smtpFailureKind } from './smtp-sender.ts';

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

describe('credentials over a connection that starts in clear', () => {
  it.each([
    ['smtp://user:secret@mail.example.ng:587', true],
    ['smtp://user@mail.example.ng:25', true],
    ['smtp://mail.example.ng:25', false],
    ['smtps://user:secret@mail.example.ng:465', false],
    ['smtp://user:secret@mail.example.ng:465?secure=true', false],
  ])('%s: STARTTLS required is %s', (url, required) => {
    expect(sendsCredentialsInClear(url)).toBe(required);
  });

  it('sends nothing, and no password, to a server that does not offer STARTTLS', async () => {
    const server = await startSmtpTestServer();
    const url = new URL(server.url);
    url.username = 'wayfare';
    url.password = 'not-for-clear-text';
    const send = createSmtpSender(url.toString(), 'Wayfare <no-reply@wayfare.ng>');
    try {
      const sent = send({
        id: '7d1c7d3e-55a4-4a55-9d8e-3f0f2b1d2a10',
        channel: 'Email',
        recipient: 'ada@example.ng',
        subject: 'Hello',
        body: 'Hello Ada',
        html: null,
      });
      const failure = await sent.then(
        () => undefined,
        (error: Error) => error,
      );
      // The conversation stopped at STARTTLS, which this server refuses: the AUTH never came.
      expect((failure?.cause as { command?: string } | undefined)?.command).toBe('STARTTLS');
      expect(server.received).toEqual([]);
    } finally {
      send.close();
      await server.close();
    }
  });
});
