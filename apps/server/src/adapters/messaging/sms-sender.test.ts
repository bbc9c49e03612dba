import { describe, expect, it } from 'vitest';
import { readConfig, testConfig } from '../../config.ts';
import { type DeliverableMessage, DeliveryError } from './message-sender.ts';
import { createSmsSender, SMS_TEST_MODE_NOTICE } from './sms-sender.ts';

/** Issue 29 §2: SMS_PROVIDER's choice, its settings checked at start, and test mode without a key. */

const sms = (recipient: string): DeliverableMessage => ({
  id: '0b0e4f5e-3333-4c1b-9a43-5d8f3c2b1a00',
  channel: 'SMS',
  recipient,
  subject: null,
  body: 'Wayfare: your code is 654321',
});

function recording() {
  const logged: DeliverableMessage[] = [];
  const warnings: string[] = [];
  return {
    logged,
    warnings,
    log: { warn: (message: unknown) => warnings.push(String(message)) },
    fallback: async (message: DeliverableMessage) => {
      logged.push(message);
    },
  };
}

describe('SMS_PROVIDER', () => {
  it('refuses to start with settings that do not go together', () => {
    const base = { NODE_ENV: 'test' as const };
    expect(() => readConfig({ ...base, SMS_PROVIDER: 'http' })).toThrow(
      /SMS_PROVIDER: http needs SMS_PROVIDER_URL/,
    );
    expect(() => readConfig({ ...base, SMS_PROVIDER: 'termii', TERMII_API_KEY: 'key' })).toThrow(
      /TERMII_BASE_URL: set your account's base URL/,
    );
    expect(() =>
      readConfig({ ...base, SMS_PROVIDER: 'africastalking', AFRICASTALKING_API_KEY: 'key' }),
    ).toThrow(/AFRICASTALKING_USERNAME: set the app's username/);
    expect(() => readConfig({ ...base, SMS_PROVIDER: 'twilio' })).toThrow(/SMS_PROVIDER/);
    expect(() => readConfig({ ...base, SMS_WEBHOOK_SECRET: 'short' })).toThrow(/at least 16 characters/);
    expect(readConfig({ ...base, SMS_PROVIDER: 'termii' }).SMS_PROVIDER).toBe('termii');
  });

  it('leaves SMS to the console when no provider is named', async () => {
    const { log, fallback, logged, warnings } = recording();
    const sender = createSmsSender(testConfig(), log, fallback);
    expect(sender).toBe(fallback);
    await sender(sms('+2348031234567'));
    expect(logged).toHaveLength(1);
    expect(warnings).toEqual([]);
  });

  for (const provider of ['termii', 'africastalking'] as const) {
    it(`runs ${provider} without its key against its fake in-process (test mode), the console too`, async () => {
      const { log, fallback, logged, warnings } = recording();
      const sender = createSmsSender(testConfig({ SMS_PROVIDER: provider }), log, fallback);
      expect(warnings).toEqual([SMS_TEST_MODE_NOTICE]);
      const receipt = await sender(sms('+2348031234567'));
      expect(receipt).toMatchObject({ provider, providerMessageId: expect.any(String) });
      expect(logged.map((message) => message.recipient)).toEqual(['+2348031234567']);

      // The fake refuses what the provider would: the message is not taken, nor written out as sent.
      const refused = await sender(sms('+23480312')).catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(DeliveryError);
      expect(logged).toHaveLength(1);
    });
  }
});
