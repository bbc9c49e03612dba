import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { allCalls, type CallDeclaration, EMBED_FRAME_SOURCES } from '@wayfare/contracts';
import Fastify, { type FastifyServerOptions, LogController } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { createLogSender } from './adapters/messaging/log-sender.ts';
import type { MessageSender, Senders } from './adapters/messaging/message-sender.ts';
import { createSmsSender } from './adapters/messaging/sms-sender.ts';
import { createSmtpSender } from './adapters/messaging/smtp-sender.ts';
import { createPayments } from './adapters/payments/create-payment-gateway.ts';
import type { AppContext } from './app-context.ts';
import { createSecretBox } from './auth/secret-box.ts';
import { createTokenService } from './auth/tokens.ts';
import type { Config } from './config.ts';
import type { DatabasePoolStats, Listen } from './db/client.ts';
import type { Database } from './db/database.ts';
import { rowsAffected } from './db/rows-affected.ts';
import { handleClientError } from './http/client-errors.ts';
import { registerCompression } from './http/compression.ts';
import type { OpenStreams } from './http/event-stream.ts';
import { registerGuard } from './http/guard.ts';
import { forgetOldIdempotencyKeys, registerIdempotency } from './http/idempotency.ts';
import { registerJsonBodyParser } from './http/json-body.ts';
import { registerNulRefusal } from './http/nul-character.ts';
import { openApiOptions } from './http/openapi.ts';
import { handleFrameworkError, registerProblemDetails } from './http/problem-details.ts';
import { type ApiModule, type BoundHandlers, registerCalls } from './http/register-calls.ts';
import { registerRouteTable } from './http/route-table.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { serializerCompiler } from './http/serializer.ts';
import { registerSiteFiles } from './http/site-files.ts';
import { registerWebApp } from './http/web-app.ts';
import { apiModules } from './modules/index.ts';
import { createJobRegistry } from './modules/jobs/job-registry.ts';
import { paymentScriptSources } from './modules/payments/payment-scripts.ts';
import { forgetExpiredCounters } from './modules/rate-limit/rate-limit.service.ts';
import { createMetrics } from './operations/metrics.ts';
import { registerOperatorRoutes } from './operations/operator-routes.ts';

export type BuildAppOptions = {
  config: Config;
  db: Database;
  /**
   * The database's notifications (the connection's `listen`): the outbox worker hears of a queued
   * message once its transaction commits, in any process. Without it, the worker only polls.
   */
  listen?: Listen;
  jwtSecret: string;
  /** The PostgreSQL pool's counts, for the metrics (the connection's `poolStats`; none on PGlite). */
  databasePool?: (() => DatabasePoolStats) | undefined;
  /** The AES-256-GCM key sealing authenticator secrets (issue 29 §3): TWO_FACTOR_KEY's, or DATA_DIR's. */
  twoFactorKey: Uint8Array;
  /** Replaces the configured message providers (tests record what would be sent). */
  senders?: Partial<Senders>;
  logger?: FastifyServerOptions['logger'];
  /** The modules to start and the calls they must answer: every module and every declared call, unless a test says otherwise. */
  modules?: readonly ApiModule<AppContext>[];
  calls?: readonly CallDeclaration[];
};

const REQUEST_ID = /^[\w.-]{1,64}$/;
const HOUSEKEEPING_EVERY_MS = 60 * 60 * 1000;
const defaultWebDist = fileURLToPath(new URL('../../web/dist', import.meta.url));

/**
 * The message providers: SMTP and the SMS provider (adapters/messaging/sms-sender.ts) when configured,
 * else the console; a test's own senders replace them. `close` ends the SMTP connection pool.
 */
function configuredSenders(
  config: Config,
  log: Parameters<typeof createLogSender>[0] & Parameters<typeof createSmsSender>[1],
  overrides: Partial<Senders> = {},
): { senders: Senders; close: () => void } {
  const logSender: MessageSender = createLogSender(log);
  const smtp =
    config.SMTP_URL && !overrides.Email ? createSmtpSender(config.SMTP_URL, config.MAIL_FROM) : undefined;
  return {
    senders: {
      Email: smtp ?? logSender,
      SMS: overrides.SMS ?? createSmsSender(config, log, logSender),
      ...overrides,
    },
    close: () => smtp?.close(),
  };
}

