import { createServer } from 'node:http';
import { PROBLEM_CONTENT_TYPE } from '@wayfare/contracts';
import { frameworkReplyHeaders } from '../http/problem-details.ts';
import { operatorTexts } from './operator-routes.ts';

/**
 * Holds the server's port while it migrates the database and builds the app (which can take a while
 * on a large upgrade): /api/health answers 200 (the process is alive, do not restart it) and anything
 * else, /api/ready first, 503 with problem details, so a load balancer waits rather than finding the
 * port closed. `close` frees the port for the app, which listens on it at once.
 */
export async function holdPortWhileStarting(options: { host: string; port: number }) {
  const server = createServer((request, response) => {
    const path = (request.url ?? '').split('?')[0]?.toLowerCase();
    response.setHeader('cache-control', 'no-store');
    // No connection kept alive: a client's next request goes to whichever server holds the port then.
    response.setHeader('connection', 'close');
    for (const [name, value] of Object.entries(frameworkReplyHeaders)) response.setHeader(name, value);
    if (path === '/api/health' || path === '/api/health/') {
      response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
      response.end(JSON.stringify({ status: 'ok' }));
      return;
    }
    const title = operatorTexts.starting;
    response.writeHead(503, { 'content-type': PROBLEM_CONTENT_TYPE, 'retry-after': '5' });
    response.end(JSON.stringify({ title, status: 503, detail: title }));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve());
  });
  return {
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        // A probe's kept-alive connection would hold the port until it timed out.
        server.closeAllConnections();
      }),
  };
}
