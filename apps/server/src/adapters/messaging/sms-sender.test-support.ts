import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import {
  type DeliverableMessage,
  DeliveryError,
  type MessageSender,
  type SmsProviderName,
} from './message-sender.ts';

/** A provider's fake as the shared contract drives it (served over real HTTP). */
type ServedFake = {
  sent: { messageId: string }[];
  setBalance(balance: number): void;
  close(): Promise<void>;
};

/** What differs between the SMS providers in the contract every sender keeps (issue 29 §2). */
export type SmsSenderCase<Fake extends ServedFake, Options> = {
  provider: SmsProviderName;
  start: () => Promise<Fake>;
  sender: (fake: Fake, overrides?: Partial<Options>) => MessageSender;
  body: string;
  /** What the provider's fake received for a message to +2348031234567. */
  documentedRequest: Record<string, unknown>;
  /** The shape of the provider's own message ids, where it has one. */
  messageIdPattern?: RegExp;
  wrongKey: Partial<Options>;
  wrongKeyReason: string;
};

export const failureOf = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(DeliveryError);
  return { kind: (error as DeliveryError).kind, reason: (error as DeliveryError).message };
};

/**
 * The contract every SMS sender keeps, against its provider's fake (emptied and funded before each
 * test): it sends the documented request and answers the id the provider gave; a wrong key fails for
 * good with the provider's reason, nothing sent. Answers the fake, a sender and a message maker for the
 * provider's own tests.
 */
export function smsSenderContract<Fake extends ServedFake, Options>(provider: SmsSenderCase<Fake, Options>) {
  let fake: Fake;
  beforeAll(async () => {
    fake = await provider.start();
  });
  afterAll(() => fake?.close());
  beforeEach(() => {
    fake.sent.length = 0;
    fake.setBalance(100);
  });
  const sms = (recipient: string): DeliverableMessage => ({
    id: '0b0e4f5e-1111-4c1b-9a43-5d8f3c2b1a00',
    channel: 'SMS',
    recipient,
    subject: null,
    body: provider.body,
  });
  const sender = (overrides?: Partial<Options>) => provider.sender(fake, overrides);

  it('sends the documented request and answers the message id the provider gave', async () => {
    const receipt = await sender()(sms('+2348031234567'));
    expect(fake.sent).toEqual([expect.objectContaining(provider.documentedRequest)]);
    expect(receipt).toEqual({ provider: provider.provider, providerMessageId: fake.sent[0]!.messageId });
    if (provider.messageIdPattern) expect(receipt!.providerMessageId).toMatch(provider.messageIdPattern);
  });

  it("fails for good, with the provider's reason, when the key is wrong", async () => {
    expect(await failureOf(sender(provider.wrongKey)(sms('+2348031234567')))).toEqual({
      kind: 'permanent',
      reason: provider.wrongKeyReason,
    });
    expect(fake.sent).toEqual([]);
  });

  return { fake: () => fake, sender, sms };
}
