import { Endpoint } from '@wayfare/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiClient, apiAs, listOf, problemOf } from '../../test/api-client.ts';
import { createTestApp, signedInAdmin, type TestApp } from '../../test/test-app.ts';
import { adminActivities } from '../activity/activity.table.ts';
import { type MessageStatus, outboxMessages } from '../outbox/outbox.table.ts';
import { insertMessage } from './test-support.ts';

let t: TestApp;
let admin: ApiClient;

type Row = Awaited<ReturnType<typeof insertMessage>>;
const m = {} as Record<'welcome' | 'reset' | 'receipt' | 'arriving' | 'codeSms' | 'badNumber', Row>;

const REJECTED = '550 5.1.1 <bad.address@demo.wayfare.ng>: Recipient address rejected: User unknown';
const BUSY = 'SMS provider answered 503: service unavailable';
const INVALID_NUMBER = 'SMS provider answered 400: invalid destination number';

beforeAll(async () => {
  t = await createTestApp();
  admin = apiAs(t, (await signedInAdmin(t)).token);
  const at = (iso: string) => new Date(iso);
  m.welcome = await insertMessage(t.db, {
    channel: 'Email',
    recipient: 'adaeze.okonkwo@demo.wayfare.ng',
    subject: 'Welcome to Wayfare',
    body: 'Hello Adaeze, welcome aboard.',
    html: '<p>Hello Adaeze, <strong>welcome</strong> aboard.</p>',
    typeName: 'New Account',
    status: 'Sent',
    attempts: 1,
    createdAt: at('2026-03-01T09:00:00Z'),
    sentAt: at('2026-03-01T09:00:05Z'),
  });
  m.reset = await insertMessage(t.db, {
    channel: 'Email',
    recipient: 'bad.address@demo.wayfare.ng',
    subject: 'Your code to set a new password',
    body: 'Your code to set a new password is 482913.',
    bodyAfterSending: 'Your code to set a new password is ••••••.',
    html: '<p>Your code to set a new password is 482913.</p>',
    htmlAfterSending: '<p>Your code to set a new password is ••••••.</p>',
    carriesCode: true,
    typeName: 'Password Reset',
    status: 'Failed',
    attempts: 1,
    lastError: REJECTED,
    createdAt: at('2026-03-02T10:00:00Z'),
  });
  m.receipt = await insertMessage(t.db, {
    channel: 'Email',
    recipient: 'emeka.nwosu@demo.wayfare.ng',
    subject: 'Your ride: 100%_done',
    body: 'Thank you for riding with us.',
    typeName: 'Ride Receipt',
    status: 'Pending',
    createdAt: at('2026-03-03T23:59:59Z'),
  });
  m.arriving = await insertMessage(t.db, {
    channel: 'SMS',
    recipient: '+2348031000001',
    body: 'Your driver Musa is arriving in a white Toyota Corolla.',
    typeName: 'Ride Update',
    status: 'Sent',
    attempts: 1,
    createdAt: at('2026-03-02T12:00:00Z'),
    sentAt: at('2026-03-02T12:00:01Z'),
  });
  m.codeSms = await insertMessage(t.db, {
    channel: 'SMS',
    recipient: '+2348031000002',
    body: 'Your Wayfare code is 739146',
    bodyAfterSending: 'Your Wayfare code is ••••••',
    carriesCode: true,
    typeName: 'Phone Verification',
    status: 'Pending',
    attempts: 1,
    lastError: BUSY,
    createdAt: at('2026-03-03T08:00:00Z'),
  });
  m.badNumber = await insertMessage(t.db, {
    channel: 'SMS',
    recipient: '+23480',
    body: 'Your ride has been booked.',
    typeName: 'Ride Update',
    status: 'Failed',
    attempts: 1,
    lastError: INVALID_NUMBER,
    createdAt: at('2026-03-01T07:30:00Z'),
  });
});
afterAll(() => t.close());

const ids = (rows: Record<string, unknown>[]) => rows.map((row) => row.Id);
const getEmails = async (query: Record<string, string | number> = {}) =>
  listOf<Record<string, unknown>>(await admin.get('/api/Message/GetEmails', query));
