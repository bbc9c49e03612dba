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

/** Every reply carries helmet's security headers and its request id (given or generated). */
export async function registerSecurityHeaders(app: FastifyInstance, options: FastifyHelmetOptions) {
  const headers = await helmetHeaders(options);
  if (!headers['content-security-policy'] || headers['x-frame-options'] !== 'DENY') {
    throw new Error('helmet did not produce the expected security headers');
  }
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(headers);
    reply.header('x-request-id', request.id);
    done();
  });
}
