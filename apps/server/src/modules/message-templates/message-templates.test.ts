import { messageTemplateTexts } from '@wayfare/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs, listOf, problemOf } from '../../test/api-client.ts';
import {
  codeIn,
  createTestApp,
  createUser,
  signedInAdmin,
  type TestApp,
  waitForMessage,
} from '../../test/test-app.ts';
import { users } from '../accounts/accounts.table.ts';
import { adminActivities } from '../activity/activity.table.ts';
import { outboxMessages } from '../outbox/outbox.table.ts';
import { messageTemplateTypes } from './message-template-types.ts';
import { messageTemplates } from './message-templates.table.ts';

let t: TestApp;
let api: ReturnType<typeof apiAs>;
beforeAll(async () => {
  t = await createTestApp();
  api = apiAs(t, (await signedInAdmin(t)).token);
});
afterAll(() => t.close());

const allowedForReset = messageTemplateTexts.onlyPlaceholders(['FirstName', 'Code', 'Link', 'ExpiryMinutes']);
const savedCount = async () => (await t.db.select().from(messageTemplates)).length;
const logCount = async () =>
  (await t.db.select().from(adminActivities).where(eq(adminActivities.area, 'MessageTemplate'))).length;

let ip = 0;
const requestReset = (email: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/Account/ResetPassword',
    payload: { EmailAddress: email },
    remoteAddress: `10.9.0.${++ip}`,
  });

describe('message template types and defaults', () => {
  it('lists the e-mail types with their placeholders, the first three the accounts’', async () => {
    const { rows, total } = listOf(await api.get('/api/MessageTemplate/GetEmailTemplateTypes'));
    expect(total).toBe(messageTemplateTypes.length);
    expect(rows.slice(0, 3)).toEqual([
      expect.objectContaining({
        EmailType: 1,
        Name: 'Password Reset',
        HasSMS: false,
        Placeholders: ['FirstName', 'Code', 'Link', 'ExpiryMinutes'],
      }),
      expect.objectContaining({
        EmailType: 2,
        Name: 'Account Deletion',
        HasSMS: false,
        Placeholders: ['FirstName', 'Code', 'ExpiryMinutes'],
      }),
      expect.objectContaining({
        EmailType: 3,
        Name: 'New Account',
        HasSMS: false,
        Placeholders: ['FirstName', 'Code', 'Link', 'ExpiryHours'],
      }),
    ]);
  });

  it('answers a type without a saved template with its default, Id 0; an unknown type is 404', async () => {
    const response = await api.get('/api/MessageTemplate/GetEmailTemplate', { emailType: 2 });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      Id: 0,
      EmailType: 2,
      Name: 'Account Deletion',
      Subject: 'Your code to delete your account',
      SMSMessage: '',
    });
    const unknown = await api.get('/api/MessageTemplate/GetEmailTemplate', { emailType: 99 });
    expect(problemOf(unknown, 404).title).toBe('There is no message template type 99');
    problemOf(await api.get('/api/MessageTemplate/GetEmailTemplate', { emailType: 'x' }), 400);
  });

  it('previews a wording with sample values: escaped in the body, plain in the subject', async () => {
    const response = await api.post('/api/MessageTemplate/PreviewEmailTemplate', {
      EmailType: 1,
      Subject: 'Code for {{FirstName}}: {{Link}}',
      Template: '<p>{{Code}} {{Link}}</p>',
    });
    expect(response.statusCode, response.body).toBe(200);
    const link = 'https://wayfare.example/account/setpassword?email=ada%40example.ng&code=482913';
    expect(response.json()).toEqual({
      Subject: `Code for Ada: ${link}`,
      Template: `<p>482913 ${link.replaceAll('&', '&amp;').replaceAll('=', '&#x3D;').replaceAll('/', '&#x2F;')}</p>`,
      SMSMessage: '',
    });
  });
});

describe('saving a template', () => {
  it('refuses hostile wording with 400 naming the allowed placeholders, and writes nothing', async () => {
    const hostile = [
      '{{{Code}}}',
      '{{&Code}}',
      '{{#x}}y{{/x}}',
      '{{> p}}',
      '{{Nope}}',
      '{{! a {{Code}} }}',
      '{{=<% %>=}}',
      '{{Code',
    ];
    for (const wording of hostile) {
      for (const field of ['Subject', 'Template'] as const) {
        const body = { EmailType: 1, Subject: 'Reset', Template: '<p>Hi</p>', [field]: wording };
        const refused = problemOf(await api.post('/api/MessageTemplate/CreateEmailTemplate', body), 400);
        expect(refused.errors?.[field], `${field}: ${wording}`).toEqual([allowedForReset]);
      }
    }
    const long = problemOf(
      await api.post('/api/MessageTemplate/CreateEmailTemplate', {
        EmailType: 1,
        Subject: 'x'.repeat(10_000),
        Template: '<p>Hi</p>',
      }),
      400,
    );
    expect(long.errors?.Subject).toEqual(['Subject must be at most 200 characters']);
    const blank = problemOf(
      await api.post('/api/MessageTemplate/CreateEmailTemplate', {
        EmailType: 1,
        Subject: ' ',
        Template: '',
      }),
      400,
    );
    expect(blank.errors).toMatchObject({
      Subject: ['Subject is required'],
      Template: ['Template is required'],
    });
    problemOf(
      await api.post('/api/MessageTemplate/CreateEmailTemplate', {
        EmailType: 77,
        Subject: 'S',
        Template: 'T',
      }),
      400,
    );
    expect(await savedCount()).toBe(0);
    expect(await logCount()).toBe(0);
  });

  it('sanitises the HTML, keeps formatting, links and images, and refuses a second template of a type with 409', async () => {
    const created = await api.post('/api/MessageTemplate/CreateEmailTemplate', {
      EmailType: 3,
      Name: 'ignored',
      HasSMS: true,
      Subject: 'Welcome {{FirstName}}',
      Template:
        '<p><strong>Hello</strong> {{FirstName}}<script>alert(1)</script></p><a href="{{Link}}">choose</a>' +
        '<img src="https://wayfare.example/logo.png" onerror="alert(1)"><a href="javascript:alert(1)">x</a>',
    });
    expect(created.statusCode, created.body).toBe(200);
    const saved = created.json();
    expect(saved).toMatchObject({
      EmailType: 3,
      Name: 'New Account',
      HasSMS: false,
      Subject: 'Welcome {{FirstName}}',
    });
    expect(saved.Id).toBeGreaterThan(0);
    expect(saved.Template).toBe(
      '<p><strong>Hello</strong> {{FirstName}}</p><a href="{{Link}}">choose</a>' +
        '<img src="https://wayfare.example/logo.png" /><a>x</a>',
    );
    const again = await api.post('/api/MessageTemplate/CreateEmailTemplate', {
      EmailType: 3,
      Subject: 'S',
      Template: 'T',
    });
    expect(problemOf(again, 409).title).toBe(
      'New Account already has a saved template. Use UpdateEmailTemplate to change it',
    );
    expect((await api.get('/api/MessageTemplate/GetEmailTemplate', { emailType: 3 })).json()).toEqual(saved);
    expect(await logCount()).toBe(1);
  });
});

