import type { MessageSender } from './message-sender.ts';

/**
 * A plain HTTP SMS gateway: POST {to, from, message} as JSON with a bearer token. Most Nigerian
 * gateways accept this shape or need only a small adapter of their own.
 */
export function createHttpSmsSender(options: {
  url: string;
  token?: string | undefined;
  senderId: string;
}): MessageSender {
  return async (message) => {
    const response = await fetch(options.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      },
      body: JSON.stringify({ to: message.recipient, from: options.senderId, message: message.body }),
      signal: AbortSignal.timeout(15_000),
    });
    if (!response.ok) {
      throw new Error(`SMS gateway answered ${response.status}: ${(await response.text()).slice(0, 200)}`);
    }
  };
}
