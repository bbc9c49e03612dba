import { GatewayError } from './gateway-error.ts';

/**
 * The one HTTP client of the payment providers' adapters (Paystack, Flutterwave): JSON to
 * `{baseUrl}{path}` with the bearer secret key and a timeout, the provider's envelope unwrapped to its
 * `data`, a refusal or an unreachable provider as a GatewayError. A call marked `retry` (a lookup or a
 * verification: asking twice changes nothing) is tried again after a network error or a 5xx, waiting
 * longer each time; any other call (a checkout, a refund, a transfer) never is, as a second try could
 * move money twice.
 */

/** A provider's reply: `status` is Paystack's `true`/`false` or Flutterwave's `'success'`/`'error'`. */
export type ProviderEnvelope = { status?: unknown; message?: string; data?: unknown; meta?: unknown };

/**
 * The adapter's request: its provider's envelope's data, or a GatewayError. `page` asks for a list's
 * page: its data and the envelope's `meta` (how the provider tells the next page), retried as a lookup.
 */
export type ProviderCall = (<T>(
  method: string,
  path: string,
  body?: unknown,
  retry?: boolean,
) => Promise<T>) & {
  page<T>(path: string): Promise<{ data: T[]; meta: unknown }>;
};

/** How to reach a provider; the adapters' options carry these as they are. */
export type ProviderConnection = {
  baseUrl: string;
  secretKey: string;
  /** How to reach the provider: the global fetch, or (test mode) the embedded fake gateway in-process. */
  fetch?: typeof fetch;
  /** How many more times a lookup or verification is tried after a network error or a 5xx. */
  retries?: number;
  retryDelayMs?: number;
  timeoutMs?: number;
};

export function createProviderClient(
  connection: ProviderConnection,
  provider: {
    /** The provider's name, in the sentences of its errors. */
    name: string;
    /** Whether a 2xx envelope carries an answer (each provider words its success its own way). */
    succeeded: (envelope: ProviderEnvelope) => boolean;
  },
): ProviderCall {
  const doFetch = connection.fetch ?? fetch;
  const base = connection.baseUrl.replace(/\/$/, '');
  const retries = connection.retries ?? 2;
  const retryDelayMs = connection.retryDelayMs ?? 300;

  async function once(method: string, path: string, body?: unknown) {
    let response: Response;
    try {
      response = await doFetch(`${base}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${connection.secretKey}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(connection.timeoutMs ?? 15_000),
      });
    } catch (error) {
      throw new GatewayError(`${provider.name} could not be reached (${(error as Error).message})`);
    }
    const envelope = (await response.json().catch(() => undefined)) as ProviderEnvelope | undefined;
    return { status: response.status, envelope };
  }

  async function answered(method: string, path: string, body: unknown, retry: boolean) {
    for (let attempt = 0; ; attempt++) {
      try {
        const { status, envelope } = await once(method, path, body);
        if (status >= 500 && retry && attempt < retries) throw new GatewayError('retry', status);
        if (status >= 200 && status < 300 && envelope && provider.succeeded(envelope)) return envelope;
        throw new GatewayError(envelope?.message ?? `${provider.name} answered ${status}`, status);
      } catch (error) {
        const retriable =
          retry &&
          attempt < retries &&
          (!(error instanceof GatewayError) || !error.status || error.status >= 500);
        if (!retriable) throw error;
        await new Promise((resolve) => setTimeout(resolve, retryDelayMs * 2 ** attempt));
      }
    }
  }

  const call = async <T>(method: string, path: string, body?: unknown, retry = false) =>
    (await answered(method, path, body, retry)).data as T;
  return Object.assign(call, {
    async page<T>(path: string) {
      const envelope = await answered('GET', path, undefined, true);
      return { data: (Array.isArray(envelope.data) ? envelope.data : []) as T[], meta: envelope.meta };
    },
  });
}
