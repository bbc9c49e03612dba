import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startFakeAfricasTalking,
  startFakeTermii,
} from '../../adapters/messaging/fake-sms/start-fake-sms.ts';
import { type ApiClient, apiAs, problemOf } from '../../test/api-client.ts';
import { createTestApp, signedInAdmin, type TestApp } from '../../test/test-app.ts';
import { enqueueMessage } from '../outbox/index.ts';
import { outboxMessages } from '../outbox/outbox.table.ts';
import { insertMessage } from './test-support.ts';

/**
 * Issue 29 §2: the app sends SMS through Termii (its fake over real HTTP), keeps the id Termii gave
 * each, and the providers' delivery reports, posted to the Message webhooks with the address's secret,
 * mark the message delivered or failed once, as /admin/sms shows it.
 */

const SECRET = 'sms-webhook-secret-0123456789';
const TERMII_KEY = 'TLtermii-app-key';
const TERMII_SECRET_KEY = 'termii-secret-key';
let termii: Awaited<ReturnType<typeof startFakeTermii>>;
let at: Awaited<ReturnType<typeof startFakeAfricasTalking>>;
let t: TestApp;
let admin: ApiClient;

beforeAll(async () => {
  termii = await startFakeTermii({ apiKey: TERMII_KEY });
  at = await startFakeAfricasTalking({ username: 'wayfare', apiKey: 'at-key' });
  t = await createTestApp(
    {
      SMS_PROVIDER: 'termii',
      TERMII_API_KEY: TERMII_KEY,
      TERMII_BASE_URL: termii.baseUrl,
      SMS_WEBHOOK_SECRET: SECRET,
      TERMII_SECRET_KEY,
    },
    { configuredSms: true },
  );
  admin = apiAs(t, (await signedInAdmin(t)).token);
});
afterAll(async () => {
  await t?.close();
  await Promise.all([termii?.close(), at?.close()]);
});

const rowOf = async (id: string) =>
  (await t.db.select().from(outboxMessages).where(eq(outboxMessages.id, id)))[0]!;

let counter = 0;
/** Queues an SMS and waits until the worker has sent it through the fake Termii: Termii's id for it. */
async function sentThroughTermii() {
  const recipient = `+23480312${String(++counter).padStart(5, '0')}`;
  const id = await enqueueMessage(t.db, { channel: 'SMS', recipient, body: 'Wayfare: your driver is here' });
  await expect.poll(async () => (await rowOf(id)).status).toBe('Sent');
  const taken = termii.sent.find((message) => message.to === recipient.slice(1));
  expect(taken).toBeDefined();
  return { id, termiiId: taken!.messageId };
}

/** Posts a report as its provider would: Termii's signed with its secret key unless `signature` says otherwise. */
const report = (
  provider: 'Termii' | 'AfricasTalking',
  body: string,
  secret: string | null = SECRET,
  signature: string | null = provider === 'Termii' ? termii.signatureOf(body, TERMII_SECRET_KEY) : null,
) =>
  t.app.inject({
    method: 'POST',
    url: `/api/Message/${provider}DeliveryReport${secret === null ? '' : `?Secret=${encodeURIComponent(secret)}`}`,
    headers: {
      'content-type': provider === 'Termii' ? 'application/json' : 'application/x-www-form-urlencoded',
      ...(signature === null ? {} : { 'x-termii-signature': signature }),
    },
    payload: body,
  });

const smsDetail = async (id: string) => {
  const response = await admin.get('/api/Message/GetSMS', { id });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { StatusName: string; DeliveredDate: string | null; SentDate: string | null };
};

