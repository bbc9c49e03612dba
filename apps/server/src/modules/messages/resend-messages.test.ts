import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiClient, apiAs, problemOf } from '../../test/api-client.ts';
import {
  codeIn,
  createTestApp,
  createUser,
  signedInAdmin,
  type TestApp,
  waitForMessage,
} from '../../test/test-app.ts';
import { adminActivities } from '../activity/activity.table.ts';
import { outboxMessages } from '../outbox/outbox.table.ts';
import { insertMessage, type NewMessage } from './test-support.ts';

let t: TestApp;
let admin: ApiClient;
let adminId: string;

beforeAll(async () => {
  // The worker polls once a minute: a message resent within a test is delivered only if the resend
  // woke it (PostgreSQL's NOTIFY on commit).
  t = await createTestApp({ OUTBOX_POLL_MS: 60_000 });
  const signedIn = await signedInAdmin(t);
  admin = apiAs(t, signedIn.token);
  adminId = signedIn.id;
});
afterAll(() => t.close());

const rowOf = async (id: string) =>
  (await t.db.select().from(outboxMessages).where(eq(outboxMessages.id, id)))[0]!;
const logOf = (action: string) =>
  t.db
    .select()
    .from(adminActivities)
    .where(and(eq(adminActivities.area, 'Message'), eq(adminActivities.action, action)));
const everything = async () => ({
  messages: await t.db.select().from(outboxMessages).orderBy(outboxMessages.id),
  log: await t.db.$count(adminActivities),
});

let counter = 0;
const failedEmail = (more: Partial<NewMessage> = {}) =>
  insertMessage(t.db, {
    channel: 'Email',
    recipient: `tolu.adeyemi${++counter}@demo.wayfare.ng`,
    subject: `Your receipt ${counter}`,
    body: 'Thank you for riding with Wayfare.',
    html: '<p>Thank you for riding with Wayfare.</p>',
    typeName: 'Ride Receipt',
    status: 'Failed',
    attempts: 5,
    lastError: '451 4.3.0 Mail server temporarily rejected message',
    nextAttemptAt: new Date(Date.now() + 60_000),
    claimedUntil: new Date(Date.now() - 1_000),
    ...more,
  });
const deliveredTo = (recipient: string) => waitForMessage(t.sent, (sent) => sent.recipient === recipient);

describe('Message/ResendEmail and ResendSMS', () => {
  it('puts a failed e-mail back in the queue as new, logs it, and wakes the worker, which sends it', async () => {
    const message = await failedEmail();
    const response = await admin.post('/api/Message/ResendEmail', { Id: message.id });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ Message: 'The message will be sent again' });
    const delivered = await deliveredTo(message.recipient);
    expect(delivered).toMatchObject({ subject: message.subject, html: message.html });
    await expect.poll(async () => (await rowOf(message.id)).status).toBe('Sent');
    const row = await rowOf(message.id);
    expect(row).toMatchObject({ attempts: 1, lastError: null });
    const [entry] = await logOf('ResendEmail');
    expect(entry).toMatchObject({ userId: adminId, recordId: message.id });
    expect(entry!.changes).toEqual([
      { Field: 'StatusName', Before: 'Failed', After: 'Pending' },
      { Field: 'Attempts', Before: 5, After: 0 },
      { Field: 'FailureReason', Before: '451 4.3.0 Mail server temporarily rejected message', After: null },
    ]);
  });

  it('resets the attempts, reason, lease and sent date of a sent message it sends again', async () => {
    const message = await failedEmail({
      status: 'Sent',
      attempts: 2,
      lastError: null,
      sentAt: new Date('2026-03-01T10:00:00Z'),
    });
    const earlier = t.sent.length;
    expect((await admin.post('/api/Message/ResendEmail', { Id: message.id })).statusCode).toBe(200);
    await deliveredTo(message.recipient);
    expect(t.sent.length).toBe(earlier + 1);
    await expect.poll(async () => (await rowOf(message.id)).status).toBe('Sent');
    const row = await rowOf(message.id);
    expect(row.attempts).toBe(1);
    expect(row.sentAt!.getTime()).toBeGreaterThan(new Date('2026-03-01T10:00:00Z').getTime());
  });

  it('sends a failed SMS again', async () => {
    const sms = await failedEmail({
      channel: 'SMS',
      recipient: '+2348039990001',
      subject: null,
      html: null,
      body: 'Your driver is on the way.',
      lastError: 'SMS provider answered 503: service unavailable',
    });
    const response = await admin.post('/api/Message/ResendSMS', { Id: sms.id });
    expect(response.json()).toEqual({ Message: 'The message will be sent again' });
    expect((await deliveredTo('+2348039990001')).body).toBe('Your driver is on the way.');
    expect(await logOf('ResendSMS')).toHaveLength(1);
  });

  it('refuses a pending message with 409 naming its state, and changes nothing', async () => {
    const pending = await failedEmail({
      status: 'Pending',
      attempts: 1,
      nextAttemptAt: new Date('2099-01-01'),
    });
    const before = await everything();
    const problem = problemOf(await admin.post('/api/Message/ResendEmail', { Id: pending.id }), 409);
    expect(problem.title).toBe('This message is Pending; only a sent or failed message can be resent');
    expect(await everything()).toEqual(before);
  });

  it('refuses a sent message that carried a one-time code: only its masked form is kept', async () => {
    const sent = await failedEmail({
      status: 'Sent',
      carriesCode: true,
      body: 'Your code is ••••••',
      html: '<p>Your code is ••••••</p>',
      lastError: null,
      sentAt: new Date(),
    });
    const before = await everything();
    const problem = problemOf(await admin.post('/api/Message/ResendEmail', { Id: sent.id }), 409);
    expect(problem.title).toBe('This message carried a one-time code. Ask the person to request a new one');
    // A failed one whose code was masked all the same is refused alike.
    const masked = await failedEmail({ carriesCode: true, body: 'Your code is ••••••', html: null });
    const again = problemOf(await admin.post('/api/Message/ResendEmail', { Id: masked.id }), 409);
    expect(again.title).toBe('This message carried a one-time code. Ask the person to request a new one');
    expect((await everything()).log).toBe(before.log);
    expect((await rowOf(sent.id)).status).toBe('Sent');
    expect((await rowOf(masked.id)).status).toBe('Failed');
  });

  it('answers 404 for an unknown message or one of the other channel, 400 for a malformed Id', async () => {
    const email = await failedEmail();
    const before = await everything();
    const unknown = '6f1c2a9e-0000-4000-8000-000000000000';
    expect(problemOf(await admin.post('/api/Message/ResendEmail', { Id: unknown }), 404).title).toBe(
      `There is no message with Id ${unknown}`,
    );
    expect(problemOf(await admin.post('/api/Message/ResendSMS', { Id: email.id }), 404).title).toBe(
      `There is no message with Id ${email.id}`,
    );
    for (const Id of [42, '42', '<script>alert(1)</script>', 'x'.repeat(10_000), null]) {
      const problem = problemOf(await admin.post('/api/Message/ResendEmail', { Id }), 400);
      expect(problem.errors).toEqual({ Id: ['Id must be a message id'] });
    }
    expect(problemOf(await admin.post('/api/Message/ResendSMS', {}), 400).errors).toEqual({
      Id: ['Id is required'],
    });
    problemOf(await admin.post('/api/Message/ResendEmail', { Id: email.id, Status: 1 }), 400);
    expect(await everything()).toEqual(before);
  });
});

