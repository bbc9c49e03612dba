import type { IncomingMessage, ServerResponse } from 'node:http';
import { sameSecret } from '../payment-gateway.ts';
import { readJson, sendJson, sleep } from './fake-http.ts';

/** The failures a test asks for: the next calls whose path starts with the key answer this status. */
export type FakeFailures = Map<string, { status: number; times: number }>;

/**
 * What a fake provider's API does around its routes, the same for each provider but for its words:
 * the bearer secret key checked, the delay and failures a test asked for, JSON bodies read, and
 * refusals in the provider's error envelope.
 */
export function createFakeApi(options: {
  secretKey: string;
  /** The provider's error envelope around its sentence. */
  refusal: (message: string) => unknown;
  /** Its sentence for a wrong key. */
  invalidKey: string;
  hooks: {
    failures: FakeFailures;
    /** Milliseconds every call waits before answering (a provider that is slow today). */
    delayMs?: number;
  };
}) {
  const refuse = (response: ServerResponse, status: number, message: string) =>
    sendJson(response, status, options.refusal(message));

  return {
    refuse,
    /**
     * Whether the call was answered already, as the provider would (a wrong key), or as the test asked
     * (a failure); else it waits the delay asked for and the fake's routes answer.
     */
    async answeredFirst(request: IncomingMessage, response: ServerResponse, url: URL) {
      const key = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '';
      if (!sameSecret(key, options.secretKey)) {
        refuse(response, 401, options.invalidKey);
        return true;
      }
      const delayMs = options.hooks.delayMs ?? 0;
      if (delayMs > 0) await sleep(delayMs);
      for (const [prefix, failure] of options.hooks.failures) {
        if (url.pathname.startsWith(prefix) && failure.times > 0) {
          failure.times -= 1;
          refuse(response, failure.status, 'Fake gateway: failure asked for by the test');
          return true;
        }
      }
      return false;
    },
    /** The request's JSON body; not JSON, refused (400) and undefined. */
    async body<T>(request: IncomingMessage, response: ServerResponse, whenEmpty?: string) {
      const body = await readJson<T>(request, whenEmpty);
      if (body === undefined) refuse(response, 400, 'Invalid JSON body');
      return body;
    },
    /** No such route: the provider's 404. */
    noRoute(response: ServerResponse, method: string, url: URL) {
      refuse(response, 404, `Fake gateway: no ${method} ${url.pathname}`);
    },
  };
}

/** What a fake has refunded of one payment so far, in the provider's unit. */
export const refundedSoFar = <R extends { amount: number }>(
  refunds: readonly R[],
  ofPayment: (refund: R) => boolean,
) => refunds.filter(ofPayment).reduce((sum, refund) => sum + refund.amount, 0);
