import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { texts } from '@wayfare/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendProblem } from './problem-details.ts';

const ONE_YEAR = 365 * 24 * 3600;

const notFoundProblem = (request: FastifyRequest, reply: FastifyReply) =>
  sendProblem(reply, {
    title: texts.urlDoesNotExist,
    status: 404,
    detail: `There is no ${request.method} ${request.url.split('?')[0]} on this server`,
  });

/**
 * Paths that never fall back to the app: the API and uploaded files answer their own 404, and a
 * missing file under assets/ is a stale build's script, which must fail rather than run as HTML.
 */
const OWN_NOT_FOUND = /^\/(api|uploads|assets)(\/|$)/i;

/**
 * Serves the built web app from the API's own port. Any other address a person can type (a dot
 * included: /article/v1.2-release) is one of the app's client routes, so it gets index.html and the
 * app's router takes over, showing its own not-found page where the route is unknown.
 */
export async function registerWebApp(app: FastifyInstance, distDir: string) {
  const hasWebApp = existsSync(path.join(distDir, 'index.html'));
  if (hasWebApp) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      // The build writes .br and .gz copies of the text files (apps/web/build/precompress.ts): the one
      // the Accept-Encoding allows is sent, for the files and for the index.html fallback below alike.
      preCompressed: true,
      setHeaders(res, filePath) {
        // Vite fingerprints everything under assets/, so it never changes under the same name.
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', immutable ? `public, max-age=${ONE_YEAR}, immutable` : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const urlPath = request.url.split('?')[0] ?? '';
    const isClientRoute =
      hasWebApp && (request.method === 'GET' || request.method === 'HEAD') && !OWN_NOT_FOUND.test(urlPath);
    if (!isClientRoute) return notFoundProblem(request, reply);
    reply.header('cache-control', 'no-cache');
    return reply.sendFile('index.html');
  });
}
