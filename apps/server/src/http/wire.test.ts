import { PROBLEM_CONTENT_TYPE, texts } from '@wayfare/contracts';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, STRONG_PASSWORD, type TestApp } from '../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function expectProblem(response: LightMyRequestResponse, status: number) {
  expect(response.statusCode).toBe(status);
  expect(response.headers['content-type']).toContain(PROBLEM_CONTENT_TYPE);
  const problem = response.json();
  expect(problem).toMatchObject({ status, title: expect.any(String), detail: expect.any(String) });
  return problem;
}

const registration = (email: string) => ({
  EmailAddress: email,
  PhoneNumber: '0803 123 4567',
  Surname: 'Okafor',
  Firstname: 'Chidi',
  Password: STRONG_PASSWORD,
  ConfirmPassword: STRONG_PASSWORD,
});

describe('the /api/{Area}/{Action} convention', () => {
  it('matches area and action whatever their case, with or without a trailing slash', async () => {
    for (const url of [
      '/api/Account/Authenticate',
      '/API/ACCOUNT/AUTHENTICATE',
      '/api/account/authenticate/',
    ]) {
      const response = await t.app.inject({
        method: 'POST',
        url,
        payload: { EmailAddress: 'nobody@example.ng', Password: 'Wr0ng!password' },
      });
      expect(response.statusCode, url).toBe(401);
    }
  });

  it('answers an unknown /api call with a 404 problem in the spec words', async () => {
    for (const [method, url] of [
      ['GET', '/api/Nothing/Here'],
      ['POST', '/api/Account/NoSuchAction'],
      ['DELETE', '/api/Account/Authenticate'],
      ['GET', '/api'],
    ] as const) {
      const problem = expectProblem(await t.app.inject({ method, url }), 404);
      expect(problem.title).toBe(texts.urlDoesNotExist);
    }
  });

  it('answers a malformed JSON body with a 400 problem', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/Account/Authenticate',
      headers: { 'content-type': 'application/json' },
      payload: '{"EmailAddress": "a@b.ng", ',
    });
    expect(expectProblem(response, 400).detail).toBe('The request body is not valid JSON');
  });

  it('answers a malformed address with a 400 problem rather than a bare error', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/Account/%E0%A4%A' });
    expectProblem(response, 400);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('lists validation failures per property, in words', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/Account/Authenticate',
      payload: { EmailAddress: 'not an address', Password: '', Extra: true },
    });
    const problem = expectProblem(response, 400);
    expect(problem.errors).toEqual({
      EmailAddress: [texts.invalidEmail],
      Password: ['Password is required'],
      Extra: ['Extra is not a property of this request'],
    });
  });

  it('answers a body that is not an object by saying what to send', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/Account/Authenticate',
      payload: [1, 2],
    });
    expect(expectProblem(response, 400).errors).toEqual({ body: ['Send the request body as a JSON object'] });
  });

  it('reports the health of the server and its database', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });
});

describe('a failure on our side', () => {
  it('answers 500 with a reference to quote, never a stack trace or SQL', async () => {
    await t.db.execute(
      sql.raw(`CREATE FUNCTION refuse_user_insert() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN RAISE EXCEPTION 'internal failure in the users table'; END $$`),
    );
    await t.db.execute(
      sql.raw(
        'CREATE TRIGGER refuse BEFORE INSERT ON users FOR EACH ROW EXECUTE FUNCTION refuse_user_insert()',
      ),
    );
    try {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/Account/Register',
        payload: registration('failure@example.ng'),
      });
      const problem = expectProblem(response, 500);
      const requestId = response.headers['x-request-id'] as string;
      expect(problem.instance).toBe(requestId);
      expect(problem.title).toContain(requestId);
      expect(response.body).not.toMatch(/internal failure|insert|users|select|\bat\s+\S+:\d+|\.ts\b|stack/i);
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
    } finally {
      await t.db.execute(sql.raw('DROP TRIGGER refuse ON users'));
    }
  });
});

