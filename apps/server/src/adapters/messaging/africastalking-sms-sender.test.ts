import { describe, expect, it } from 'vitest';
import { createAfricasTalkingSmsSender } from './africastalking-sms-sender.ts';
import { startFakeAfricasTalking } from './fake-sms/start-fake-sms.ts';
import { failureOf, smsSenderContract } from './sms-sender.test-support.ts';

/** Issue 29 §2: Africa's Talking's messaging API, against its fake over real HTTP. */

const API_KEY = 'atsk_test_key';

describe("the Africa's Talking sender", () => {
  const { fake, sender, sms } = smsSenderContract({
    provider: 'africastalking',
    start: () => startFakeAfricasTalking({ username: 'wayfare', apiKey: API_KEY, senderIds: ['Wayfare'] }),
    sender: (at, overrides: Partial<Parameters<typeof createAfricasTalkingSmsSender>[0]> = {}) =>
      createAfricasTalkingSmsSender({
        baseUrl: at.baseUrl,
        username: 'wayfare',
        apiKey: API_KEY,
        senderId: 'Wayfare',
        ...overrides,
      }),
    body: 'Wayfare: your driver has arrived',
    // The documented form, with the apiKey header.
    documentedRequest: { to: '+2348031234567', from: 'Wayfare', message: 'Wayfare: your driver has arrived' },
    messageIdPattern: /^ATXid_/,
    wrongKey: { apiKey: 'wrong' },
    wrongKeyReason: "Africa's Talking answered 401: The supplied authentication is invalid",
  });

  it('leaves the sender ID out when none is set (the account default)', async () => {
    await sender({ senderId: '' })(sms('+2348031234567'));
    expect(fake().sent[0]!.from).toBeUndefined();
  });

  it('reads a refused recipient in a 2xx as a permanent failure with its status', async () => {
    fake().blacklist('+2348039999999');
    expect(await failureOf(sender()(sms('+2348039999999')))).toEqual({
      kind: 'permanent',
      reason: "Africa's Talking refused +2348039999999: UserInBlacklist (406)",
    });
    expect(fake().sent).toEqual([]);
  });

  it('reads a spent balance as a transient failure: a top-up lets the next attempt through', async () => {
    fake().setBalance(0);
    expect(await failureOf(sender()(sms('+2348031234567')))).toEqual({
      kind: 'transient',
      reason: "Africa's Talking refused +2348031234567: InsufficientBalance (405)",
    });
  });

  it('fails for good on an unregistered sender ID or another username', async () => {
    expect(await failureOf(sender({ senderId: 'Other' })(sms('+2348031234567')))).toEqual({
      kind: 'permanent',
      reason: "Africa's Talking did not take the message: InvalidSenderId",
    });
    expect(await failureOf(sender({ username: 'someone' })(sms('+2348031234567')))).toEqual({
      kind: 'permanent',
      reason: "Africa's Talking answered 401: The supplied authentication is invalid",
    });
  });
});