const getSms = async (query: Record<string, string | number> = {}) =>
  listOf<Record<string, unknown>>(await admin.get('/api/Message/GetSMSs', query));

describe('Message/GetEmails and GetSMSs', () => {
  it('lists the e-mails only, newest first, each as the spec names its fields, with the total', async () => {
    const { rows, total } = await getEmails();
    expect(total).toBe(3);
    expect(rows).toEqual([
      {
        Id: m.receipt.id,
        Emailaddresses: 'emeka.nwosu@demo.wayfare.ng',
        TypeName: 'Ride Receipt',
        Subject: 'Your ride: 100%_done',
        Date: '2026-03-03T23:59:59.000Z',
        StatusName: 'Pending',
        IsSent: false,
        IsPending: true,
        Status: 1,
      },
      {
        Id: m.reset.id,
        Emailaddresses: 'bad.address@demo.wayfare.ng',
        TypeName: 'Password Reset',
        Subject: 'Your code to set a new password',
        Date: '2026-03-02T10:00:00.000Z',
        StatusName: 'Failed',
        IsSent: false,
        IsPending: false,
        Status: 3,
      },
      {
        Id: m.welcome.id,
        Emailaddresses: 'adaeze.okonkwo@demo.wayfare.ng',
        TypeName: 'New Account',
        Subject: 'Welcome to Wayfare',
        Date: '2026-03-01T09:00:00.000Z',
        StatusName: 'Sent',
        IsSent: true,
        IsPending: false,
        Status: 2,
      },
    ]);
  });

  it('lists the SMS only, their text masked where it carries a code, even while pending', async () => {
    const { rows, total } = await getSms();
    expect(total).toBe(3);
    expect(ids(rows)).toEqual([m.codeSms.id, m.arriving.id, m.badNumber.id]);
    expect(rows[0]).toEqual({
      Id: m.codeSms.id,
      MobileNumbers: '+2348031000002',
      TypeName: 'Phone Verification',
      Message: 'Your Wayfare code is ••••••',
      Date: '2026-03-03T08:00:00.000Z',
      StatusName: 'Pending',
      IsSent: false,
      IsPending: true,
      Status: 1,
    });
    expect(JSON.stringify(rows)).not.toContain('739146');
  });

  it('finds the keyword in the recipient, subject, text or type name, whatever its case, in part', async () => {
    expect(ids((await getEmails({ keyword: 'OKONKWO' })).rows)).toEqual([m.welcome.id]);
    expect(ids((await getEmails({ keyword: 'welcome TO' })).rows)).toEqual([m.welcome.id]);
    expect(ids((await getEmails({ keyword: 'riding with' })).rows)).toEqual([m.receipt.id]);
    expect(ids((await getEmails({ keyword: 'password res' })).rows)).toEqual([m.reset.id]);
    expect(ids((await getSms({ keyword: 'corolla' })).rows)).toEqual([m.arriving.id]);
    expect(ids((await getSms({ keyword: '+23480310' })).rows)).toEqual([m.codeSms.id, m.arriving.id]);
    expect(ids((await getSms({ keyword: 'ride upd' })).rows)).toEqual([m.arriving.id, m.badNumber.id]);
    const { total } = await getEmails({ keyword: 'demo.wayfare' });
    expect(total).toBe(3);
  });

  it('never finds a message by the code it carries, only by its masked text', async () => {
    expect((await getEmails({ keyword: '482913' })).rows).toEqual([]);
    expect((await getSms({ keyword: '739146' })).rows).toEqual([]);
    expect((await getSms({ keyword: 'code is ••' })).total).toBe(1);
    expect(ids((await getEmails({ keyword: 'password is ••••' })).rows)).toEqual([m.reset.id]);
  });

  it('searches %, _ and quotes literally, and HTML in a keyword is only text', async () => {
    expect(ids((await getEmails({ keyword: '100%_' })).rows)).toEqual([m.receipt.id]);
    expect((await getEmails({ keyword: '%' })).total).toBe(1);
    expect((await getEmails({ keyword: '_' })).total).toBe(1);
    expect((await getEmails({ keyword: "' or 1=1 --" })).rows).toEqual([]);
    const html = await admin.get('/api/Message/GetEmails', { keyword: '<script>alert(1)</script>' });
    expect(listOf(html).rows).toEqual([]);
    expect(html.body).toBe('[]');
  });

  it('filters by status: Pending 1, Sent 2, Failed 3', async () => {
    expect(ids((await getEmails({ messageStatus: 1 })).rows)).toEqual([m.receipt.id]);
    expect(ids((await getEmails({ messageStatus: 2 })).rows)).toEqual([m.welcome.id]);
    expect(ids((await getEmails({ messageStatus: '3' })).rows)).toEqual([m.reset.id]);
    expect(ids((await getSms({ messageStatus: 3 })).rows)).toEqual([m.badNumber.id]);
    for (const messageStatus of ['4', '0', 'Sent', '1.5']) {
      const problem = problemOf(await admin.get('/api/Message/GetEmails', { messageStatus }), 400);
      expect(problem.errors).toEqual({
        messageStatus: ['messageStatus must be Pending (1), Sent (2) or Failed (3)'],
      });
    }
  });

  it('filters by when the message was queued: a date-only to includes that whole day', async () => {
    expect(ids((await getEmails({ from: '2026-03-02', to: '2026-03-02' })).rows)).toEqual([m.reset.id]);
    expect(ids((await getEmails({ from: '2026-03-03' })).rows)).toEqual([m.receipt.id]);
    expect(ids((await getEmails({ to: '2026-03-03' })).rows)).toEqual([
      m.receipt.id,
      m.reset.id,
      m.welcome.id,
    ]);
    expect(ids((await getEmails({ to: '2026-03-03T23:59:58Z' })).rows)).toEqual([m.reset.id, m.welcome.id]);
    expect(ids((await getEmails({ from: '2026-03-01T09:00:00Z', to: '2026-03-01T09:00:00Z' })).rows)).toEqual(
      [m.welcome.id],
    );
    expect(ids((await getSms({ from: '2026-03-02T11:00:00Z', to: '2026-03-03' })).rows)).toEqual([
      m.codeSms.id,
      m.arriving.id,
    ]);
    expect((await getEmails({ from: '2026-03-05', to: '2026-03-01' })).rows).toEqual([]);
    const problem = problemOf(
      await admin.get('/api/Message/GetEmails', { from: 'yesterday', to: '2026-13-45' }),
      400,
    );
    expect(problem.errors).toEqual({ from: ['from must be a date'], to: ['to must be a date'] });
  });

  it('pages newest first and counts every match in X-Total-Count', async () => {
    const second = await getEmails({ page: 1, pageSize: 2 });
    expect(ids(second.rows)).toEqual([m.welcome.id]);
    expect(second.total).toBe(3);
    const failed = await getEmails({ messageStatus: 3, pageSize: 1 });
    expect(failed.total).toBe(1);
    const beyond = await getEmails({ page: 5, pageSize: 2 });
    expect(beyond).toEqual({ rows: [], total: 3 });
    const problem = problemOf(await admin.get('/api/Message/GetEmails', { page: -1, pageSize: 0 }), 400);
    expect(problem.errors).toEqual({ page: ['page starts at 0'], pageSize: ['pageSize must be at least 1'] });
  });

  it('refuses a 10,000-character keyword with 400', async () => {
    for (const path of ['GetEmails', 'GetSMSs']) {
      const problem = problemOf(
        await admin.get(`/api/Message/${path}`, { keyword: 'a'.repeat(10_000) }),
        400,
      );
      expect(problem.errors).toEqual({ keyword: ['keyword must be at most 200 characters'] });
    }
  });
});