describe('Message/ResendAllFailedEmail and ResendAllFailedSMS', () => {
  it('puts every failed message of the channel queued in the range back in the queue, with one log entry', async () => {
    const inRange = [
      await failedEmail({ createdAt: new Date('2026-04-01T00:00:00Z') }),
      await failedEmail({ createdAt: new Date('2026-04-02T12:00:00Z') }),
      // A date-only To includes its whole day.
      await failedEmail({ createdAt: new Date('2026-04-03T23:59:59Z') }),
      // A code never sent is still in its body: it can go.
      await failedEmail({
        createdAt: new Date('2026-04-02T08:00:00Z'),
        carriesCode: true,
        body: 'Your code is 482913',
        bodyAfterSending: 'Your code is ••••••',
        html: null,
      }),
    ];
    const left = [
      await failedEmail({ createdAt: new Date('2026-03-31T23:59:59Z') }),
      await failedEmail({ createdAt: new Date('2026-04-04T00:00:00Z') }),
      await failedEmail({
        createdAt: new Date('2026-04-02T00:00:00Z'),
        channel: 'SMS',
        recipient: '+2348039990002',
      }),
      await failedEmail({
        createdAt: new Date('2026-04-02T00:00:00Z'),
        carriesCode: true,
        body: 'Code ••••••',
      }),
    ];
    const response = await admin.post('/api/Message/ResendAllFailedEmail', {
      From: '2026-04-01',
      To: '2026-04-03',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ Message: '4 message(s) will be sent again' });
    for (const message of inRange) await deliveredTo(message.recipient);
    const code = await deliveredTo(inRange[3]!.recipient);
    expect(codeIn(code.body)).toBe('482913');
    for (const message of left) expect((await rowOf(message.id)).status).toBe('Failed');
    const entries = await logOf('ResendAllFailedEmail');
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ userId: adminId, recordId: '2026-04-01 to 2026-04-03' });
    expect(entries[0]!.changes).toEqual([
      { Field: 'From', Before: null, After: '2026-04-01' },
      { Field: 'To', Before: null, After: '2026-04-03' },
      { Field: 'Count', Before: null, After: 4 },
    ]);
  });

  it('takes date-times too, a From later on the day a date-only To names', async () => {
    const sms = await failedEmail({
      channel: 'SMS',
      recipient: '+2348039990003',
      subject: null,
      html: null,
      createdAt: new Date('2026-05-01T15:00:00Z'),
    });
    const response = await admin.post('/api/Message/ResendAllFailedSMS', {
      From: '2026-05-01T14:00:00Z',
      To: '2026-05-01',
    });
    expect(response.json()).toEqual({ Message: '1 message(s) will be sent again' });
    await deliveredTo(sms.recipient);
    expect(await logOf('ResendAllFailedSMS')).toHaveLength(1);
  });

  it('says 0 when nothing failed in the range, and logs nothing', async () => {
    const before = await everything();
    const response = await admin.post('/api/Message/ResendAllFailedSMS', {
      From: '2020-01-01',
      To: '2020-01-31',
    });
    expect(response.json()).toEqual({ Message: '0 message(s) will be sent again' });
    expect(await everything()).toEqual(before);
  });

  it("answers 400 'Date Range is required' without From or To, and when From is after To; nothing changes", async () => {
    await failedEmail({ createdAt: new Date('2026-06-01T10:00:00Z') });
    const before = await everything();
    const refuse = async (body: object) =>
      problemOf(await admin.post('/api/Message/ResendAllFailedEmail', body), 400);
    expect(await refuse({})).toMatchObject({
      title: 'Date Range is required',
      errors: { From: ['Date Range is required'] },
    });
    expect((await refuse({ From: '2026-06-01' })).errors).toEqual({ To: ['Date Range is required'] });
    expect((await refuse({ From: null, To: '2026-06-01' })).errors).toEqual({
      From: ['Date Range is required'],
    });
    expect((await refuse({ From: '  ', To: '' })).title).toBe('Date Range is required');
    expect((await refuse({ From: '2026-06-02', To: '2026-06-01' })).errors).toEqual({
      To: ['From must not be after To'],
    });
    expect((await refuse({ From: '2026-06-01T10:00:01Z', To: '2026-06-01T10:00:00Z' })).errors).toEqual({
      To: ['From must not be after To'],
    });
    expect((await refuse({ From: 'last week', To: '<b>today</b>' })).errors).toEqual({
      From: ['From must be a date'],
      To: ['To must be a date'],
    });
    expect((await refuse({ From: 20260601, To: true })).errors).toEqual({
      From: ['From must be a date'],
      To: ['To must be a date'],
    });
    await refuse({ From: '2026-06-01', To: '2026-06-01', Channel: 'SMS' });
    expect(await everything()).toEqual(before);
  });
});

