import type { MockReply } from './mock-api.ts';

/**
 * One open stream of a stream call (Server-Sent Events), as a fake server's reply, that the test
 * drives: `send` an event (its data as JSON), `write` raw text (split events, comments), `end` it as the
 * server would, or `cut` it as a dropped connection would. `closed` says whether the client went.
 */
export function fakeEventStream() {
  const encoder = new TextEncoder();
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  let closed = false;
  const body = new ReadableStream<Uint8Array>({
    start(opened) {
      controller = opened;
    },
    cancel() {
      closed = true;
    },
  });
  const write = (text: string) => {
    if (!closed) controller.enqueue(encoder.encode(text));
  };
  return {
    reply: {
      status: 200,
      body,
      headers: { 'content-type': 'text/event-stream; charset=utf-8' },
    } satisfies MockReply,
    write,
    send: (data: unknown) => write(`data: ${JSON.stringify(data)}\n\n`),
    end: () => {
      closed = true;
      controller.close();
    },
    cut: () => {
      closed = true;
      controller.error(new TypeError('network error'));
    },
    get closed() {
      return closed;
    },
  };
}
export type FakeEventStream = ReturnType<typeof fakeEventStream>;
