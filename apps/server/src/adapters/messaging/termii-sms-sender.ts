import { DeliveryError, type MessageSender } from './message-sender.ts';
import {
  answerText,
  inBrief,
  internationalNumber,
  kindOfStatus,
  parsedJson,
  requestSmsProvider,
} from './sms-provider-request.ts';

export type TermiiChannel = 'generic' | 'dnd';

/** Termii's `message`, when its answer is JSON and has one. */
function termiiMessage(text: string): string | undefined {
  const json = parsedJson(text) as { message?: unknown } | undefined;
  return typeof json?.message === 'string' && json.message ? inBrief(json.message) : undefined;
}

/**
 * Termii's send API (SMS_PROVIDER=termii; developer.termii.com, Messaging API): POST {base}/api/sms/send
 * with the JSON body `api_key`, `to` (the international number without "+"), `from` (the sender ID),
 * `sms`, `type: "plain"` and `channel` (`dnd` reaches numbers on Do-Not-Disturb, as one-time codes
 * must; `generic` is Termii's promotional route). Each account has its own base URL.
 *
 * Termii took the message only when it answers a `message_id`: the id its delivery reports name. A 2xx
 * without one (its `message` says why: a spent balance, say) is a permanent failure with that reason,
 * as is any 4xx but 429; a 429, a 5xx, a failed connection or no answer in 15 s is transient.
 */
export function createTermiiSmsSender(options: {
  baseUrl: string;
  apiKey: string;
  senderId: string;
  channel: TermiiChannel;
  fetch?: typeof fetch;
}): MessageSender {
  const url = `${options.baseUrl.replace(/\/+$/, '')}/api/sms/send`;
  return async (message) => {
    const to = internationalNumber(message.recipient).slice(1);
    const response = await requestSmsProvider('Termii', url, {
      fetch: options.fetch,
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({
        api_key: options.apiKey,
        to,
        from: options.senderId,
        sms: message.body,
        type: 'plain',
        channel: options.channel,
      }),
    });
    const text = await answerText(response);
    if (!response.ok) {
      throw new DeliveryError(
        kindOfStatus(response.status),
        `Termii answered ${response.status}: ${termiiMessage(text) ?? (inBrief(text) || 'no reason given')}`,
      );
    }
    const json = parsedJson(text) as { message_id?: unknown } | undefined;
    const messageId = json?.message_id;
    if ((typeof messageId === 'string' && messageId) || typeof messageId === 'number')
      return { provider: 'termii', providerMessageId: String(messageId) };
    throw new DeliveryError(
      'permanent',
      `Termii did not take the message: ${termiiMessage(text) ?? (inBrief(text) || 'no message id in its answer')}`,
    );
  };
}
