import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { answerNominatim, FAKE_NOMINATIM_PLACES, type FakeNominatimPlace } from './fake-nominatim.ts';

export type FakeNominatim = {
  /** GEOCODER_URL. */
  baseUrl: string;
  /** Every request, oldest first: its path (with the query) and User-Agent. */
  requests: { path: string; userAgent: string | undefined }[];
  /** Its places; change them between requests. */
  places: FakeNominatimPlace[];
  /** Set: every request is answered this status with a proxy's HTML page, as when Nominatim is down. */
  outage: number | undefined;
  close: () => Promise<void>;
};

/** The fake Nominatim on a free loopback port (tests): the place finder reaches it over HTTP. */
export async function startFakeNominatim(
  places: FakeNominatimPlace[] = [...FAKE_NOMINATIM_PLACES],
): Promise<FakeNominatim> {
  const fake: Omit<FakeNominatim, 'baseUrl' | 'close'> = { requests: [], places, outage: undefined };
  const server = createServer((request, response) => {
    const path = request.url ?? '/';
    const userAgent = request.headers['user-agent'];
    fake.requests.push({ path, userAgent });
    if (fake.outage !== undefined) {
      response.writeHead(fake.outage, { 'content-type': 'text/html' }).end('<html>Bad Gateway</html>');
      return;
    }
    const answer =
      request.method === 'GET'
        ? answerNominatim(path, userAgent, fake.places)
        : answerNominatim('/', userAgent);
    response
      .writeHead(answer.status, { 'content-type': answer.contentType })
      .end(typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return Object.assign(fake, {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}
