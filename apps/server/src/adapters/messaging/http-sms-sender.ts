import { DeliveryError, type MessageSender } from './message-sender.ts';
import { answerText, inBrief, requestSmsProvider } from './sms-provider-request.ts';

/**
 * A custom HTTP SMS gateway (SMS_PROVIDER=http): POST {to, from, message, reference} as JSON with a
 * bearer token, for a gateway of one's own or a relay written to this shape; Termii and Africa's
 * Talking have adapters of their own. `reference` is the outbox id, the same on every attempt, for a
 * gateway that drops repeats.
 *
 * A 4xx answer is permanent (the gateway refuses this message: a bad number, a blocked sender); a 5xx,
 * a connection that fails or an answer that does not come within 15 s is transient.
 */
export function createHttpSmsSender(options: {
  url: string;
  token?: string | undefined;
  senderId: string;
}): MessageSender {
  return async (message) => {
    const response = await requestSmsProvider('SMS provider', options.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      },
      body: JSON.stringify({
        to: message.recipient,
        from: options.senderId,
        message: message.body,
        reference: message.id,
      }),
    });
    if (response.ok) {
      await response.body?.cancel();
      return;
    }
    const text = inBrief(await answerText(response));
    throw new DeliveryError(
      response.status >= 400 && response.status < 500 ? 'permanent' : 'transient',
      `SMS provider answered ${response.status}${text ? `: ${text}` : ''}`,
    );
  };
}
