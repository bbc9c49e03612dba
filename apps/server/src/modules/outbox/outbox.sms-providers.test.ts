import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createAfricasTalkingSmsSender } from '../../adapters/messaging/africastalking-sms-sender.ts';
import {
  startFakeAfricasTalking,
  startFakeTermii,
} from '../../adapters/messaging/fake-sms/start-fake-sms.ts';
import type { Senders } from '../../adapters/messaging/message-sender.ts';
import { createTermiiSmsSender } from '../../adapters/messaging/termii-sms-sender.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { enqueueMessage } from './outbox.service.ts';
import { outboxMessages } from './outbox.table.ts';
import { drainOutbox } from './outbox.worker.ts';

/**
 * Issue 29 §2: the outbox with the real SMS providers' adapters, against their fakes over real HTTP: a
 * recipient refused inside a 2xx fails at once when the refusal is final and is tried again when it may
 * pass; the provider's id of a sent message is kept for its reports.
 */

let connection: TestDatabase;
let at: Awaited<ReturnType<typeof startFakeAfricasTalking>>;
let termii: Awaited<ReturnType<typeof startFakeTermii>>;
let viaAfricasTalking: Senders;
let viaTermii: Senders;
const noEmail = async () => {
  throw new Error('no e-mail in these tests');
};

beforeAll(async () => {
  connection = await createTestDatabase();
  at = await startFakeAfricasTalking({ username: 'wayfare', apiKey: 'at-key' });
  termii = await startFakeTermii({ apiKey: 'termii-key' });
  viaAfricasTalking = {
    Email: noEmail,
    SMS: createAfricasTalkingSmsSender({
      baseUrl: at.baseUrl,
      username: 'wayfare',
      apiKey: 'at-key',
      senderId: 'Wayfare',
    }),
  };
  viaTermii = {
    Email: noEmail,
    SMS: createTermiiSmsSender({
      baseUrl: termii.baseUrl,
      apiKey: 'termii-key',
      senderId: 'Wayfare',
      channel: 'dnd',
    }),
  };
});
afterAll(() => Promise.all([at?.close(), termii?.close(), connection?.close()]));
beforeEach(async () => {
  await connection.db.delete(outboxMessages);
  at.sent.length = 0;
  at.setBalance(100);
  termii.sent.length = 0;
  termii.setBalance(100);
});

const row = async (id: string) =>
  (await connection.db.select().from(outboxMessages).where(eq(outboxMessages.id, id)))[0]!;
const makeDue = (id: string) =>
  connection.db.update(outboxMessages).set({ nextAttemptAt: sql`now()` }).where(eq(outboxMessages.id, id));
const queueSms = (recipient: string) =>
  enqueueMessage(connection.db, { channel: 'SMS', recipient, body: 'Wayfare: your ride is booked' });

describe("the outbox through Africa's Talking", () => {
  it("marks the message sent with Africa's Talking's id for it", async () => {
    const id = await queueSms('+2348031234567');
    await drainOutbox(connection.db, viaAfricasTalking);
    expect(await row(id)).toMatchObject({
      status: 'Sent',
      attempts: 1,
      provider: 'africastalking',
      providerMessageId: at.sent[0]!.messageId,
    });
  });

  it('fails at once a recipient refused for good inside a 2xx, with the reason', async () => {
    at.blacklist('+2348039999999');
    const id = await queueSms('+2348039999999');
    await drainOutbox(connection.db, viaAfricasTalking);
    expect(await row(id)).toMatchObject({
      status: 'Failed',
      attempts: 1,
      lastError: "Africa's Talking refused +2348039999999: UserInBlacklist (406)",
      providerMessageId: null,
    });
  });

  it('tries again a recipient refused for a spent balance, and sends it once topped up', async () => {
    at.setBalance(0);
    const id = await queueSms('+2348031234568');
    await drainOutbox(connection.db, viaAfricasTalking);
    expect(await row(id)).toMatchObject({
      status: 'Pending',
      attempts: 1,
      lastError: "Africa's Talking refused +2348031234568: InsufficientBalance (405)",
    });
    at.setBalance(10);
    await makeDue(id);
    await drainOutbox(connection.db, viaAfricasTalking);
    expect(await row(id)).toMatchObject({ status: 'Sent', attempts: 2, lastError: null });
    expect(at.sent.map((message) => message.to)).toEqual(['+2348031234568']);
  });
});

describe('the outbox through Termii', () => {
  it("marks the message sent with Termii's id for it", async () => {
    const id = await queueSms('+2348031234569');
    await drainOutbox(connection.db, viaTermii);
    expect(await row(id)).toMatchObject({
      status: 'Sent',
      provider: 'termii',
      providerMessageId: termii.sent[0]!.messageId,
    });
  });

  it('fails a message Termii answers 2xx without taking, with its reason', async () => {
    termii.setBalance(0);
    const id = await queueSms('+2348031234570');
    await drainOutbox(connection.db, viaTermii);
    expect(await row(id)).toMatchObject({
      status: 'Failed',
      attempts: 1,
      lastError: 'Termii did not take the message: Insufficient balance',
      providerMessageId: null,
    });
  });
});