describe('SMS through Termii and its delivery reports', () => {
  it("keeps Termii's id; its report of delivery shows the message delivered, and a replay changes nothing", async () => {
    const { id, termiiId } = await sentThroughTermii();
    expect(await rowOf(id)).toMatchObject({ provider: 'termii', providerMessageId: termiiId });
    expect((await smsDetail(id)).DeliveredDate).toBeNull();

    const first = await report('Termii', termii.deliveryReport(termiiId, 'DELIVERED'));
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ Status: 'delivered' });
    const detail = await smsDetail(id);
    expect(detail).toMatchObject({ StatusName: 'Sent', DeliveredDate: expect.any(String) });

    const replay = await report('Termii', termii.deliveryReport(termiiId, 'DELIVERED'));
    expect(replay.json()).toEqual({ Status: 'already' });
    expect(await smsDetail(id)).toEqual(detail);
  });

  it("fails the message with Termii's reason, shown to the administrators; a replay or a late success changes nothing", async () => {
    const { id, termiiId } = await sentThroughTermii();
    const failed = await report('Termii', termii.deliveryReport(termiiId, 'DND Active on Phone Number'));
    expect(failed.json()).toEqual({ Status: 'failed' });
    expect((await smsDetail(id)).StatusName).toBe('Failed');
    const reason = await admin.get('/api/Message/GetFailureReasonForSMS', { id });
    expect(reason.body).toBe('Termii reported: DND Active on Phone Number');

    expect(
      (await report('Termii', termii.deliveryReport(termiiId, 'DND Active on Phone Number'))).json(),
    ).toEqual({
      Status: 'already',
    });
    expect((await report('Termii', termii.deliveryReport(termiiId, 'DELIVERED'))).json()).toEqual({
      Status: 'already',
    });
    expect(await smsDetail(id)).toMatchObject({ StatusName: 'Failed', DeliveredDate: null });
  });

  it('takes a report of a state on the way as nothing yet', async () => {
    const { id, termiiId } = await sentThroughTermii();
    expect((await report('Termii', termii.deliveryReport(termiiId, 'Message Sent'))).json()).toEqual({
      Status: 'ignored',
    });
    expect(await smsDetail(id)).toMatchObject({ StatusName: 'Sent', DeliveredDate: null });
  });

  it('refuses a report without the secret or with a wrong one, and writes nothing', async () => {
    const { id, termiiId } = await sentThroughTermii();
    const body = termii.deliveryReport(termiiId, 'Message Failed');
    for (const secret of [null, 'wrong', `${SECRET}x`]) {
      expect(problemOf(await report('Termii', body, secret), 401).title).toBe(
        'The delivery report address has a missing or wrong Secret',
      );
    }
    expect(await smsDetail(id)).toMatchObject({ StatusName: 'Sent', DeliveredDate: null });
  });

  it("refuses a Termii report without Termii's signature, or signed with another key, and writes nothing", async () => {
    const { id, termiiId } = await sentThroughTermii();
    const body = termii.deliveryReport(termiiId, 'Message Failed');
    for (const signature of [null, termii.signatureOf(body, 'another-key'), 'not-hex']) {
      expect(problemOf(await report('Termii', body, SECRET, signature), 401).title).toBe(
        "The delivery report does not carry Termii's signature",
      );
    }
    expect(await smsDetail(id)).toMatchObject({ StatusName: 'Sent', DeliveredDate: null });
  });

  it('answers 400 to a body that is not such a report, and 200 unknown to an id it never gave', async () => {
    expect(problemOf(await report('Termii', 'status=DELIVERED'), 400).title).toBe(
      'This is not a delivery report as Termii sends one',
    );
    expect(problemOf(await report('AfricasTalking', '{"id":"x"}'), 400).title).toBe(
      "This is not a delivery report as Africa's Talking sends one",
    );
    expect((await report('Termii', termii.deliveryReport('no-such-id'))).json()).toEqual({
      Status: 'unknown',
    });
  });

  it("takes Africa's Talking's form-encoded reports: a failure with its reason, then replays are harmless", async () => {
    // Sent by Africa's Talking before the settings changed to Termii: its reports still arrive.
    const taken = await fetch(`${at.baseUrl}/version1/messaging`, {
      method: 'POST',
      headers: {
        apiKey: 'at-key',
        accept: 'application/json',
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams({ username: 'wayfare', to: '+2348035550001', message: 'Hello' }).toString(),
    });
    expect(taken.status).toBe(201);
    const atId = at.sent[0]!.messageId;
    const row = await insertMessage(t.db, {
      channel: 'SMS',
      recipient: '+2348035550001',
      body: 'Hello',
      status: 'Sent',
      attempts: 1,
      sentAt: new Date(),
      provider: 'africastalking',
      providerMessageId: atId,
    });
    const failed = await report('AfricasTalking', at.deliveryReport(atId, 'Failed', 'UserInBlackList'));
    expect(failed.json()).toEqual({ Status: 'failed' });
    expect((await admin.get('/api/Message/GetFailureReasonForSMS', { id: row.id })).body).toBe(
      "Africa's Talking reported: Failed (UserInBlackList)",
    );
    expect(
      (await report('AfricasTalking', at.deliveryReport(atId, 'Failed', 'UserInBlackList'))).json(),
    ).toEqual({
      Status: 'already',
    });
    // The same id from the other provider names no message.
    expect(
      (await report('Termii', JSON.stringify({ message_id: atId, status: 'DELIVERED' }))).json(),
    ).toEqual({
      Status: 'unknown',
    });
  });

  it('forgets the provider id when a message is resent: a late report of the old attempt finds nothing', async () => {
    const { id, termiiId } = await sentThroughTermii();
    const resent = await admin.post('/api/Message/ResendSMS', { Id: id });
    expect(resent.statusCode, resent.body).toBe(200);
    await expect.poll(async () => (await rowOf(id)).providerMessageId).not.toBe(termiiId);
    expect((await report('Termii', termii.deliveryReport(termiiId, 'Message Failed'))).json()).toEqual({
      Status: 'unknown',
    });
  });
});

describe('SMS delivery reports without SMS_WEBHOOK_SECRET', () => {
  it('are not taken: 404 with a sentence saying which setting is missing, nothing written', async () => {
    const bare = await createTestApp();
    try {
      const response = await bare.app.inject({
        method: 'POST',
        url: '/api/Message/AfricasTalkingDeliveryReport?Secret=anything-at-all-here',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'id=ATXid_1&status=Success',
      });
      expect(problemOf(response, 404).title).toBe(
        'Delivery reports are not taken here: SMS_WEBHOOK_SECRET is not set',
      );
    } finally {
      await bare.close();
    }
  });
});
