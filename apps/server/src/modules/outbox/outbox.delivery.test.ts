import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createHttpSmsSender } from '../../adapters/messaging/http-sms-sender.ts';
import type { MessageSender, Senders } from '../../adapters/messaging/message-sender.ts';
import { createSmtpSender } from '../../adapters/messaging/smtp-sender.ts';
import { freePort } from '../../test/processes.ts';
import { startSmsTestProvider } from '../../test/sms-test-provider.ts';
import { type SmtpTestServer, startSmtpTestServer } from '../../test/smtp-test-server.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { queueTemplatedEmail } from '../message-templates/templated-email.ts';
import { enqueueMessage } from './outbox.service.ts';
import { outboxMessages } from './outbox.table.ts';
import { drainOutbox } from './outbox.worker.ts';

/**
 * Issue 15 §1 and §8: delivery through a real SMTP server on loopback (smtp-server) and a fake HTTP
 * SMS provider (node:http), with the real senders the server uses (nodemailer, fetch).
 */

const MAIL_FROM = 'Wayfare <no-reply@wayfare.ng>';
let connection: TestDatabase;
let smtp: SmtpTestServer;
let sms: Awaited<ReturnType<typeof startSmsTestProvider>>;
let email: ReturnType<typeof createSmtpSender>;
let senders: Senders;

beforeAll(async () => {
  connection = await createTestDatabase();
  smtp = await startSmtpTestServer();
  sms = await startSmsTestProvider();
  email = createSmtpSender(smtp.url, MAIL_FROM);
  senders = {
    Email: email,
    SMS: createHttpSmsSender({ url: sms.url, token: 'provider-token', senderId: 'Wayfare' }),
  };
});
afterAll(async () => {
  email?.close();
  await Promise.all([smtp?.close(), sms?.close(), connection?.close()]);
});
beforeEach(async () => {
  await connection.db.delete(outboxMessages);
  smtp.received.length = 0;
  sms.received.length = 0;
});

const row = async (id: string) =>
  (await connection.db.select().from(outboxMessages).where(eq(outboxMessages.id, id)))[0]!;
const makeDue = (id: string) =>
  connection.db.update(outboxMessages).set({ nextAttemptAt: sql`now()` }).where(eq(outboxMessages.id, id));
const queueEmail = (recipient: string, extra: { html?: string } = {}) =>
  enqueueMessage(connection.db, {
    channel: 'Email',
    recipient,
    subject: 'Your ride receipt',
    body: 'Thank you for riding with Wayfare.',
    ...extra,
  });

