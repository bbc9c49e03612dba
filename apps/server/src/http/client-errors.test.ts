import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addressOf } from '../test/event-stream-client.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

let t: TestApp;
let baseUrl: string;
beforeAll(async () => {
  t = await createTestApp();
  baseUrl = await addressOf(t.app);
});
afterAll(() => t.close());

/** Sends raw bytes over a connection of its own and reads everything the server answers until it closes. */
function exchange(raw: string) {
  const { hostname, port } = new URL(baseUrl);
  return new Promise<string>((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => socket.write(raw));
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => resolve(Buffer.concat(chunks).toString('utf8')));
  });
}

const parse = (answer: string) => {
  const [head = '', body = ''] = answer.split('\r\n\r\n');
  const [statusLine = '', ...headerLines] = head.split('\r\n');
  const headers = Object.fromEntries(
    headerLines.map((line) => [
      line.slice(0, line.indexOf(':')).toLowerCase(),
      line.slice(line.indexOf(':') + 1).trim(),
    ]),
  );
  return { statusLine, headers, problem: JSON.parse(body) as Record<string, unknown> };
};

describe('requests Node cannot parse', () => {
  it('answers an over-long address with problem details (431) a person can act on, and closes', async () => {
    const response = await fetch(`${baseUrl}/api/Country/GetCountries?keyword=${'a'.repeat(20_000)}`);
    expect(response.status).toBe(431);
    expect(response.headers.get('content-type')).toBe('application/problem+json; charset=utf-8');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await response.json()).toEqual({
      title: "The request's address or headers are too long. Shorten the search or the address.",
      status: 431,
      detail: "The request's address or headers are too long. Shorten the search or the address.",
    });
  });

  it('answers a request line that is not HTTP with problem details (400)', async () => {
    const { statusLine, headers, problem } = parse(await exchange('NOT HTTP AT ALL\r\n\r\n'));
    expect(statusLine).toBe('HTTP/1.1 400 Bad Request');
    expect(headers['content-type']).toBe('application/problem+json; charset=utf-8');
    expect(headers.connection).toBe('close');
    expect(problem).toEqual({
      title: 'The request could not be read as HTTP.',
      status: 400,
      detail: 'The request could not be read as HTTP.',
    });
  });

  it('still answers the next request on a new connection', async () => {
    expect((await fetch(`${baseUrl}/api/health`)).status).toBe(200);
  });
});
