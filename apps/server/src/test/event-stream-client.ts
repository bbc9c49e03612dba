import http from 'node:http';
import type { FastifyInstance } from 'fastify';

/**
 * A client of a stream call over real HTTP (fetch), as a browser reads it: what arrived so far (each
 * event's data parsed as JSON, and the comments), whether the server ended it, and `close` to go away.
 */
export type StreamClient = {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The problem details of a refusal. */
  problem?: { title?: string };
  events: unknown[];
  comments: string[];
  /** Resolves once the server has ended the stream (never for a client that closed it itself). */
  ended: Promise<void>;
  /** Waits until an event matching `predicate` has arrived, and answers it. */
  nextEvent: (predicate?: (event: unknown) => boolean, timeoutMs?: number) => Promise<unknown>;
  /** Waits until `count` comments starting with `text` have arrived. */
  comment: (text: string, count?: number, timeoutMs?: number) => Promise<void>;
  close: () => void;
};

/** The address of an app listening on loopback (listening now if it was not). */
export async function addressOf(app: FastifyInstance) {
  if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('the app is not listening on a port');
  return `http://127.0.0.1:${address.port}`;
}

async function until(check: () => boolean, timeoutMs: number, what: string) {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > timeoutMs) throw new Error(`${what} did not come within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/**
 * Opens `url` with the token (if any) and reads it as Server-Sent Events until it ends or is closed.
 * Through node:http on a connection of its own: Node's fetch opens a spare connection to replace one
 * it aborted, which a closing server then waits on for a minute.
 */
export async function openStream(
  url: string,
  token?: string,
  headers: Record<string, string> = {},
): Promise<StreamClient> {
  const response = await new Promise<http.IncomingMessage>((resolve, reject) => {
    http
      .get(url, {
        agent: false,
        headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      })
      .on('response', resolve)
      .on('error', reject);
  });
  response.setEncoding('utf8');
  let closedByClient = false;
  const client: StreamClient = {
    status: response.statusCode ?? 0,
    headers: response.headers,
    events: [],
    comments: [],
    ended: Promise.resolve(),
    nextEvent: async (predicate = () => true, timeoutMs = 5000) => {
      await until(() => client.events.some(predicate), timeoutMs, 'the event');
      return client.events.find(predicate);
    },
    comment: (text, count = 1, timeoutMs = 5000) =>
      until(
        () => client.comments.filter((comment) => comment.startsWith(text)).length >= count,
        timeoutMs,
        `${count} '${text}' comment(s)`,
      ),
    close: () => {
      closedByClient = true;
      response.destroy();
    },
  };
  if (client.status !== 200) {
    let text = '';
    for await (const chunk of response) text += chunk;
    client.problem = JSON.parse(text || '{}') as { title?: string };
    return client;
  }
  let buffer = '';
  response.on('data', (chunk: string) => {
    buffer += chunk;
    let end = buffer.indexOf('\n\n');
    while (end >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const data = block
        .split('\n')
        .filter((line) => line.startsWith('data:'))
        .map((line) => line.slice(5).trimStart());
      if (data.length > 0) client.events.push(JSON.parse(data.join('\n')));
      for (const line of block.split('\n'))
        if (line.startsWith(':')) client.comments.push(line.slice(1).trim());
      end = buffer.indexOf('\n\n');
    }
  });
  // Ended by the server: 'end' then 'close'; closed by this client: never resolves.
  client.ended = new Promise((resolve) =>
    response.once('close', () => {
      if (!closedByClient) resolve();
    }),
  );
  return client;
}
