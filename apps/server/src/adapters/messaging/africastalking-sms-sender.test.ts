import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createAfricasTalkingSmsSender } from './africastalking-sms-sender.ts';
import { startFakeAfricasTalking } from './fake-sms/start-fake-sms.ts';
import { type DeliverableMessage, DeliveryError } from './message-sender.ts';

/** Issue 29 §2: Africa's Talking's messaging API, against its fake over real HTTP. */

const API_KEY = 'atsk_test_key';
let at: Awaited<ReturnType<typeof startFakeAfricasTalking>>;
beforeAll(async () => {
  at = await startFakeAfricasTalking({ username: 'wayfare', apiKey: API_KEY, senderIds: ['Wayfare'] });
});
afterAll(() => at?.close());
beforeEach(() => {
  at.sent.length = 0;
  at.setBalance(100);
});

const sms = (recipient: string): DeliverableMessage => ({
  id: '0b0e4f5e-2222-4c1b-9a43-5d8f3c2b1a00',
  channel: 'SMS',
  recipient,
  subject: null,
  body: 'Wayfare: your driver has arrived',
});
const sender = (overrides: Partial<Parameters<typeof createAfricasTalkingSmsSender>[0]> = {}) =>
  createAfricasTalkingSmsSender({
    baseUrl: at.baseUrl,
    username: 'wayfare',
    apiKey: API_KEY,
    senderId: 'Wayfare',
    ...overrides,
  });

const failureOf = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(DeliveryError);
  return { kind: (error as DeliveryError).kind, reason: (error as DeliveryError).message };
};

describe("the Africa's Talking sender", () => {
  it("posts the documented form with the apiKey header and answers the recipient's message id", async () => {
    const receipt = await sender()(sms('+2348031234567'));
    expect(at.sent).toEqual([
      expect.objectContaining({
        to: '+2348031234567',
        from: 'Wayfare',
        message: 'Wayfare: your driver has arrived',
      }),
    ]);
    expect(receipt).toEqual({ provider: 'africastalking', providerMessageId: at.sent[0]!.messageId });
    expect(receipt!.providerMessageId).toMatch(/^ATXid_/);
  });

  it('leaves the sender ID out when none is set (the account default)', async () => {
    await sender({ senderId: '' })(sms('+2348031234567'));
    expect(at.sent[0]!.from).toBeUndefined();
  });

  it('reads a refused recipient in a 2xx as a permanent failure with its status', async () => {
    at.blacklist('+2348039999999');
    expect(await failureOf(sender()(sms('+2348039999999')))).toEqual({
      kind: 'permanent',
      reason: "Africa's Talking refused +2348039999999: UserInBlacklist (406)",
    });
    expect(at.sent).toEqual([]);
  });

  it('reads a spent balance as a transient failure: a top-up lets the next attempt through', async () => {
    at.setBalance(0);
    expect(await failureOf(sender()(sms('+2348031234567')))).toEqual({
      kind: 'transient',
      reason: "Africa's Talking refused +2348031234567: InsufficientBalance (405)",
    });
  });

  it('fails for good on an unregistered sender ID, a wrong key or another username', async () => {
    expect(await failureOf(sender({ senderId: 'Other' })(sms('+2348031234567')))).toEqual({
      kind: 'permanent',
      reason: "Africa's Talking did not take the message: InvalidSenderId",
    });
    expect(await failureOf(sender({ apiKey: 'wrong' })(sms('+2348031234567')))).toEqual({
      kind: 'permanent',
      reason: "Africa's Talking answered 401: The supplied authentication is invalid",
    });
    expect(await failureOf(sender({ username: 'someone' })(sms('+2348031234567')))).toEqual({
      kind: 'permanent',
      reason: "Africa's Talking answered 401: The supplied authentication is invalid",
    });
  });
});
