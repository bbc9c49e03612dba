import { DeliveryError, type MessageSender } from './message-sender.ts';

const TIMEOUT_MS = 15_000;

/**
 * A plain HTTP SMS gateway: POST {to, from, message, reference} as JSON with a bearer token. Most
 * Nigerian gateways accept this shape or need only a small adapter of their own. `reference` is the
 * outbox id, the same on every attempt, for a gateway that drops repeats.
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
    let response: Response;
    try {
      response = await fetch(options.url, {
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
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      const timedOut = error instanceof Error && error.name === 'TimeoutError';
      const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
      throw new DeliveryError(
        'transient',
        timedOut
          ? `SMS provider did not answer within ${TIMEOUT_MS / 1000} s`
          : `SMS provider could not be reached: ${cause instanceof Error ? cause.message : String(cause)}`,
        { cause: error },
      );
    }
    if (response.ok) {
      await response.body?.cancel();
      return;
    }
    const text = (await response.text().catch(() => '')).replace(/\s+/g, ' ').trim().slice(0, 200);
    throw new DeliveryError(
      response.status >= 400 && response.status < 500 ? 'permanent' : 'transient',
      `SMS provider answered ${response.status}${text ? `: ${text}` : ''}`,
    );
  };
}
