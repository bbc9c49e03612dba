import { randomBytes } from 'node:crypto';

/**
 * A fake SMS provider is one function from a request to an answer, so it can be served on a loopback
 * port (tests, start-fake-sms.ts) or answered in-process (test mode, test-mode-sms.ts) alike.
 */
export type FakeSmsRequest = {
  method: string;
  /** The path after the provider's base URL, with its query. */
  path: string;
  /** Header names in lower case. */
  headers: Record<string, string | undefined>;
  body: string;
};
export type FakeSmsAnswer = { status: number; contentType: string; body: string };
export type FakeSmsProvider = (request: FakeSmsRequest) => FakeSmsAnswer;

export const jsonAnswer = (status: number, body: unknown): FakeSmsAnswer => ({
  status,
  contentType: 'application/json',
  body: JSON.stringify(body),
});
export const textAnswer = (status: number, body: string): FakeSmsAnswer => ({
  status,
  contentType: 'text/plain; charset=utf-8',
  body,
});

/** A new id for a message the fake took. */
export const fakeMessageId = (prefix = '') => `${prefix}${randomBytes(10).toString('hex')}`;

/** A `fetch` that asks the fake directly: no port, nothing on the network. */
export const fetchFrom =
  (fake: FakeSmsProvider, baseUrl: string): typeof fetch =>
  async (input, init) => {
    const url = String(input);
    if (!url.startsWith(baseUrl)) throw new TypeError(`The fake serves ${baseUrl}, not ${url}`);
    const headers = Object.fromEntries(
      [...new Headers(init?.headers).entries()].map(([name, value]) => [name.toLowerCase(), value]),
    );
    const answer = fake({
      method: init?.method ?? 'GET',
      path: url.slice(baseUrl.length) || '/',
      headers,
      body: typeof init?.body === 'string' ? init.body : init?.body ? String(init.body) : '',
    });
    return new Response(answer.body, {
      status: answer.status,
      headers: { 'content-type': answer.contentType },
    });
  };