describe('Message/GetEmail and GetSMS', () => {
  it('gives an e-mail with its HTML as kept, masked, and no SentDate while it has not gone', async () => {
    const response = await admin.get('/api/Message/GetEmail', { id: m.reset.id });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      Id: m.reset.id,
      Emailaddresses: 'bad.address@demo.wayfare.ng',
      TypeName: 'Password Reset',
      Subject: 'Your code to set a new password',
      Date: '2026-03-02T10:00:00.000Z',
      StatusName: 'Failed',
      IsSent: false,
      IsPending: false,
      Status: 3,
      Message: '<p>Your code to set a new password is ••••••.</p>',
      SentDate: null,
    });
    expect(response.body).not.toContain('482913');
  });

  it('gives a sent e-mail its HTML and SentDate; one without HTML its text', async () => {
    const welcome = (await admin.get('/api/Message/GetEmail', { id: m.welcome.id })).json();
    expect(welcome).toMatchObject({
      Message: '<p>Hello Adaeze, <strong>welcome</strong> aboard.</p>',
      SentDate: '2026-03-01T09:00:05.000Z',
      StatusName: 'Sent',
    });
    const receipt = (await admin.get('/api/Message/GetEmail', { id: m.receipt.id })).json();
    expect(receipt).toMatchObject({
      Message: 'Thank you for riding with us.',
      SentDate: null,
      IsPending: true,
    });
  });

  it('gives an SMS with its text masked and its SentDate', async () => {
    const pending = await admin.get('/api/Message/GetSMS', { id: m.codeSms.id });
    expect(pending.json()).toEqual({
      Id: m.codeSms.id,
      MobileNumbers: '+2348031000002',
      TypeName: 'Phone Verification',
      Message: 'Your Wayfare code is ••••••',
      Date: '2026-03-03T08:00:00.000Z',
      StatusName: 'Pending',
      IsSent: false,
      IsPending: true,
      Status: 1,
      SentDate: null,
      DeliveredDate: null,
    });
    expect(pending.body).not.toContain('739146');
    const sent = (await admin.get('/api/Message/GetSMS', { id: m.arriving.id })).json();
    expect(sent).toMatchObject({ SentDate: '2026-03-02T12:00:01.000Z', IsSent: true });
  });

  it('answers 404 for an unknown id and for a message of the other channel', async () => {
    const unknown = '6f1c2a9e-0000-4000-8000-000000000000';
    expect(problemOf(await admin.get('/api/Message/GetEmail', { id: unknown }), 404).title).toBe(
      `There is no message with Id ${unknown}`,
    );
    expect(problemOf(await admin.get('/api/Message/GetEmail', { id: m.arriving.id }), 404).title).toBe(
      `There is no message with Id ${m.arriving.id}`,
    );
    expect(problemOf(await admin.get('/api/Message/GetSMS', { id: m.welcome.id }), 404).title).toBe(
      `There is no message with Id ${m.welcome.id}`,
    );
  });

  it('answers 400 for a malformed or missing id', async () => {
    for (const path of ['GetEmail', 'GetSMS', 'GetFailureReasonForEmail', 'GetFailureReasonForSMS']) {
      for (const id of ['42', "1' or '1'='1", '<b>x</b>', 'x'.repeat(10_000)]) {
        const problem = problemOf(await admin.get(`/api/Message/${path}`, { id }), 400);
        expect(problem.errors, `${path} ${id.slice(0, 20)}`).toEqual({ id: ['id must be a message id'] });
      }
      expect(problemOf(await admin.get(`/api/Message/${path}`), 400).errors).toEqual({
        id: ['id is required'],
      });
    }
  });
});

