import { DeliveryError } from './message-sender.ts';

/** How long a provider has to answer a send before the attempt counts as a transient failure. */
export const SMS_PROVIDER_TIMEOUT_MS = 15_000;

/**
 * One request to an SMS provider. A connection that fails or an answer that does not come within
 * 15 s is a transient DeliveryError (the outbox tries again later); any answer is returned as it is.
 */
export async function requestSmsProvider(
  provider: string,
  url: string,
  init: RequestInit & { fetch?: typeof fetch | undefined },
): Promise<Response> {
  const { fetch: fetchFn = fetch, ...request } = init;
  try {
    return await fetchFn(url, { ...request, signal: AbortSignal.timeout(SMS_PROVIDER_TIMEOUT_MS) });
  } catch (error) {
    const timedOut = error instanceof Error && error.name === 'TimeoutError';
    const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
    throw new DeliveryError(
      'transient',
      timedOut
        ? `${provider} did not answer within ${SMS_PROVIDER_TIMEOUT_MS / 1000} s`
        : `${provider} could not be reached: ${cause instanceof Error ? cause.message : String(cause)}`,
      { cause: error },
    );
  }
}

/** An answer's text; empty when it could not be read. */
export const answerText = (response: Response) => response.text().catch(() => '');

/** A provider's words on one line and short, for a failure reason. */
export const inBrief = (text: string) => text.replace(/\s+/g, ' ').trim().slice(0, 200);

/** The answer as JSON, or undefined when it is not JSON. */
export function parsedJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** A 429 or a 5xx may pass; any other refusal will be the same next time. */
export const kindOfStatus = (status: number) =>
  status === 429 || status >= 500 ? ('transient' as const) : ('permanent' as const);

/**
 * A recipient as the providers want it: the international number our outbox holds (E.164, "+234…"),
 * or a permanent failure for anything else (no provider would take it).
 */
export function internationalNumber(recipient: string): string {
  const number = recipient.replace(/[\s-]/g, '');
  if (!/^\+[1-9]\d{7,14}$/.test(number))
    throw new DeliveryError('permanent', `${recipient} is not an international phone number (+234…)`);
  return number;
}
