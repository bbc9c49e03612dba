import type { FastifyInstance } from 'fastify';

/** A `fetch` of the API's paths (what the web app's API client calls), as the server's render needs it. */
export type InProcessFetch = (path: string, init?: RequestInit) => Promise<Response>;

/**
 * The server's own API as a `fetch`, through `app.inject`: a public page the server draws with its data
 * (issue 20 §5, prerender.ts) calls the same routes a browser would, with their checks, without a socket.
 * Only what the caller sends goes with it: the render sends no token, so the calls are anonymous.
 */
export function inProcessFetch(app: FastifyInstance): InProcessFetch {
  return async (path, init = {}) => {
    const reply = await app.inject({
      method: (init.method ?? 'GET') as 'GET',
      url: path,
      headers: Object.fromEntries(new Headers(init.headers).entries()),
      ...(typeof init.body === 'string' ? { payload: init.body } : {}),
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(reply.headers)) {
      if (value === undefined) continue;
      for (const one of Array.isArray(value) ? value : [value]) headers.append(name, String(one));
    }
    const empty = reply.statusCode === 204 || reply.statusCode === 304 || init.method === 'HEAD';
    return new Response(empty ? null : reply.rawPayload, { status: reply.statusCode, headers });
  };
}
