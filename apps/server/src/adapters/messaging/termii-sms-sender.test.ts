import { describe, expect, it } from 'vitest';
import { startFakeTermii } from './fake-sms/start-fake-sms.ts';
import { failureOf, smsSenderContract } from './sms-sender.test-support.ts';
import { createTermiiSmsSender } from './termii-sms-sender.ts';

/** Issue 29 §2: Termii's send API, against its fake over real HTTP. */

const API_KEY = 'TLtermii-test-key';

describe('the Termii sender', () => {
  const { fake, sender, sms } = smsSenderContract({
    provider: 'termii',
    start: () => startFakeTermii({ apiKey: API_KEY }),
    sender: (termii, overrides: Partial<Parameters<typeof createTermiiSmsSender>[0]> = {}) =>
      createTermiiSmsSender({
        baseUrl: termii.baseUrl,
        apiKey: API_KEY,
        senderId: 'Wayfare',
        channel: 'dnd',
        ...overrides,
      }),
    body: 'Wayfare: your code is 123456',
    documentedRequest: {
      to: '2348031234567',
      from: 'Wayfare',
      sms: 'Wayfare: your code is 123456',
      channel: 'dnd',
    },
    wrongKey: { apiKey: 'wrong' },
    wrongKeyReason: 'Termii answered 401: Invalid API key',
  });

  it('fails for good when Termii refuses the sender ID', async () => {
    expect(await failureOf(sender({ senderId: 'WayfareNigeria' })(sms('+2348031234567')))).toEqual({
      kind: 'permanent',
      reason: 'Termii answered 422: Sender ID must be between 3 and 11 characters',
    });
  });

  it("reads a 2xx without a message id as a failure with Termii's reason, not as sent", async () => {
    fake().setBalance(0);
    expect(await failureOf(sender()(sms('+2348031234567')))).toEqual({
      kind: 'permanent',
      reason: 'Termii did not take the message: Insufficient balance',
    });
  });

  it('refuses a recipient that is not an international number before asking Termii', async () => {
    expect(await failureOf(sender()(sms('08031234567')))).toEqual({
      kind: 'permanent',
      reason: '08031234567 is not an international phone number (+234…)',
    });
  });
});
