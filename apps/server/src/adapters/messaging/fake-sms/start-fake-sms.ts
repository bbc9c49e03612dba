import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createFakeAfricasTalking, type FakeAfricasTalking } from './fake-africastalking.ts';
import type { FakeSmsProvider } from './fake-sms-http.ts';
import { createFakeTermii, type FakeTermii } from './fake-termii.ts';

/** Serves a fake provider on a free loopback port: the adapters reach it over real HTTP. */
async function serve(fake: FakeSmsProvider): Promise<{ baseUrl: string; server: Server }> {
  const server = createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const headers = Object.fromEntries(
      Object.entries(request.headers).map(([name, value]) => [
        name,
        Array.isArray(value) ? value.join(', ') : value,
      ]),
    );
    const answer = fake({
      method: request.method ?? 'GET',
      path: request.url ?? '/',
      headers,
      body: Buffer.concat(chunks).toString('utf8'),
    });
    response.writeHead(answer.status, { 'content-type': answer.contentType }).end(answer.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

const closing = (server: Server) => () => new Promise<void>((resolve) => server.close(() => resolve()));

/** The fake Termii on a loopback port (tests): TERMII_BASE_URL is `baseUrl`. */
export async function startFakeTermii(
  options: Parameters<typeof createFakeTermii>[0],
): Promise<FakeTermii & { baseUrl: string; close: () => Promise<void> }> {
  const fake = createFakeTermii(options);
  const { baseUrl, server } = await serve(fake.handle);
  return Object.assign(fake, { baseUrl, close: closing(server) });
}

/** The fake Africa's Talking on a loopback port (tests): AFRICASTALKING_BASE_URL is `baseUrl`. */
export async function startFakeAfricasTalking(
  options: Parameters<typeof createFakeAfricasTalking>[0],
): Promise<FakeAfricasTalking & { baseUrl: string; close: () => Promise<void> }> {
  const fake = createFakeAfricasTalking(options);
  const { baseUrl, server } = await serve(fake.handle);
  return Object.assign(fake, { baseUrl, close: closing(server) });
}
