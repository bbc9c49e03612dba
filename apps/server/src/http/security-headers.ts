import fastifyHelmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';

/**
 * The headers helmet sets with these options, worked out once at start-up by helmet itself on a
 * throw-away instance. The Fastify plugin rebuilds helmet's whole middleware (parsing the CSP
 * directives again) on every request; setting the finished headers costs a fraction of that.
 */
async function helmetHeaders(options: FastifyHelmetOptions) {
  const probe = Fastify();
  await probe.register(fastifyHelmet, options);
  let headers: Record<string, string> = {};
  probe.addHook('onRequest', async (_request, reply) => {
    headers = Object.fromEntries(
      Object.entries(reply.raw.getHeaders()).map(([name, value]) => [name, String(value)]),
    );
  });
  probe.get('/', async () => '');
  await probe.inject({ method: 'GET', url: '/' });
  await probe.close();
  return headers;
}

/**
 * An API call's reply is data, never a page: OWASP's REST security headers, with a policy that
 * allows nothing at all (stricter than a page's). The headers that only steer how a browser treats
 * a document it displays (opener isolation, DNS prefetch, IE download prompts) have nothing to act on.
 */
function apiHeadersFrom(pageHeaders: Record<string, string>) {
  return {
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'no-referrer',
    'cross-origin-resource-policy': 'same-origin',
    'strict-transport-security':
      pageHeaders['strict-transport-security'] ?? 'max-age=31536000; includeSubDomains',
  };
}

/**
 * Every reply carries security headers and its request id (given or generated): an API call's
 * (a route that declares its access) the strict API set, anything else (pages, files, the API docs,
 * unknown paths) helmet's full set.
 */
export async function registerSecurityHeaders(app: FastifyInstance, options: FastifyHelmetOptions) {
  const pageHeaders = await helmetHeaders(options);
  if (!pageHeaders['content-security-policy'] || pageHeaders['x-frame-options'] !== 'DENY') {
    throw new Error('helmet did not produce the expected security headers');
  }
  const apiHeaders = apiHeadersFrom(pageHeaders);
  app.addHook('onRequest', (request, reply, done) => {
    const isApiCall = request.routeOptions.config?.access !== undefined && request.url.startsWith('/api/');
    reply.headers(isApiCall ? apiHeaders : pageHeaders);
    reply.header('x-request-id', request.id);
    done();
  });
}
