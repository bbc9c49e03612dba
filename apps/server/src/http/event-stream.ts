import { PassThrough } from 'node:stream';
import { EVENT_STREAM_TYPE } from '@wayfare/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';

/**
 * What a stream call's handler returns: how to follow its events. The registrar calls it once the
 * stream is open, with `send` (one event) and `end` (the source can no longer vouch for what follows,
 * say its notifications were interrupted: the client should connect again and reload); it returns
 * the function that stops following, called once when the stream closes, whoever closed it.
 */
export type EventFeed<T> = (send: (event: T) => void, end: () => void) => () => void;

/** The streams open in this app, so the app can end them when it closes: `closed` once they are. */
export type OpenStreams = Set<{ end: () => void; closed: Promise<void> }>;

/** Ends every open stream, and waits (a second at most) until they have closed. */
export async function endStreams(open: OpenStreams) {
  const closed = [...open].map((stream) => {
    stream.end();
    return stream.closed;
  });
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([
    Promise.all(closed),
    new Promise((resolve) => {
      timer = setTimeout(resolve, 1000);
    }),
  ]);
  clearTimeout(timer);
}

// setTimeout cannot wait longer than this (about 24.8 days); a remember-me token lives 30.
const LONGEST_TIMEOUT_MS = 2 ** 31 - 1;

/** Runs `then` at `at`, however far away, until cancelled. */
function at(moment: Date, then: () => void) {
  let timer: NodeJS.Timeout;
  const arm = () => {
    const wait = moment.getTime() - Date.now();
    timer = wait > LONGEST_TIMEOUT_MS ? setTimeout(arm, LONGEST_TIMEOUT_MS) : setTimeout(then, wait);
  };
  arm();
  return () => clearTimeout(timer);
}

/**
 * Answers a stream call: `text/event-stream`, one `data:` line of JSON per event (each checked
 * against the call's event schema: one that does not fit is logged and not sent), a comment every
 * `heartbeatMs` so proxies and the client know it is alive. It ends when the caller's token expires,
 * when a heartbeat finds the session no longer allowed (signed out, suspended, rights taken away),
 * when the feed ends it, and when the app closes; it stops following the feed once the client has
 * gone. A HEAD request gets the headers only.
 */
export function sendEventStream<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  options: { feed: EventFeed<T>; event: z.ZodType; heartbeatMs: number; open: OpenStreams },
) {
  reply
    .type(`${EVENT_STREAM_TYPE}; charset=utf-8`)
    .header('cache-control', 'no-cache, no-transform')
    // nginx and its kind would otherwise hold the events back to fill their buffers.
    .header('x-accel-buffering', 'no');
  if (request.method === 'HEAD') return reply.send();

  const body = new PassThrough();
  const closed = new Promise<void>((resolve) => body.once('close', resolve));
  const stream = { end: () => void body.end(), closed };
  const write = (text: string) => {
    if (!body.writableEnded) body.write(text);
  };

  // A first comment sends the headers at once: the client knows the stream is open.
  write(': open\n\n');
  const stopFollowing = options.feed((event) => {
    const checked = options.event.safeParse(event);
    if (!checked.success) {
      request.log.error({ err: checked.error, event }, 'a stream event does not fit its schema');
      return;
    }
    write(`data: ${JSON.stringify(checked.data)}\n\n`);
  }, stream.end);

  const session = request.session;
  const heartbeat = setInterval(() => {
    write(': heartbeat\n\n');
    session
      ?.stillAllowed()
      .then((allowed) => {
        if (!allowed) stream.end();
      })
      .catch((error) => request.log.warn({ err: error }, 'could not check a stream caller again'));
  }, options.heartbeatMs);
  const cancelExpiry = session ? at(session.expiresAt, stream.end) : () => {};
  options.open.add(stream);

  // Fastify destroys the body when the client goes (ending it closes it too). A response left
  // unfinished would hold its connection open (a client that half-closed it): it is cut.
  body.once('close', () => {
    if (!reply.raw.writableEnded) reply.raw.destroy();
    clearInterval(heartbeat);
    cancelExpiry();
    options.open.delete(stream);
    stopFollowing();
  });
  return reply.send(body);
}
