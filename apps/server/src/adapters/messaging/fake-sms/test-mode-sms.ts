import { randomBytes } from 'node:crypto';
import type { Config } from '../../../config.ts';
import { createAfricasTalkingSmsSender } from '../africastalking-sms-sender.ts';
import type { MessageSender } from '../message-sender.ts';
import { createTermiiSmsSender } from '../termii-sms-sender.ts';
import { createFakeAfricasTalking } from './fake-africastalking.ts';
import { fetchFrom } from './fake-sms-http.ts';
import { createFakeTermii } from './fake-termii.ts';

const FAKE_BASE_URL = 'http://fake-sms.invalid';

/**
 * Test mode of an SMS provider chosen without its key (issue 29 §2), loaded only then, from a bundle of
 * its own (dist/fake-sms.js): the real adapter talks to the provider's fake in-process, with a key made
 * for it, so a message the provider would refuse (a number not in international form, a sender ID
 * Termii does not take) fails here as it would there. Nothing leaves the machine and no report comes.
 */
export function createTestModeSmsSender(
  provider: 'termii' | 'africastalking',
  config: Config,
): MessageSender {
  const apiKey = `test-${randomBytes(16).toString('hex')}`;
  if (provider === 'termii') {
    const fake = createFakeTermii({ apiKey, balance: Number.POSITIVE_INFINITY });
    return createTermiiSmsSender({
      baseUrl: FAKE_BASE_URL,
      apiKey,
      senderId: config.SMS_SENDER_ID,
      channel: config.TERMII_CHANNEL,
      fetch: fetchFrom(fake.handle, FAKE_BASE_URL),
    });
  }
  const username = config.AFRICASTALKING_USERNAME ?? 'sandbox';
  const fake = createFakeAfricasTalking({ username, apiKey, balance: Number.POSITIVE_INFINITY });
  return createAfricasTalkingSmsSender({
    baseUrl: FAKE_BASE_URL,
    username,
    apiKey,
    senderId: config.SMS_SENDER_ID,
    fetch: fetchFrom(fake.handle, FAKE_BASE_URL),
  });
}
