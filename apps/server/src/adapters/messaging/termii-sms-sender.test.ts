import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeTermii } from './fake-sms/start-fake-sms.ts';
import { type DeliverableMessage, DeliveryError } from './message-sender.ts';
import { createTermiiSmsSender } from './termii-sms-sender.ts';

/** Issue 29 §2: Termii's send API, against its fake over real HTTP. */

const API_KEY = 'TLtermii-test-key';
let termii: Awaited<ReturnType<typeof startFakeTermii>>;
beforeAll(async () => {
  termii = await startFakeTermii({ apiKey: API_KEY });
});
afterAll(() => termii?.close());
beforeEach(() => {
  termii.sent.length = 0;
  termii.setBalance(100);
});

const sms = (recipient: string): DeliverableMessage => ({
  id: '0b0e4f5e-1111-4c1b-9a43-5d8f3c2b1a00',
  channel: 'SMS',
  recipient,
  subject: null,
  body: 'Wayfare: your code is 123456',
});
const sender = (overrides: Partial<Parameters<typeof createTermiiSmsSender>[0]> = {}) =>
  createTermiiSmsSender({
    baseUrl: termii.baseUrl,
    apiKey: API_KEY,
    senderId: 'Wayfare',
    channel: 'dnd',
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

describe('the Termii sender', () => {
  it("sends Termii's documented body and answers the message id Termii gave", async () => {
    const receipt = await sender()(sms('+2348031234567'));
    expect(termii.sent).toEqual([
      expect.objectContaining({
        to: '2348031234567',
        from: 'Wayfare',
        sms: 'Wayfare: your code is 123456',
        channel: 'dnd',
      }),
    ]);
    expect(receipt).toEqual({ provider: 'termii', providerMessageId: termii.sent[0]!.messageId });
  });

  it("fails for good, with Termii's reason, when the key is wrong", async () => {
    expect(await failureOf(sender({ apiKey: 'wrong' })(sms('+2348031234567')))).toEqual({
      kind: 'permanent',
      reason: 'Termii answered 401: Invalid API key',
    });
    expect(termii.sent).toEqual([]);
  });

  it('fails for good when Termii refuses the sender ID', async () => {
    expect(await failureOf(sender({ senderId: 'WayfareNigeria' })(sms('+2348031234567')))).toEqual({
      kind: 'permanent',
      reason: 'Termii answered 422: Sender ID must be between 3 and 11 characters',
    });
  });

  it("reads a 2xx without a message id as a failure with Termii's reason, not as sent", async () => {
    termii.setBalance(0);
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
