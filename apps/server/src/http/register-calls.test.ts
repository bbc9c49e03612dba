import {
  access,
  allCalls,
  callPaths,
  defineArea,
  endpointNames,
  isForFullAdministrators,
  reply,
} from '@wayfare/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildApp } from '../app.ts';
import { testConfig } from '../config.ts';
import type { DatabaseConnection } from '../db/client.ts';
import { apiModules } from '../modules/index.ts';
import { settingsModule } from '../modules/settings/settings.module.ts';
import { TEST_JWT_SECRET, TEST_TWO_FACTOR_KEY } from '../test/test-app.ts';
import { createTestDatabase } from '../test/test-database.ts';
import { FULL_ADMINISTRATORS_ONLY_EXTENSION, handlersFor } from './register-calls.ts';

let connection: DatabaseConnection;
let app: FastifyInstance;

const build = (options: Partial<Parameters<typeof buildApp>[0]> = {}) =>
  buildApp({
    config: testConfig({ OUTBOX_POLL_MS: 60_000, WEB_DIST_DIR: '/nonexistent' }),
    db: connection.db,
    listen: connection.listen,
    jwtSecret: TEST_JWT_SECRET,
    twoFactorKey: TEST_TWO_FACTOR_KEY,
    senders: { Email: async () => {}, SMS: async () => {} },
    logger: false,
    ...options,
  });

beforeAll(async () => {
  connection = await createTestDatabase();
  app = await build();
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await connection.close();
});

/** A call that only this test declares, so it is in no module and not in allCalls. */
const undeclared = defineArea('TestOnly', {
  Echo: { method: 'GET', access: access.public, reply: reply.json(z.object({ Echo: z.string() })) },
});

describe('registering the declared calls', () => {
  it('registers every declared call under each of its paths, with its declared access', () => {
    const registered = new Map(app.apiRoutes.map((route) => [`${route.method} ${route.url}`, route.access]));
    for (const call of allCalls) {
      for (const path of callPaths(call)) {
        expect(registered.get(`${call.method} /api/${path}`), path).toEqual(call.access);
      }
    }
  });

  it('refuses to start when a declared call has no handler', async () => {
    const withoutSettings = apiModules.filter((module) => module !== settingsModule);
    await expect(build({ modules: withoutSettings })).rejects.toThrow(
      /Settings\/GetMyAdminEndPoints is declared but has no handler/,
    );
  });

  it('refuses to start when a handler answers no declared call', async () => {
    const echo = handlersFor(undeclared, () => ({ Echo: () => ({ Echo: 'hi' }) }));
    const extra = () => ({ handlers: [echo(undefined)] });
    await expect(build({ modules: [...apiModules, extra] })).rejects.toThrow(
      /TestOnly\/Echo has a handler but is not a declared call/,
    );
  });
});

describe('the OpenAPI document', () => {
  it('marks public calls public and every other call bearer, admin calls with their endpoint and action', async () => {
    const document = (await app.inject({ url: '/api/docs/json' })).json();
    expect(document.components.securitySchemes.bearer).toMatchObject({ type: 'http', scheme: 'bearer' });
    for (const call of allCalls) {
      for (const path of callPaths(call)) {
        const operation = document.paths[`/api/${path}`]?.[call.method.toLowerCase()];
        expect(operation, path).toBeDefined();
        expect(operation.tags, path).toEqual([call.area]);
        expect(operation.security, path).toEqual(call.access.kind === 'public' ? [] : [{ bearer: [] }]);
        if (call.access.kind === 'admin') {
          expect(operation.description, path).toContain(endpointNames[call.access.endpoint]);
          expect(operation.description, path).toContain(call.access.action);
        }
      }
    }
  });

  it('marks the calls for full administrators only, and only those', async () => {
    const document = (await app.inject({ url: '/api/docs/json' })).json();
    for (const call of allCalls) {
      for (const path of callPaths(call)) {
        const operation = document.paths[`/api/${path}`][call.method.toLowerCase()];
        const marked = isForFullAdministrators(call);
        expect(operation[FULL_ADMINISTRATORS_ONLY_EXTENSION], path).toBe(marked ? true : undefined);
        expect(String(operation.description).includes('Full administrators only'), path).toBe(marked);
      }
    }
    const activity = document.paths['/api/Activity/GetAdminActivities'].get;
    expect(activity[FULL_ADMINISTRATORS_ONLY_EXTENSION]).toBe(true);
    expect(activity.description).toMatch(/^Full administrators only \(AllowAllEndPoints\)/);
  });

  it("documents the providers' webhooks, public, with their raw body", async () => {
    const document = (await app.inject({ url: '/api/docs/json' })).json();
    for (const path of ['/api/Payment/PaystackWebhook', '/api/Payment/FlutterwaveWebhook']) {
      const operation = document.paths[path].post;
      expect(operation.security, path).toEqual([]);
      expect(operation.description, path).toMatch(/^Raw body, read as sent: .+ signed by the /);
      expect(operation.responses['200'].content['application/json'].schema.properties.status).toMatchObject({
        type: 'string',
      });
    }
  });

  it('describes a stream call as text/event-stream, with the schema of its events', async () => {
    const document = (await app.inject({ url: '/api/docs/json' })).json();
    const answers = document.paths['/api/Ride/RideUpdates'].get.responses['200'];
    expect(Object.keys(answers.content)).toEqual(['text/event-stream']);
    expect(answers.content['text/event-stream'].schema).toMatchObject({
      type: 'object',
      properties: {
        Id: { type: 'integer' },
        RideStatus: { type: 'integer' },
        RideStatusName: { type: 'string' },
      },
    });
  });

  it('describes the upload calls as multipart forms with their fields', async () => {
    const document = (await app.inject({ url: '/api/docs/json' })).json();
    const upload = document.paths['/api/FileUpload/PictureUpload'].post;
    expect(upload.description).toMatch(
      /^multipart\/form-data: File, Folder, PreferredFilename, ResizedToWidth \(default \d+\)/,
    );
  });
});
