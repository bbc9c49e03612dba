import { sleep } from './fake-http.ts';

/** Posts a webhook event; answers the receiver's HTTP status. */
export type WebhookPoster = (rawBody: string, headers: Record<string, string>) => Promise<number>;

/** The test hooks of a fake's events (read at each event, so a test may change them at any time). */
export type WebhookHooks = {
  /** How many times each event is posted (a provider repeating itself). */
  webhookRepeats: number;
  webhookRetryDelayMs: number;
  webhookAttempts: number;
};

/**
 * A fake provider's events, as the providers send theirs: each posted to the webhook with the
 * provider's signing headers, tried again on a non-2xx (or an unreachable receiver) waiting a little
 * longer each time, every attempt recorded for the tests.
 */
export function createFakeWebhooks<Delivery>(options: {
  postWebhook: WebhookPoster;
  /** The headers the provider sends with an event's raw body (its signature among them). */
  headersFor: (rawBody: string) => Record<string, string>;
  /** What a test reads of one attempt: the event, its reference, the status the receiver answered. */
  record: (event: string, data: unknown, status: number) => Delivery;
  hooks: WebhookHooks;
}) {
  const { hooks } = options;
  const deliveries: Delivery[] = [];
  const pending = new Set<Promise<void>>();

  async function deliver(event: string, data: unknown) {
    const raw = JSON.stringify({ event, data });
    const headers = options.headersFor(raw);
    for (let attempt = 0; attempt < hooks.webhookAttempts; attempt++) {
      const status = await options.postWebhook(raw, headers).catch(() => 0);
      deliveries.push(options.record(event, data, status));
      if (status >= 200 && status < 300) return;
      await sleep(hooks.webhookRetryDelayMs * (attempt + 1));
    }
  }

  return {
    /** Every attempt so far. */
    deliveries,
    /** Posts an event (as many times as `webhookRepeats` says), in the background. */
    post(event: string, data: unknown) {
      for (let i = 0; i < hooks.webhookRepeats; i++) {
        const delivery = deliver(event, data).finally(() => pending.delete(delivery));
        pending.add(delivery);
      }
    },
    /** Waits for every event under way (their retries included). */
    async settled() {
      while (pending.size > 0) await Promise.all([...pending]);
    },
  };
}