describe('messages rendered from their template', () => {
  it("sends the password reset in today's wording, HTML with a text part, and keeps the code masked", async () => {
    const user = await createUser(t.db, { password: null });
    expect((await requestReset(user.email)).statusCode).toBe(200);
    const sent = await waitForMessage(t.sent, (message) => message.recipient === user.email);
    const code = codeIn(sent.body);
    // The link's site is the one the request came to.
    const link = `http://localhost:80/account/setpassword?email=${encodeURIComponent(user.email)}&code=${code}`;
    expect(sent.subject).toBe('Your code to set a new password');
    expect(sent.body).toBe(
      `Your code to set a new password is ${code}. The code works once, for 10 minutes.\n` +
        `Or open ${link} to choose your new password.\n` +
        'If you did not ask for this, ignore this message: your password stays as it is.',
    );
    expect(sent.html).toContain(`<p>Your code to set a new password is ${code}.`);
    await expect
      .poll(
        async () =>
          (await t.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, user.email)))[0]
            ?.status,
      )
      .toBe('Sent');
    const [kept] = await t.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, user.email));
    expect(kept).toMatchObject({ typeName: 'Password Reset' });
    expect(kept!.body).not.toContain(code);
    expect(kept!.html).not.toContain(code);
    expect(kept!.body).toContain('is ••••••.');
  });

  it("sends the account deletion code in today's wording", async () => {
    const user = await createUser(t.db, { password: null });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/Account/GenerateVerificationCodeForAccountDeletion',
      payload: { EmailAddress: user.email },
      remoteAddress: '10.9.1.1',
    });
    expect(response.statusCode, response.body).toBe(200);
    const sent = await waitForMessage(t.sent, (message) => message.recipient === user.email);
    expect(sent.subject).toBe('Your code to delete your account');
    expect(sent.body).toBe(
      `Your code to delete your account is ${codeIn(sent.body)}. The code works once, for 10 minutes.\n` +
        'If you did not ask for this, ignore this message: your account stays as it is.',
    );
  });

  it('sends the next reset with an edited subject, names escaped in the body and plain in the subject', async () => {
    const current = (await api.get('/api/MessageTemplate/GetEmailTemplate', { emailType: 1 })).json();
    const created = await api.post('/api/MessageTemplate/CreateEmailTemplate', {
      ...current,
      Subject: 'Reset for {{FirstName}}',
      Template: '<p>Dear {{FirstName}}, your code is {{Code}}.</p>',
    });
    expect(created.statusCode, created.body).toBe(200);
    const updated = await api.post('/api/MessageTemplate/UpdateEmailTemplate', {
      ...created.json(),
      Subject: 'Wayfare reset for {{FirstName}}',
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toMatchObject({
      Id: created.json().Id,
      Subject: 'Wayfare reset for {{FirstName}}',
    });

    const hostileName = '<img src=x onerror=alert(1)>';
    const user = await createUser(t.db, { password: null });
    await t.db.update(users).set({ firstname: hostileName }).where(eq(users.id, user.id));
    expect((await requestReset(user.email)).statusCode).toBe(200);
    const sent = await waitForMessage(t.sent, (message) => message.recipient === user.email);
    expect(sent.subject).toBe(`Wayfare reset for ${hostileName}`);
    expect(sent.html).toBe(
      `<p>Dear &lt;img src&#x3D;x onerror&#x3D;alert(1)&gt;, your code is ${codeIn(sent.body)}.</p>`,
    );
    expect(sent.html).not.toContain('<img');
    expect(sent.body).toBe(`Dear ${hostileName}, your code is ${codeIn(sent.body)}.`);
  });

  it('refuses an update of a template that does not exist (404) or of another type (400)', async () => {
    problemOf(
      await api.post('/api/MessageTemplate/UpdateEmailTemplate', {
        Id: 9999,
        EmailType: 1,
        Subject: 'S',
        Template: 'T',
      }),
      404,
    );
    const [newAccount] = await t.db.select().from(messageTemplates).where(eq(messageTemplates.emailType, 3));
    problemOf(
      await api.post('/api/MessageTemplate/UpdateEmailTemplate', {
        Id: newAccount!.id,
        EmailType: 1,
        Subject: 'S',
        Template: 'T',
      }),
      400,
    );
  });
});
