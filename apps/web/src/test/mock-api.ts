import { vi } from 'vitest';

/** One request the app sent, as the server would see it. */
export type SentRequest = {
  method: string;
  /** The path after /api/, e.g. 'Account/Authenticate'. */
  path: string;
  query: URLSearchParams;
  headers: Headers;
  body: unknown;
};

/** A reply: status (200 by default), a body, extra headers; or an Error for a network failure. */
export type MockReply = { status?: number; body?: unknown; headers?: Record<string, string> } | Error;
type Handler = MockReply | ((request: SentRequest) => MockReply);

export const problem = (status: number, title: string, errors?: Record<string, string[]>) => ({
  status,
  body: { title, status, detail: title, ...(errors ? { errors } : {}) },
  headers: { 'content-type': 'application/problem+json' },
});

/**
 * A string body is sent as plain text (the text-reply calls), a ReadableStream as it is (a stream
 * call: see fake-event-stream.ts), anything else as JSON.
 */
function toResponse(reply: Exclude<MockReply, Error>) {
  const status = reply.status ?? 200;
  if (reply.body === undefined || status === 204)
    return new Response(null, { status, headers: reply.headers });
  if (reply.body instanceof ReadableStream)
    return new Response(reply.body, { status, headers: reply.headers });
  const isText = typeof reply.body === 'string';
  return new Response(isText ? (reply.body as string) : JSON.stringify(reply.body), {
    status,
    headers: { 'content-type': isText ? 'text/plain' : 'application/json', ...reply.headers },
  });
}

/**
 * Replaces fetch with a fake API: each handler is keyed by 'METHOD Area/Action' (case-insensitive).
 * A call nobody answers gets a 404, so a test sees it fail instead of hanging. Returns every request sent.
 */
export function mockApi(handlers: Record<string, Handler>) {
  const sent: SentRequest[] = [];
  const byKey = new Map(Object.entries(handlers).map(([key, handler]) => [key.toLowerCase(), handler]));
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), window.location.origin);
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : init.body;
    const request: SentRequest = {
      method: init.method ?? 'GET',
      path: url.pathname.replace(/^\/api\//, ''),
      query: url.searchParams,
      headers: new Headers(init.headers),
      body,
    };
    sent.push(request);
    const handler = byKey.get(`${request.method} ${request.path}`.toLowerCase());
    const reply = typeof handler === 'function' ? handler(request) : (handler ?? { status: 404 });
    if (reply instanceof Error) throw reply;
    return toResponse(reply);
  });
  vi.stubGlobal('fetch', fetchMock);
  return { sent, fetchMock };
}
