import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import { africasTalkingBaseUrl, createAfricasTalkingSmsSender } from './africastalking-sms-sender.ts';
import { createHttpSmsSender } from './http-sms-sender.ts';
import type { MessageSender } from './message-sender.ts';
import { createTermiiSmsSender } from './termii-sms-sender.ts';

export const SMS_TEST_MODE_NOTICE =
  "SMS test mode: SMS_PROVIDER has no API key, so each SMS goes to the provider's fake in this process (and the console), never to a phone";

/**
 * The SMS provider SMS_PROVIDER names (issue 29 §2): Termii or Africa's Talking with their keys, the
 * custom gateway at SMS_PROVIDER_URL (`http`, also when SMS_PROVIDER is unset and the URL given), else
 * `fallback` (the console). Termii or Africa's Talking without a key is test mode: the provider's fake
 * answers in-process (loaded only then) and the message is written to the console as well, so a person
 * running it reads their code.
 */
export function createSmsSender(
  config: Config,
  log: Pick<FastifyBaseLogger, 'warn'>,
  fallback: MessageSender,
): MessageSender {
  const provider = config.SMS_PROVIDER ?? (config.SMS_PROVIDER_URL ? 'http' : undefined);
  if (provider === 'http' && config.SMS_PROVIDER_URL)
    return createHttpSmsSender({
      url: config.SMS_PROVIDER_URL,
      token: config.SMS_PROVIDER_TOKEN,
      senderId: config.SMS_SENDER_ID,
    });
  if (provider === 'termii' && config.TERMII_API_KEY && config.TERMII_BASE_URL)
    return createTermiiSmsSender({
      baseUrl: config.TERMII_BASE_URL,
      apiKey: config.TERMII_API_KEY,
      senderId: config.SMS_SENDER_ID,
      channel: config.TERMII_CHANNEL,
    });
  if (provider === 'africastalking' && config.AFRICASTALKING_API_KEY && config.AFRICASTALKING_USERNAME)
    return createAfricasTalkingSmsSender({
      baseUrl: config.AFRICASTALKING_BASE_URL ?? africasTalkingBaseUrl(config.AFRICASTALKING_USERNAME),
      username: config.AFRICASTALKING_USERNAME,
      apiKey: config.AFRICASTALKING_API_KEY,
      senderId: config.SMS_SENDER_ID,
    });
  if (provider !== 'termii' && provider !== 'africastalking') return fallback;

  log.warn(SMS_TEST_MODE_NOTICE);
  let testMode: Promise<MessageSender> | undefined;
  return async (message) => {
    testMode ??= import('./fake-sms/test-mode-sms.ts').then(({ createTestModeSmsSender }) =>
      createTestModeSmsSender(provider, config),
    );
    const receipt = await (await testMode)(message);
    await fallback(message);
    return receipt;
  };
}
