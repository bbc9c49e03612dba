import { callPath, type EventOf, type StreamCall } from '@wayfare/contracts';
import { useEffect, useRef } from 'react';
import { type EventStreamOptions, readEventStream } from './event-stream.ts';

export type CallEventsOptions<C extends StreamCall> = Omit<EventStreamOptions, 'onMessage'> & {
  /** Each event, checked against the call's event schema (one that does not fit is skipped). */
  onEvent: (event: EventOf<C>) => void;
};

/** Follows a declared stream call (`reply.stream`), its events typed by the declaration. */
export function readCallEvents<C extends StreamCall>(call: C, options: CallEventsOptions<C>) {
  return readEventStream(callPath(call), {
    ...options,
    onMessage: (data) => {
      let parsed: unknown;
      try {
        parsed = JSON.parse(data);
      } catch {
        return;
      }
      const event = call.reply.event.safeParse(parsed);
      if (event.success) options.onEvent(event.data as EventOf<C>);
    },
  });
}

/**
 * Follows a stream call while the component is mounted: `onEvent` for each event, `onReconnect` once
 * the stream is open again after a drop (reload what the events keep current). The latest callbacks
 * are used without opening the stream again.
 */
export function useCallEvents<C extends StreamCall>(
  call: C,
  handlers: { onEvent: (event: EventOf<C>) => void; onReconnect?: () => void },
) {
  const latest = useRef(handlers);
  latest.current = handlers;
  useEffect(() => {
    const stop = new AbortController();
    void readCallEvents(call, {
      signal: stop.signal,
      onEvent: (event) => latest.current.onEvent(event),
      onOpen: ({ reconnected }) => {
        if (reconnected) latest.current.onReconnect?.();
      },
    });
    return () => stop.abort();
  }, [call]);
}
