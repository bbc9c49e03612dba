import type { FastifyInstance, FastifyRequest } from 'fastify';

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

/**
 * What a call made in-process on a person's behalf (issue 32: a bulk call's rows, an export's pages)
 * carries of their request: their token, so the call's guard and its conditions on the data ask their
 * rights, and their language. Nothing else: an Idempotency-Key belongs to the outer call.
 */
export function callerHeaders(request: FastifyRequest): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const name of ['authorization', 'accept-language'] as const) {
    const value = request.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  return headers;
}