describe('e-mail through SMTP', () => {
  it('delivers the subject, the HTML with its plain-text part, and a Message-ID made from the outbox id', async () => {
    const id = await queueEmail('ada@example.ng', {
      html: '<p>Thank you for riding with <b>Wayfare</b>.</p>',
    });
    expect(await drainOutbox(connection.db, senders)).toBe(1);
    const [mail] = await smtp.waitFor(1);
    expect(mail!.to).toEqual(['ada@example.ng']);
    expect(mail!.from).toBe('no-reply@wayfare.ng');
    expect(mail!.parsed).toMatchObject({
      subject: 'Your ride receipt',
      html: '<p>Thank you for riding with <b>Wayfare</b>.</p>',
      text: 'Thank you for riding with Wayfare.',
      messageId: `<${id}@wayfare.ng>`,
    });
    expect(mail!.parsed!.headers.get('content-type')).toMatchObject({ value: 'multipart/alternative' });
    expect(await row(id)).toMatchObject({ status: 'Sent', attempts: 1, lastError: null, claimedUntil: null });
  });

  it('sends the text alone when the message has no HTML', async () => {
    const id = await queueEmail('text@example.ng');
    await drainOutbox(connection.db, senders);
    const [mail] = await smtp.waitFor(1);
    expect(mail!.parsed!.html).toBe(false);
    expect(mail!.parsed!.text?.trim()).toBe('Thank you for riding with Wayfare.');
    expect(mail!.parsed!.headers.get('content-type')).toMatchObject({ value: 'text/plain' });
    expect(mail!.messageId).toBe(`<${id}@wayfare.ng>`);
  });

  it('fails a message the server refuses with 550 at once, recording its reply', async () => {
    smtp.reject('nobody@example.ng', 550, '5.1.1 Mailbox does not exist');
    const id = await queueEmail('nobody@example.ng');
    await drainOutbox(connection.db, senders);
    expect(await row(id)).toMatchObject({
      status: 'Failed',
      attempts: 1,
      lastError: '550 5.1.1 Mailbox does not exist',
      sentAt: null,
    });
    await makeDue(id);
    expect(await drainOutbox(connection.db, senders)).toBe(0);
    expect(smtp.received).toEqual([]);
  });

  it('retries a message the server defers with 451, and sends it once the server takes it', async () => {
    smtp.reject('busy@example.ng', 451, '4.2.1 Mailbox busy, try again later');
    const id = await queueEmail('busy@example.ng');
    await drainOutbox(connection.db, senders);
    const deferred = await row(id);
    expect(deferred).toMatchObject({
      status: 'Pending',
      attempts: 1,
      lastError: '451 4.2.1 Mailbox busy, try again later',
      claimedUntil: null,
    });
    // Due again after 30 s, not before.
    expect(deferred.nextAttemptAt.getTime() - Date.now()).toBeGreaterThan(25_000);
    expect(await drainOutbox(connection.db, senders)).toBe(0);

    smtp.accept('busy@example.ng');
    await makeDue(id);
    await drainOutbox(connection.db, senders);
    const [mail] = await smtp.waitFor(1);
    expect(mail!.messageId).toBe(`<${id}@wayfare.ng>`);
    expect(await row(id)).toMatchObject({ status: 'Sent', attempts: 2, lastError: null });
  });

  it('counts a mail server that cannot be reached as a transient failure', async () => {
    const closed = createSmtpSender(`smtp://127.0.0.1:${await freePort()}`, MAIL_FROM);
    const id = await queueEmail('ada@example.ng');
    await drainOutbox(connection.db, { ...senders, Email: closed });
    closed.close();
    const state = await row(id);
    expect(state).toMatchObject({ status: 'Pending', attempts: 1 });
    expect(state.lastError).toContain('ECONNREFUSED');
  });

  it('holds no transaction and no lock on the message while a slow mail server takes its time', async () => {
    const id = await queueEmail('slow@example.ng');
    const slow = smtp.hold();
    const draining = drainOutbox(connection.db, senders);
    try {
      await slow.arrived;
      // The send is under way: the claim is committed and visible, and the row can be locked at once
      // by anyone else (it waited, or failed with NOWAIT, while one transaction claimed, sent and marked).
      const locked = connection.db.transaction(async (tx) => {
        const [claimed] = await tx
          .select()
          .from(outboxMessages)
          .where(eq(outboxMessages.id, id))
          .for('update', { noWait: true });
        return claimed;
      });
      const inTime = await Promise.race([
        locked,
        new Promise<'still waiting'>((resolve) => setTimeout(() => resolve('still waiting'), 1500)),
      ]);
      expect(inTime).toMatchObject({ status: 'Pending', claimedUntil: expect.any(Date) });
    } finally {
      slow.release();
    }
    expect(await draining).toBe(1);
    expect(await row(id)).toMatchObject({ status: 'Sent' });
  });

  it('sends a message again, with the same Message-ID, when the worker sending it outlived its lease (killed)', async () => {
    const id = await queueEmail('twice@example.ng');
    const slow = smtp.hold();
    // A worker whose send never ends in its lease: as if it were killed with the message at the server.
    const first = drainOutbox(connection.db, senders, { leaseMs: 1500, sendTimeoutMs: 30_000 });
    await slow.arrived;
    await new Promise((resolve) => setTimeout(resolve, 1600));
    // Due again: another worker claims and sends it.
    const second = drainOutbox(connection.db, senders);
    await expect.poll(() => slow.waiting(), { timeout: 5000 }).toBe(2);
    slow.release();
    expect(await second).toBe(1);
    await first;
    const mails = await smtp.waitFor(2);
    expect(mails.map((mail) => mail.messageId)).toEqual([`<${id}@wayfare.ng>`, `<${id}@wayfare.ng>`]);
    expect(await row(id)).toMatchObject({ status: 'Sent', attempts: 1 });
  });

  it('delivers a templated e-mail with a hostile name escaped in the HTML, and keeps only the masked code', async () => {
    const hostile = '<img src=x onerror=alert(1)>';
    await queueTemplatedEmail(connection.db, {
      type: 'New Account',
      recipient: 'hostile@example.ng',
      values: {
        FirstName: hostile,
        Code: '482913',
        Link: 'https://wayfare.example/set?code=482913',
        ExpiryHours: '72',
      },
      masked: { Code: '••••••', Link: 'https://wayfare.example/set?code=••••••' },
    });
    await drainOutbox(connection.db, senders);
    const [mail] = await smtp.waitFor(1);
    const html = mail!.parsed!.html as string;
    // Mustache's escaping: the name is text, every character of markup an entity.
    expect(html).toContain('<p>Hello &lt;img src&#x3D;x onerror&#x3D;alert(1)&gt;,</p>');
    expect(html).not.toContain('<img');
    expect(html).toContain('482913');
    expect(mail!.parsed!.subject).toBe('Choose a password for your Wayfare account');
    const [kept] = await connection.db.select().from(outboxMessages);
    expect(kept).toMatchObject({ status: 'Sent', typeName: 'New Account' });
    expect(kept!.html).not.toContain('482913');
    expect(kept!.body).not.toContain('482913');
  });
});

