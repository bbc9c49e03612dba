import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import fastifyStatic from '@fastify/static';
import { isDriveAppPath, texts } from '@wayfare/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type AppContext, siteUrlOf } from '../app-context.ts';
import { withDriveAppHead } from './drive-app-head.ts';
import { inProcessFetch } from './in-process-fetch.ts';
import { builtInPageHeads, notFoundHtml, type PageHeadSource, withHead } from './page-heads.ts';
import { loadPrerender } from './prerender.ts';
import { sendProblem } from './problem-details.ts';

const ONE_YEAR = 365 * 24 * 3600;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** The encoding of a page the server fills: brotli, else gzip, as the client's Accept-Encoding allows. */
function encodingFor(acceptEncoding: string | undefined): 'br' | 'gzip' | undefined {
  const accepted = new Set(
    (acceptEncoding ?? '')
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, ...params]) => !params.some((param) => /^\s*q\s*=\s*0(\.0*)?\s*$/.test(param)))
      .map(([name]) => name?.trim().toLowerCase()),
  );
  return accepted.has('br') ? 'br' : accepted.has('gzip') ? 'gzip' : undefined;
}

/**
 * Sends a page whose head the server filled, compressed as the built index.html copies are (the
 * compression plugin hooks routes, and the not-found handler that serves client routes is none).
 */
async function sendFilledPage(request: FastifyRequest, reply: FastifyReply, html: string) {
  reply.type('text/html; charset=utf-8').header('vary', 'accept-encoding');
  const encoding = encodingFor(request.headers['accept-encoding']);
  if (!encoding) return reply.send(html);
  const body = encoding === 'br' ? await brotli(html) : await gzip(html);
  return reply.header('content-encoding', encoding).send(body);
}

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
 *
 * A public page's head is filled by the server (issue 20 §2): its title, description and link previews,
 * from the modules' sources (an article's) or the built-in ones (the fixed pages); a source that
 * answers 404 (an unknown or unpublished article) gets the same app with that status. Those pages come
 * drawn by the server's render of the app, with their data, when it was built (prerender.ts); the rest are
 * drawn in the browser.
 */
export async function registerWebApp(
  app: FastifyInstance,
  distDir: string,
  options: {
    ctx?: Pick<AppContext, 'config'>;
    heads?: readonly PageHeadSource[];
    /** The server render of the public pages (`vite build --ssr`); by default dist-ssr beside distDir. */
    ssrDir?: string;
  } = {},
) {
  const indexFile = path.join(distDir, 'index.html');
  const hasWebApp = existsSync(indexFile);
  const indexHtml = hasWebApp ? readFileSync(indexFile, 'utf8') : '';
  const prerender = hasWebApp
    ? await loadPrerender(
        distDir,
        options.ssrDir ?? path.join(path.dirname(distDir), 'dist-ssr'),
        // The pages' data through the app's own routes, anonymously (prerender.ts).
        inProcessFetch(app),
      )
    : undefined;
  const driveAppHtml = withDriveAppHead(indexHtml);
  const sources = [...(options.heads ?? []), builtInPageHeads];
  const headOf = async (urlPath: string) => {
    // The router ignores case and a trailing slash; so do the heads.
    const normalised = (urlPath.length > 1 ? urlPath.replace(/\/+$/, '') : urlPath).toLowerCase();
    for (const source of sources) {
      const head = await source(normalised);
      if (head) return head;
    }
    return undefined;
  };
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
  app.setNotFoundHandler(async (request, reply) => {
    const urlPath = request.url.split('?')[0] ?? '';
    const isClientRoute =
      hasWebApp && (request.method === 'GET' || request.method === 'HEAD') && !OWN_NOT_FOUND.test(urlPath);
    if (!isClientRoute) return notFoundProblem(request, reply);
    reply.header('cache-control', 'no-cache');
    // The driver's app (issue 33) links its manifest; its service worker keeps this page for offline use.
    if (isDriveAppPath(urlPath)) return sendFilledPage(request, reply, driveAppHtml);
    const head = await headOf(urlPath);
    if (!head) return reply.sendFile('index.html');
    if (head.status === 404) return sendFilledPage(request, reply.code(404), notFoundHtml(indexHtml));
    const siteUrl = options.ctx
      ? siteUrlOf(request, options.ctx.config)
      : `${request.protocol}://${request.host}`;
    // A public page comes drawn (issue 20 §5); its head is the page's own all the same.
    const page = prerender ? await prerender(indexHtml, request.url) : indexHtml;
    return sendFilledPage(request, reply, withHead(page, head, siteUrl));
  });
}
