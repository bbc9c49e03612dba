import {
  allCalls,
  type CallDeclaration,
  callMethods,
  callPaths,
  fullAdministratorConditions,
} from '@wayfare/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { needsRights, PROBLEM_DETAILS_REF } from './openapi.ts';
import { FULL_ADMINISTRATORS_ONLY_WHEN_EXTENSION } from './register-calls.ts';

/** Issue 28 §8: the OpenAPI document is complete: a summary and the problem replies of every operation. */

type Operation = {
  summary?: string;
  description?: string;
  [FULL_ADMINISTRATORS_ONLY_WHEN_EXTENSION]?: string[];
  responses: Record<string, { content?: Record<string, { schema?: { $ref?: string } }> }>;
};

let t: TestApp;
let document: {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, { properties: Record<string, unknown> }> };
};
beforeAll(async () => {
  t = await createTestApp();
  document = (await t.app.inject({ url: '/api/docs/json' })).json();
});
afterAll(() => t.close());

/** Every operation of a declared call: each of its paths, with each of its methods. */
const operations = allCalls.flatMap((call) =>
  callPaths(call).flatMap((path) =>
    callMethods(call).map((method) => ({ name: `${method} ${path}`, call, path, method })),
  ),
);
const operationOf = (path: string, method: string) =>
  document.paths[`/api/${path}`]?.[method.toLowerCase()] as Operation;
const problemsOf = (operation: Operation) =>
  Object.keys(operation.responses)
    .map(Number)
    .filter((status) => status >= 400);
const takesInput = (call: CallDeclaration) => Boolean(call.query || call.body || call.multipart);

describe('the OpenAPI document', () => {
  it('gives every operation a one-line summary, the declared calls and the files for search engines alike', () => {
    for (const { name, path, method } of operations) expect(operationOf(path, method), name).toBeDefined();
    const documented = Object.entries(document.paths).flatMap(([path, byMethod]) =>
      Object.entries(byMethod).map(([method, operation]) => ({ name: `${method} ${path}`, operation })),
    );
    expect(documented.map(({ name }) => name)).toEqual(
      expect.arrayContaining(['get /robots.txt', 'get /sitemap.xml']),
    );
    for (const { name, operation } of documented) {
      expect(operation.summary, name).toMatch(/\S/);
      expect(operation.summary, name).not.toContain('\n');
    }
  });

  it('lists 400 for every operation with input, 401 unless public, 403 for admin calls, and each declared problem', () => {
    for (const { name, call, path, method } of operations) {
      const problems = problemsOf(operationOf(path, method));
      expect(problems.includes(400), `${name} 400`).toBe(
        takesInput(call) || Boolean(call.problems?.includes(400)),
      );
      expect(problems.includes(401), `${name} 401`).toBe(
        call.access.kind !== 'public' || Boolean(call.problems?.includes(401)),
      );
      expect(problems.includes(403), `${name} 403`).toBe(
        needsRights(call) || Boolean(call.problems?.includes(403)),
      );
      if (call.access.kind === 'admin') expect(problems, name).toContain(403);
      for (const status of call.problems ?? []) expect(problems, name).toContain(status);
    }
  });

  it('answers every problem with the one problem-details schema', () => {
    const schema = document.components.schemas.ProblemDetails!;
    expect(Object.keys(schema.properties)).toEqual([
      'type',
      'title',
      'status',
      'detail',
      'instance',
      'errors',
    ]);
    for (const { name, path, method } of operations) {
      const responses = operationOf(path, method).responses;
      for (const status of problemsOf(operationOf(path, method))) {
        expect(responses[status]!.content, `${name} ${status}`).toEqual({
          'application/problem+json': { schema: { $ref: PROBLEM_DETAILS_REF } },
        });
      }
    }
  });

  it('lists 404 on the calls that look records up, and 429 on the rate-limited ones', () => {
    const withProblem = (status: number) =>
      operations.filter(({ path, method }) => problemsOf(operationOf(path, method)).includes(status));
    const names = (status: number) => new Set(withProblem(status).map(({ name }) => name));
    expect(names(404)).toContain('GET Account/GetUserById');
    expect(names(404)).toContain('GET Blogs/GetPublishedBlog');
    // Register answers a taken address as a new one (issue 29 §3); an administrator is told.
    expect(names(409)).toContain('POST Account/CreateUserAccount');
    expect(names(409)).not.toContain('POST Account/Register');
    expect([...names(429)].sort()).toEqual([
      // Issue 30: a rider's unknown promo codes are limited.
      'GET Promo/ValidatePromoCode',
      'GET Ride/EstimateFare',
      'POST Account/Authenticate',
      'POST Account/ConfirmTwoFactorEnrolment',
      'POST Account/DisableTwoFactor',
      'POST Account/GenerateVerificationCodeForAccountDeletion',
      'POST Account/RegenerateRecoveryCodes',
      'POST Account/Register',
      'POST Account/ResetPassword',
      'POST Account/VerifyTwoFactor',
      'POST Message/SendContactMessage',
      // Issue 31: a driver's location, at most once a second.
      'POST Ride/UpdateMyLocation',
    ]);
  });

  it('shows when a call is kept to full administrators by a declared condition, on every such call', () => {
    const conditional = operations.filter(
      ({ call }) => call.access.kind === 'admin' && call.access.fullAdministratorsWhen,
    );
    expect(new Set(conditional.map(({ name }) => name))).toEqual(
      new Set([
        'POST Account/CreateUserAccount',
        'POST Account/UpdateUserAccount',
        'POST Account/SuspendUserAccount',
        'POST Account/ActivateUserAccount',
        'POST Account/ApproveLicense',
        'POST Account/MarkLicenseIncomplete',
        'POST Account/DeleteUserAccount',
      ]),
    );
    for (const { name, call, path, method } of operations) {
      const operation = operationOf(path, method);
      const declared =
        call.access.kind === 'admin'
          ? call.access.fullAdministratorsWhen?.conditions.map((c) => fullAdministratorConditions[c])
          : undefined;
      expect(operation[FULL_ADMINISTRATORS_ONLY_WHEN_EXTENSION], name).toEqual(declared);
      for (const text of declared ?? []) {
        expect(operation.description, name).toContain(`A full administrator (AllowAllEndPoints) is needed`);
        expect(operation.description, name).toContain(text);
      }
    }
    expect(operationOf('Account/UpdateUserAccount', 'POST')[FULL_ADMINISTRATORS_ONLY_WHEN_EXTENSION]).toEqual(
      [fullAdministratorConditions.anotherAdministratorsAccount, fullAdministratorConditions.adminRoleChange],
    );
  });
});