describe('SMS through the HTTP provider', () => {
  const queueSms = (recipient: string) =>
    enqueueMessage(connection.db, { channel: 'SMS', recipient, body: 'Your driver is 2 minutes away.' });

  it('posts the recipient, sender id, text and outbox id with the token', async () => {
    const id = await queueSms('+2348031234567');
    await drainOutbox(connection.db, senders);
    expect(sms.received).toEqual([
      {
        to: '+2348031234567',
        from: 'Wayfare',
        message: 'Your driver is 2 minutes away.',
        reference: id,
        authorization: 'Bearer provider-token',
      },
    ]);
    expect(await row(id)).toMatchObject({ status: 'Sent', attempts: 1 });
  });

  it('fails a message the provider refuses with 400 at once, recording its answer', async () => {
    sms.answer('+2340000000000', 400, 'Invalid destination number');
    const id = await queueSms('+2340000000000');
    await drainOutbox(connection.db, senders);
    expect(await row(id)).toMatchObject({
      status: 'Failed',
      attempts: 1,
      lastError: 'SMS provider answered 400: Invalid destination number',
    });
  });

  it('retries a message the provider answers 503, and sends it once the provider is back', async () => {
    sms.answer('+2348030000503', 503, 'Service Unavailable');
    const id = await queueSms('+2348030000503');
    await drainOutbox(connection.db, senders);
    expect(await row(id)).toMatchObject({
      status: 'Pending',
      attempts: 1,
      lastError: 'SMS provider answered 503: Service Unavailable',
    });
    sms.accept('+2348030000503');
    await makeDue(id);
    await drainOutbox(connection.db, senders);
    expect(sms.received.map((message) => message.to)).toEqual(['+2348030000503']);
    expect(await row(id)).toMatchObject({ status: 'Sent', attempts: 2, lastError: null });
  });

  it('counts a provider that cannot be reached as a transient failure', async () => {
    const unreachable: MessageSender = createHttpSmsSender({
      url: `http://127.0.0.1:${await freePort()}/sms`,
      senderId: 'Wayfare',
    });
    const id = await queueSms('+2348031234567');
    await drainOutbox(connection.db, { ...senders, SMS: unreachable });
    const state = await row(id);
    expect(state).toMatchObject({ status: 'Pending', attempts: 1 });
    expect(state.lastError).toMatch(/^SMS provider could not be reached: .*ECONNREFUSED/);
  });
});
