import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { answerOsrm, type FakeOsrmWorld } from './fake-osrm.ts';

export type FakeOsrm = {
  /** OSRM_URL. */
  baseUrl: string;
  /** Every path asked (with its query), oldest first. */
  requests: string[];
  /** Its roads; change them between requests. */
  world: FakeOsrmWorld;
  /** Set: every request is answered this status with a proxy's HTML page, as when osrm-routed is down. */
  outage: number | undefined;
  close: () => Promise<void>;
};

/** The fake OSRM on a free loopback port (tests and the simulator): the router reaches it over HTTP. */
export async function startFakeOsrm(world: FakeOsrmWorld = {}): Promise<FakeOsrm> {
  const fake: Omit<FakeOsrm, 'baseUrl' | 'close'> = { requests: [], world, outage: undefined };
  const server = createServer((request, response) => {
    const path = request.url ?? '/';
    fake.requests.push(path);
    if (fake.outage !== undefined) {
      response.writeHead(fake.outage, { 'content-type': 'text/html' }).end('<html>Bad Gateway</html>');
      return;
    }
    const answer = request.method === 'GET' ? answerOsrm(path, fake.world) : answerOsrm('/', fake.world);
    response
      .writeHead(answer.status, { 'content-type': 'application/json; charset=UTF-8' })
      .end(JSON.stringify(answer.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return Object.assign(fake, {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}