describe('a one-time code asked for through the API', () => {
  it('never leaves through the Message calls while its e-mail waits or failed, and goes again only while unsent', async () => {
    const person = await createUser(t.db, { email: 'ifeoma.chukwu@demo.wayfare.ng', isAdmin: false });
    // The recorder of delivered messages refuses them: every attempt fails.
    t.sent.push = () => {
      throw new Error('421 4.7.0 Try again later');
    };
    const asked = await t.app.inject({
      method: 'POST',
      url: '/api/Account/ResetPassword',
      payload: { EmailAddress: person.email },
      remoteAddress: '10.9.0.1',
    });
    expect(asked.statusCode, asked.body).toBe(200);
    const byRecipient = eq(outboxMessages.recipient, person.email);
    await expect
      .poll(async () => (await t.db.select().from(outboxMessages).where(byRecipient))[0]?.attempts ?? 0)
      .toBeGreaterThan(0);
    const [queued] = await t.db.select().from(outboxMessages).where(byRecipient);
    const code = codeIn(queued!.body);
    expect(code).toMatch(/^\d{6}$/);
    expect(queued!.carriesCode).toBe(true);
    expect(['Pending', 'Failed']).toContain(queued!.status);

    const replies = [
      await admin.get('/api/Message/GetEmails'),
      await admin.get('/api/Message/GetEmails', { keyword: 'ifeoma' }),
      await admin.get('/api/Message/GetEmail', { id: queued!.id }),
      await admin.get('/api/Message/GetFailureReasonForEmail', { id: queued!.id }),
    ];
    for (const reply of replies) {
      expect(reply.statusCode).toBe(200);
      expect(reply.body).not.toContain(code);
    }
    expect(replies[1]!.json()).toHaveLength(1);
    expect(replies[2]!.json().Message).toContain('••••••');
    expect(replies[3]!.body).toBe('421 4.7.0 Try again later');
    expect((await admin.get('/api/Message/GetEmails', { keyword: code })).json()).toEqual([]);

    // It failed for good; the code in it was never sent, so it may go again, and it arrives whole.
    delete (t.sent as { push?: unknown }).push;
    await t.db.update(outboxMessages).set({ status: 'Failed' }).where(eq(outboxMessages.id, queued!.id));
    expect((await admin.post('/api/Message/ResendEmail', { Id: queued!.id })).statusCode).toBe(200);
    expect(codeIn((await deliveredTo(person.email)).body)).toBe(code);
    await expect.poll(async () => (await rowOf(queued!.id)).status).toBe('Sent');
    const shown = await admin.get('/api/Message/GetEmail', { id: queued!.id });
    expect(shown.body).not.toContain(code);
    expect((await rowOf(queued!.id)).body).not.toContain(code);
    const refused = problemOf(await admin.post('/api/Message/ResendEmail', { Id: queued!.id }), 409);
    expect(refused.title).toBe('This message carried a one-time code. Ask the person to request a new one');
  });
});