describe('Message/GetFailureReasonForEmail and GetFailureReasonForSMS', () => {
  const reason = async (path: string, id: string) => {
    const response = await admin.get(`/api/Message/${path}`, { id });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    return response.body;
  };

  it('gives the reason recorded for a failed message, or for a pending one that failed an attempt', async () => {
    expect(await reason('GetFailureReasonForEmail', m.reset.id)).toBe(REJECTED);
    expect(await reason('GetFailureReasonForSMS', m.badNumber.id)).toBe(INVALID_NUMBER);
    expect(await reason('GetFailureReasonForSMS', m.codeSms.id)).toBe(BUSY);
  });

  it('masks a code the reason quotes while the message still holds it', async () => {
    const quoting = await insertMessage(t.db, {
      channel: 'SMS',
      recipient: '+2348031000009',
      body: 'Your Wayfare code is 551207',
      bodyAfterSending: 'Your Wayfare code is ••••••',
      carriesCode: true,
      typeName: 'Phone Verification',
      status: 'Failed',
      attempts: 1,
      lastError: 'SMS provider answered 400: text "Your Wayfare code is 551207" has a blocked word',
      createdAt: new Date('2026-02-01T08:00:00Z'),
    });
    expect(await reason('GetFailureReasonForSMS', quoting.id)).toBe(
      'SMS provider answered 400: text "Your Wayfare code is ••••••" has a blocked word',
    );
    await t.db.delete(outboxMessages).where(eq(outboxMessages.id, quoting.id));
  });

  it("says 'No failure has been recorded for this message' otherwise", async () => {
    expect(await reason('GetFailureReasonForEmail', m.welcome.id)).toBe(
      'No failure has been recorded for this message',
    );
    expect(await reason('GetFailureReasonForEmail', m.receipt.id)).toBe(
      'No failure has been recorded for this message',
    );
    expect(await reason('GetFailureReasonForSMS', m.arriving.id)).toBe(
      'No failure has been recorded for this message',
    );
  });

  it('answers 404 for a message of the other channel', async () => {
    problemOf(await admin.get('/api/Message/GetFailureReasonForEmail', { id: m.badNumber.id }), 404);
    problemOf(await admin.get('/api/Message/GetFailureReasonForSMS', { id: m.reset.id }), 404);
  });
});