describe('headers on every reply', () => {
  // An API call's reply is data: its policy allows nothing. Pages, files and the docs get helmet's.
  const apiPolicy = "default-src 'none'; frame-ancestors 'none'";
  const requests = {
    'a success': { request: { method: 'GET', url: '/api/health' }, policy: apiPolicy },
    'a client error': {
      request: { method: 'POST', url: '/api/Account/Authenticate', payload: {} },
      policy: apiPolicy,
    },
    'a refusal': { request: { method: 'GET', url: '/api/Settings/GetMyAdminEndPoints' }, policy: apiPolicy },
    'a body too large': {
      request: {
        method: 'POST',
        url: '/api/Account/Authenticate',
        payload: { EmailAddress: 'x'.repeat(1_100_000) },
      },
      policy: apiPolicy,
    },
    'an unknown call': { request: { method: 'GET', url: '/api/Nothing/Here' }, policy: "default-src 'self'" },
    'the robots file': { request: { method: 'GET', url: '/robots.txt' }, policy: "default-src 'self'" },
    'the API documentation': { request: { method: 'GET', url: '/api/docs' }, policy: "default-src 'self'" },
  } as const;

  for (const [name, { request, policy }] of Object.entries(requests)) {
    it(`sets the security headers and a request id on ${name}`, async () => {
      const response = await t.app.inject(request);
      expect(response.headers['content-security-policy']).toContain(policy);
      expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(response.headers['strict-transport-security']).toContain('max-age=');
      expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    });
  }

  it('reuses a well-formed incoming X-Request-Id and replaces anything else', async () => {
    const reused = await t.app.inject({ url: '/api/health', headers: { 'x-request-id': 'edge-42.a_b' } });
    expect(reused.headers['x-request-id']).toBe('edge-42.a_b');
    for (const bad of ['has spaces', 'x'.repeat(65), '<script>', 'a\u00e9b']) {
      const replaced = await t.app.inject({ url: '/api/health', headers: { 'x-request-id': bad } });
      expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it('gives each request its own id', async () => {
    const first = await t.app.inject({ url: '/api/health' });
    const second = await t.app.inject({ url: '/api/health' });
    expect(first.headers['x-request-id']).not.toBe(second.headers['x-request-id']);
  });
});

describe('the API documentation', () => {
  it('serves the OpenAPI UI at /api/docs', async () => {
    const response = await t.app.inject({ url: '/api/docs' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('swagger-ui');
  });

  it('lists every Account call in the OpenAPI document, with its request properties', async () => {
    const response = await t.app.inject({ url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    const accountRoutes = t.app.apiRoutes.filter((route) => route.url.startsWith('/api/Account/'));
    expect(accountRoutes.map((route) => route.url.split('/').pop()).sort()).toEqual(
      expect.arrayContaining([
        'Authenticate',
        'ChangePassword',
        'CompletePasswordReset',
        'DeleteMyAccount',
        'GenerateVerificationCodeForAccountDeletion',
        'Register',
        'ResetPassword',
      ]),
    );
    for (const route of accountRoutes) {
      expect(document.paths[route.url]?.[route.method.toLowerCase()], route.url).toBeDefined();
    }
    const authenticate = document.paths['/api/Account/Authenticate'].post;
    const schema = authenticate.requestBody.content['application/json'].schema;
    expect(Object.keys(schema.properties)).toEqual(['EmailAddress', 'Password', 'RememberMe']);
  });
});

describe('files for search engines', () => {
  it('serves a real robots.txt that points at the sitemap', async () => {
    const response = await t.app.inject({ url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    expect(response.body).toContain('User-agent: *');
    expect(response.body).toContain('Disallow: /admin/');
    expect(response.body).toMatch(/^Sitemap: https?:\/\/\S+\/sitemap\.xml$/m);
  });

  it('serves a sitemap listing the public pages, about and contact included', async () => {
    const response = await t.app.inject({ url: '/sitemap.xml', headers: { host: 'wayfare.example' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/xml');
    const locations = [...response.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locations).toEqual(
      expect.arrayContaining(
        ['/', '/blog', '/privacypolicy', '/termsandconditions', '/about', '/contact'].map(
          (path) => `http://wayfare.example${path}`,
        ),
      ),
    );
    expect(response.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>/);
  });
});
