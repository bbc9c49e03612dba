import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { sql } from 'drizzle-orm';
import Fastify, { type FastifyServerOptions, LogController } from 'fastify';
import { jsonSchemaTransform, validatorCompiler } from 'fastify-type-provider-zod';
import { createHttpSmsSender } from './adapters/messaging/http-sms-sender.ts';
import { createLogSender } from './adapters/messaging/log-sender.ts';
import type { MessageSender } from './adapters/messaging/message-sender.ts';
import { createSmtpSender } from './adapters/messaging/smtp-sender.ts';
import { createTokenService } from './auth/tokens.ts';
import type { Config } from './config.ts';
import type { Database } from './db/database.ts';
import { access } from './http/access.ts';
import { registerRouteTable } from './http/api.ts';
import { registerCompression } from './http/compression.ts';
import type { AppContext } from './http/context.ts';
import { registerGuard } from './http/guard.ts';
import { forgetOldIdempotencyKeys, registerIdempotency } from './http/idempotency.ts';
import { registerJsonBodyParser } from './http/json-body.ts';
import { registerNulRefusal } from './http/nul-character.ts';
import { handleFrameworkError, registerProblemDetails } from './http/problem-details.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { serializerCompiler } from './http/serializer.ts';
import { registerSiteFiles } from './http/site-files.ts';
import { registerWebApp } from './http/web-app.ts';
import { registerAccountRoutes } from './modules/accounts/accounts.routes.ts';
import { registerFileRoutes } from './modules/files/files.routes.ts';
import { registerLocationRoutes } from './modules/locations/locations.routes.ts';
import { type Senders, startOutboxWorker } from './modules/outbox/outbox.worker.ts';
import { forgetExpiredCounters } from './modules/rate-limit/rate-limit.service.ts';
import { registerSettingsRoutes } from './modules/settings/settings.routes.ts';

export type BuildAppOptions = {
  config: Config;
  db: Database;
  jwtSecret: string;
  /** Replaces the configured message providers (tests record what would be sent). */
  senders?: Partial<Senders>;
  logger?: FastifyServerOptions['logger'];
};

const REQUEST_ID = /^[\w.-]{1,64}$/;
const HOUSEKEEPING_INTERVAL_MS = 60 * 60 * 1000;
const defaultWebDist = fileURLToPath(new URL('../../web/dist', import.meta.url));

function configuredSenders(config: Config, log: Parameters<typeof createLogSender>[0]): Senders {
  const logSender: MessageSender = createLogSender(log);
  return {
    Email: config.SMTP_URL ? createSmtpSender(config.SMTP_URL, config.MAIL_FROM) : logSender,
    SMS: config.SMS_PROVIDER_URL
      ? createHttpSmsSender({
          url: config.SMS_PROVIDER_URL,
          token: config.SMS_PROVIDER_TOKEN,
          senderId: config.SMS_SENDER_ID,
        })
      : logSender,
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

  // One log line per request, with its id, instead of Fastify's two; at error level for a 5xx, however
  // it was produced (Fastify's own error log is off with its request logging).
  app.addHook('onResponse', (request, reply, done) => {
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
        scriptSrc: ["'self'"],
        // Mantine sets inline style attributes and a style element for its CSS variables.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        frameSrc: ['https://www.youtube.com', 'https://www.youtube-nocookie.com', 'https://player.vimeo.com'],
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

  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Wayfare API', version: '1.0.0', description: 'Calls are /api/{Area}/{Action}.' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });

  const log = app.log;
  const senders = { ...configuredSenders(config, log), ...options.senders };
  const outbox = startOutboxWorker({ db, senders, pollMs: config.OUTBOX_POLL_MS, log });
  app.addHook('onClose', () => outbox.stop());
  // Sign-in counters (keyed by e-mail address) and remembered replies are kept a day, not forever.
  const housekeeping = setInterval(() => {
    Promise.all([forgetExpiredCounters(db), forgetOldIdempotencyKeys(db)]).catch((error) =>
      log.error({ err: error }, 'housekeeping failed'),
    );
  }, HOUSEKEEPING_INTERVAL_MS).unref();
  app.addHook('onClose', async () => clearInterval(housekeeping));

  const ctx: AppContext = {
    db,
    config,
    tokens: createTokenService(options.jwtSecret, config.TOKEN_LIFETIME_HOURS),
    wakeOutbox: outbox.wake,
  };
  registerGuard(app, ctx);
  registerIdempotency(app, ctx);

  app.get('/api/health', { config: { access: access.public }, schema: { hide: true } }, async () => {
    await db.execute(sql`select 1`);
    return { status: 'ok' };
  });
  registerAccountRoutes(app, ctx);
  registerLocationRoutes(app, ctx);
  registerSettingsRoutes(app);
  await registerFileRoutes(app, ctx);
  registerSiteFiles(app, ctx);
  await registerWebApp(app, config.WEB_DIST_DIR ?? defaultWebDist);

  return app;
}
