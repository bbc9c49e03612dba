import { contactTexts } from '@wayfare/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { problemOf } from '../../test/api-client.ts';
import { createTestApp, type TestApp, waitForMessage } from '../../test/test-app.ts';
import { outboxMessages } from '../outbox/outbox.table.ts';

const SUPPORT = 'help.desk@wayfare.example';
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ SUPPORT_EMAIL: SUPPORT });
});
afterAll(() => t.close());

let address = 0;
const from = () => `10.20.0.${++address}`;
const message = (more: object = {}) => ({
  Name: 'Amaka <b>Obi</b>',
  EmailAddress: 'Amaka.Obi@Example.ng',
  PhoneNumber: '0803 123 4567',
  Message: 'My driver was great.\nCan I book him again? <script>alert(1)</script>',
  ...more,
});
const send = (payload: object, remoteAddress = from()) =>
  t.app.inject({ method: 'POST', url: '/api/Message/SendContactMessage', payload, remoteAddress });
const queuedToSupport = async () =>
  (await t.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, SUPPORT))).length;

describe('Message/SendContactMessage (issue 20 §3)', () => {
  it('e-mails support through the outbox, without sign-in, and answers the thank-you', async () => {
    const response = await send(message());
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ Message: 'Thank you. We will get back to you shortly' });
    const delivered = await waitForMessage(t.sent, (sent) => sent.recipient === SUPPORT);
    expect(delivered.subject).toBe('Contact form: a message from Amaka <b>Obi</b>');
    expect(delivered.body).toContain('E-mail: amaka.obi@example.ng');
    expect(delivered.body).toContain('Phone: +2348031234567');
    expect(delivered.body).toContain('My driver was great.\nCan I book him again?');
    // The sender's words are text in the HTML part, never markup.
    expect(delivered.html).toContain('Name: Amaka &lt;b&gt;Obi&lt;&#x2F;b&gt;');
    expect(delivered.html).toContain('My driver was great.<br>Can I book him again? &lt;script&gt;');
    expect(delivered.html).not.toContain('<script>');
    const [row] = await t.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, SUPPORT));
    expect(row).toMatchObject({ channel: 'Email', typeName: 'Contact Message' });
  });

  it('answers a filled honeypot alike and queues nothing', async () => {
    const before = await queuedToSupport();
    const response = await send(message({ Website: 'http://spam.example' }));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ Message: contactTexts.sent });
    expect(await queuedToSupport()).toBe(before);
  });

  it('names every missing field with the form engine message, and queues nothing', async () => {
    const before = await queuedToSupport();
    expect(problemOf(await send({}), 400).errors).toEqual({
      Name: ['Name is required'],
      EmailAddress: ['EmailAddress is required'],
      PhoneNumber: ['PhoneNumber is required'],
      Message: ['Message is required'],
    });
    expect(
      problemOf(await send(message({ EmailAddress: 'not-an-address', PhoneNumber: '12', Message: ' ' })), 400)
        .errors,
    ).toEqual({
      EmailAddress: ['Invalid Emaill Address'],
      PhoneNumber: [expect.any(String)],
      Message: ['Message is required'],
    });
    expect(
      problemOf(await send(message({ Message: 'm'.repeat(10_000), Name: 'n'.repeat(10_000) })), 400).errors,
    ).toEqual({
      Name: ['Name must be at most 100 characters'],
      Message: ['Message must be at most 5000 characters'],
    });
    expect(problemOf(await send(message({ Extra: 1 })), 400).errors).toEqual({
      Extra: ['Extra is not a property of this request'],
    });
    expect(await queuedToSupport()).toBe(before);
  });

  it('takes at most 5 an hour from one address: the 6th is a 429 problem, queuing nothing', async () => {
    const address = from();
    for (let n = 1; n <= 5; n++)
      expect((await send(message(), address)).statusCode, `message ${n}`).toBe(200);
    const before = await queuedToSupport();
    const refused = await send(message(), address);
    expect(problemOf(refused, 429).title).toBe(contactTexts.tooMany);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await queuedToSupport()).toBe(before);
    // Another address is not held back.
    expect((await send(message())).statusCode).toBe(200);
  });
});
