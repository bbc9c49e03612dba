import type { IncomingMessage, ServerResponse } from 'node:http';

/** The small HTTP pieces every fake provider's handler uses (plain node:http, as the providers' APIs). */

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Text escaped for the fake checkout pages' HTML. */
export const html = (text: string) =>
  text.replace(/[<>&'"]/g, (c) => `&${{ '<': 'lt', '>': 'gt', '&': 'amp', "'": '#39', '"': 'quot' }[c]};`);

export async function readBody(request: IncomingMessage) {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * The request's body as JSON; undefined when it is not JSON. `whenEmpty` is what an empty body reads
 * as (by default nothing, so it is not JSON either).
 */
export async function readJson<T>(request: IncomingMessage, whenEmpty = ''): Promise<T | undefined> {
  try {
    return JSON.parse((await readBody(request)) || whenEmpty) as T;
  } catch {
    return undefined;
  }
}

export function sendJson(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
  });
  response.end(JSON.stringify(body));
}

/** A fake's handler of one request, `path` being the part after its mount point. */
export type FakeHandler = (
  request: IncomingMessage,
  response: ServerResponse,
  path: string,
) => Promise<unknown>;

/**
 * Runs a fake's handler on a request; a failure (a bug, a dropped connection) answers 500 and is
 * told to `onError`, so one bad request never takes the server down.
 */
export function serveSafely(
  handle: FakeHandler,
  request: IncomingMessage,
  response: ServerResponse,
  path: string,
  onError?: (error: unknown) => void,
) {
  handle(request, response, path).catch((error) => {
    onError?.(error);
    if (!response.headersSent) response.writeHead(500).end();
  });
}
