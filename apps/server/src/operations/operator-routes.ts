import { createHash, timingSafeEqual } from 'node:crypto';
import { access } from '@wayfare/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Db } from '../db/database.ts';
import { sendProblem } from '../http/problem-details.ts';
import type { AppMetrics } from './metrics.ts';

/** A readiness probe waits this long for the database; one that hangs is as good as down. */
const READY_TIMEOUT_MS = 2000;
const RETRY_AFTER_SECONDS = '5';

export const operatorTexts = {
  databaseUnreachable: 'Not ready: the database does not answer',
  starting: 'Not ready: the server is starting (the database is being migrated)',
  metricsOff: 'Metrics are off: set METRICS_TOKEN to serve them',
  metricsToken: 'Send the metrics token as Authorization: Bearer <METRICS_TOKEN>',
};

/** A problem the operator reads: the title is the sentence, repeated as the detail (spec 000 §8). */
const problemOf = (status: number, title: string) => ({ title, status, detail: title });

/** The problem of a server that cannot serve yet or now: 503, to be asked again in a few seconds. */
export function notReady(reply: FastifyReply, title: string) {
  reply.header('retry-after', RETRY_AFTER_SECONDS).header('cache-control', 'no-store');
  return sendProblem(reply, problemOf(503, title));
}

/** Equal tokens, compared in a time that does not depend on where they differ (hashes: same length). */
function sameToken(sent: string, expected: string) {
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(sent), digest(expected));
}

function withTimeout<T>(work: Promise<T>, ms: number) {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/**
 * The operator's endpoints, which are no part of the API a client uses (so not declared calls, see
 * http/README.md): `/api/health`, the process answers (no database: a load balancer should not take
 * every process out when the database alone is down); `/api/ready`, it can serve (the database
 * answers); `/metrics`, Prometheus's text format, for the holder of METRICS_TOKEN only (404 unset).
 */
export function registerOperatorRoutes(
  app: FastifyInstance,
  deps: { db: Db; metrics: AppMetrics; metricsToken: string | undefined },
) {
  const route = { config: { access: access.public }, schema: { hide: true } };

  app.get('/api/health', route, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { status: 'ok' };
  });

  app.get('/api/ready', route, async (request, reply) => {
    try {
      await withTimeout(deps.db.execute(sql`select 1`), READY_TIMEOUT_MS);
    } catch (error) {
      // A warning, not an error per probe: the operator's alert is on the probe, not on this log.
      request.log.warn({ err: error }, 'readiness probe: the database does not answer');
      return notReady(reply, operatorTexts.databaseUnreachable);
    }
    reply.header('cache-control', 'no-store');
    return { status: 'ready' };
  });

  app.get('/metrics', route, async (request, reply) => {
    if (!deps.metricsToken) {
      return sendProblem(reply, problemOf(404, operatorTexts.metricsOff));
    }
    const header = request.headers.authorization ?? '';
    const sent = /^Bearer (.+)$/i.exec(header)?.[1] ?? '';
    if (!sameToken(sent, deps.metricsToken)) {
      reply.header('www-authenticate', 'Bearer realm="metrics"');
      return sendProblem(reply, problemOf(401, operatorTexts.metricsToken));
    }
    const text = await deps.metrics.registry.metrics();
    return reply.header('cache-control', 'no-store').type(deps.metrics.registry.contentType).send(text);
  });
}