export async function buildApp(options: BuildAppOptions) {
  const { config, db } = options;
  const app = Fastify({
    logger: options.logger ?? { level: config.LOG_LEVEL },
    routerOptions: { caseSensitive: false, ignoreTrailingSlash: true },
    bodyLimit: config.BODY_LIMIT_BYTES,
    trustProxy: config.TRUST_PROXY,
    logController: new LogController({ disableRequestLogging: true }),
    requestIdHeader: false,
    frameworkErrors: handleFrameworkError,
    clientErrorHandler: handleClientError,
    genReqId: (request) => {
      const header = request.headers['x-request-id'];
      return typeof header === 'string' && REQUEST_ID.test(header) ? header : randomUUID();
    },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerProblemDetails(app);
  registerJsonBodyParser(app);
  registerNulRefusal(app);
  registerRouteTable(app);

  // The live streams open in this app: the registrar ends them when the app closes, the metrics count them.
  const openStreams: OpenStreams = new Set();
  const metrics = createMetrics({
    db,
    pool: options.databasePool,
    openStreams,
    // Node's own metrics start a monitor each: on for a server's one app, not for each test's.
    processMetrics: config.NODE_ENV !== 'test',
  });

  // One log line per request, with its id, instead of Fastify's two; at error level for a 5xx, however
  // it was produced (Fastify's own error log is off with its request logging). Its duration is measured
  // by the route's template, never the address asked (ids would make a series each).
  app.addHook('onResponse', (request, reply, done) => {
    metrics.observeRequest(
      { method: request.method, route: request.routeOptions.url ?? 'unmatched', status: reply.statusCode },
      reply.elapsedTime / 1000,
    );
    request.log[reply.statusCode >= 500 ? 'error' : 'info'](
      {
        method: request.method,
        url: request.url,
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime),
      },
      'request',
    );
    done();
  });

  await registerCompression(app);
  await registerSecurityHeaders(app, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // The card providers' inline scripts, loaded by the invoice page (issue 19 §2): their hosts only.
        scriptSrc: [...new Set(["'self'", ...paymentScriptSources(config)])],
        // Mantine sets inline style attributes and a style element for its CSS variables.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        // Only the players and maps an article may embed (issue 20 §1), as the sanitiser allows them.
        // …and the checkout those scripts open in an overlay.
        frameSrc: [...new Set([...EMBED_FRAME_SOURCES, ...paymentScriptSources(config)])],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    frameguard: { action: 'deny' },
    crossOriginEmbedderPolicy: false,
  });

  await app.register(fastifySwagger, openApiOptions);
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });

  const log = app.log;
  const providers = configuredSenders(config, log, options.senders);
  // Added before the modules' hooks, so it runs after them (Fastify closes last-added first): the
  // outbox worker has finished its sends when the SMTP pool closes.
  app.addHook('onClose', async () => providers.close());
  const payments = await createPayments(config, log);
  const ctx: AppContext = {
    db,
    config,
    tokens: createTokenService(options.jwtSecret, config.TOKEN_LIFETIME_HOURS),
    secretBox: createSecretBox(options.twoFactorKey),
    senders: providers.senders,
    log,
    listen: options.listen,
    jobs: createJobRegistry(),
    ridePlace: {},
    metrics,
    payments: payments.gateway,
    paymentProviders: payments.providers,
    paymentPublicKeys: payments.publicKeys,
  };
  registerGuard(app, ctx);
  registerIdempotency(app, ctx);

  // Sign-in counters (keyed by e-mail address) and remembered replies are kept a day, not forever:
  // hourly jobs, run by one process at a time (modules/jobs).
  ctx.jobs.registerJob('forget-expired-rate-limit-counters', {
    everyMs: HOUSEKEEPING_EVERY_MS,
    run: async ({ db, now }) => ({ forgotten: rowsAffected(await forgetExpiredCounters(db, { now })) }),
  });
  ctx.jobs.registerJob('forget-old-idempotency-keys', {
    everyMs: HOUSEKEEPING_EVERY_MS,
    run: async ({ db, now }) => ({ forgotten: rowsAffected(await forgetOldIdempotencyKeys(db, { now })) }),
  });

  // Not declared calls: the probes and the metrics are no part of the API a client uses, so they stay
  // out of the declarations, the documentation and the web app's client (http/README.md).
  registerOperatorRoutes(app, { db, metrics, metricsToken: config.METRICS_TOKEN });

  // Every module the same way: its handlers are checked against the declared calls and registered
  // together (the app refuses to start if a call has no handler or a handler no call), then its setup.
  const started = (options.modules ?? apiModules).map((module) => module(ctx));
  const handlers: BoundHandlers[] = started.flatMap((parts) => parts.handlers ?? []);
  await registerCalls(app, options.calls ?? allCalls, handlers, {
    heartbeatMs: config.STREAM_HEARTBEAT_MS,
    open: openStreams,
  });
  for (const parts of started) await parts.setup?.(app);
  // Test mode only (WALLET_GATEWAY's secret key unset): the fake gateways' API and checkout on the server's port.
  payments.mount(app);

  registerSiteFiles(
    app,
    ctx,
    started.flatMap((parts) => parts.sitemap ?? []),
  );
  await registerWebApp(app, config.WEB_DIST_DIR ?? defaultWebDist, {
    ctx,
    heads: started.flatMap((parts) => parts.pageHeads ?? []),
  });

  return app;
}
