import { createParser } from 'eventsource-parser';
import { apiHeaders, apiUrl, handleUnauthorized } from './api-client.ts';

/** How long to wait before connecting again: doubling from the first wait up to the longest. */
export type Backoff = { firstMs: number; maxMs: number };
export const STREAM_BACKOFF: Backoff = { firstMs: 1000, maxMs: 30_000 };

export type EventStreamOptions = {
  /** Each event's data, as sent. */
  onMessage: (data: string) => void;
  /**
   * The stream is open: the first time, and again after each drop (`reconnected`), when whatever the
   * events keep current should be reloaded, since changes may have been missed meanwhile.
   */
  onOpen?: (info: { reconnected: boolean }) => void;
  /** Stops reading, and connecting again. */
  signal: AbortSignal;
  backoff?: Backoff;
};

/** Waits `ms`, or less if the signal aborts. */
const pause = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done, { once: true });
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
  });

/** Reads one opened stream to its end (or until aborted), handing each event's data on. */
async function readToEnd(body: ReadableStream<Uint8Array>, options: EventStreamOptions) {
  const parser = createParser({ onEvent: (event) => options.onMessage(event.data) });
  const reader = body.getReader();
  const decoder = new TextDecoder();
  const cancel = () => void reader.cancel().catch(() => {});
  options.signal.addEventListener('abort', cancel, { once: true });
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      parser.feed(decoder.decode(value, { stream: true }));
    }
  } finally {
    options.signal.removeEventListener('abort', cancel);
  }
}

/**
 * Follows a stream call of the API (Server-Sent Events, `text/event-stream`) with fetch, so the
 * bearer token goes in the Authorization header as on every call (EventSource could only put it in
 * the address). When the stream drops, ends, or cannot be opened, it connects again after a wait that
 * doubles up to 30 s, back to 1 s once open. A 401 signs out as any call's does, and a 403 stops: the
 * person may not follow it. Resolves once stopped.
 */
export async function readEventStream(path: string, options: EventStreamOptions) {
  const { signal } = options;
  const backoff = options.backoff ?? STREAM_BACKOFF;
  let wait = backoff.firstMs;
  let opened = false;
  while (!signal.aborted) {
    try {
      const response = await fetch(apiUrl(path), {
        headers: { ...apiHeaders(), Accept: 'text/event-stream' },
        cache: 'no-store',
        signal,
      });
      if (response.status === 401) {
        handleUnauthorized();
        return;
      }
      if (response.status === 403) return;
      // Stopped while it was being opened: closed at once.
      if (signal.aborted) {
        void response.body?.cancel().catch(() => {});
        return;
      }
      if (response.ok && response.body) {
        options.onOpen?.({ reconnected: opened });
        opened = true;
        wait = backoff.firstMs;
        await readToEnd(response.body, options);
      }
    } catch {
      // A network failure, or the stream cut: connect again below, unless stopped.
    }
    if (signal.aborted) return;
    await pause(wait, signal);
    wait = Math.min(wait * 2, backoff.maxMs);
  }
}