describe('Message/GetMessageStatus', () => {
  it('lists Pending 1, Sent 2 and Failed 3', async () => {
    const { rows, total } = listOf(await admin.get('/api/Message/GetMessageStatus'));
    expect(rows).toEqual([
      { Id: 1, Name: 'Pending' },
      { Id: 2, Name: 'Sent' },
      { Id: 3, Name: 'Failed' },
    ]);
    expect(total).toBe(3);
  });
});

describe('the Message rights', () => {
  it('keeps the messages from an administrator whose role does not grant Message view', async () => {
    const other = apiAs(
      t,
      (await signedInAdmin(t, { [Endpoint.Account]: { view: true, edit: true } })).token,
    );
    for (const path of ['GetEmails', 'GetSMSs', 'GetMessageStatus']) {
      expect((await other.get(`/api/Message/${path}`)).statusCode, path).toBe(403);
    }
    expect((await other.get('/api/Message/GetEmail', { id: m.welcome.id })).statusCode).toBe(403);
    expect((await other.post('/api/Message/ResendEmail', { Id: m.reset.id })).statusCode).toBe(403);
  });

  it('lets a viewer read the messages but not send them again; nothing changes', async () => {
    const viewer = apiAs(t, (await signedInAdmin(t, { [Endpoint.Message]: { view: true } })).token);
    expect((await viewer.get('/api/Message/GetEmails')).statusCode).toBe(200);
    expect((await viewer.get('/api/Message/GetSMS', { id: m.arriving.id })).statusCode).toBe(200);
    const before = await t.db.select().from(outboxMessages).where(eq(outboxMessages.id, m.badNumber.id));
    const refusals = [
      await viewer.post('/api/Message/ResendEmail', { Id: m.welcome.id }),
      await viewer.post('/api/Message/ResendSMS', { Id: m.badNumber.id }),
      await viewer.post('/api/Message/ResendAllFailedEmail', { From: '2026-03-01', To: '2026-03-31' }),
      await viewer.post('/api/Message/ResendAllFailedSMS', { From: '2026-03-01', To: '2026-03-31' }),
    ];
    expect(refusals.map((response) => response.statusCode)).toEqual([403, 403, 403, 403]);
    const statuses = await t.db.select({ status: outboxMessages.status }).from(outboxMessages);
    expect(statuses.map((row) => row.status as MessageStatus).sort()).toEqual([
      'Failed',
      'Failed',
      'Pending',
      'Pending',
      'Sent',
      'Sent',
    ]);
    expect(await t.db.select().from(outboxMessages).where(eq(outboxMessages.id, m.badNumber.id))).toEqual(
      before,
    );
    expect(await t.db.$count(adminActivities, eq(adminActivities.area, 'Message'))).toBe(0);
  });
});
