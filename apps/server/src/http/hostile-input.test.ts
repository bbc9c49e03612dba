import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// The tables through the schema, so the HTTP layer's tests reach into no module.
import {
  adminRoleEndpoints,
  adminRoles,
  outboxMessages,
  rateLimitCounters,
  users,
  verificationCodes,
} from '../db/schema.ts';
import { bearer, createTestApp, STRONG_PASSWORD, signedInUser, type TestApp } from '../test/test-app.ts';
import { idempotencyKeys } from './idempotency.table.ts';

let t: TestApp;
let token: string;
let email: string;
beforeAll(async () => {
  t = await createTestApp();
  const user = await signedInUser(t);
  token = user.token;
  email = user.email;
});
afterAll(() => t.close());

/** A well-formed body for each Account call; every test below spoils it one way. */
const validBodies = (): Record<string, Record<string, unknown>> => ({
  Authenticate: { EmailAddress: email, Password: STRONG_PASSWORD, RememberMe: false },
  Register: {
    EmailAddress: 'hostile-new@example.ng',
    PhoneNumber: '0803 123 4567',
    Surname: 'Eze',
    Firstname: 'Ngozi',
    MiddleName: 'Ada',
    Password: STRONG_PASSWORD,
    ConfirmPassword: STRONG_PASSWORD,
  },
  ResetPassword: { EmailAddress: email },
  CompletePasswordReset: {
    EmailAddress: email,
    VerificationCode: '123456',
    Password: STRONG_PASSWORD,
    ConfirmPassword: STRONG_PASSWORD,
  },
  ChangePassword: { Password: STRONG_PASSWORD },
  GenerateVerificationCodeForAccountDeletion: { EmailAddress: email },
  DeleteMyAccount: { EmailAddress: email, VerificationCode: '123456' },
});
const actions = Object.keys(validBodies());

const tables = {
  users,
  verificationCodes,
  outboxMessages,
  rateLimitCounters,
  idempotencyKeys,
  adminRoles,
  adminRoleEndpoints,
};
async function rowCounts() {
  const counts: Record<string, number> = {};
  for (const [name, table] of Object.entries(tables)) counts[name] = await t.db.$count(table);
  return counts;
}

const send = (action: string, body: { payload?: unknown; raw?: string; contentType?: string }) =>
  t.app.inject({
    method: 'POST',
    url: `/api/Account/${action}`,
    headers: {
      ...bearer(token),
      'idempotency-key': `hostile-${Math.random()}`,
      ...(body.raw !== undefined ? { 'content-type': body.contentType ?? 'application/json' } : {}),
    },
    ...(body.raw !== undefined ? { payload: body.raw } : { payload: body.payload as object }),
  });

function expectClientProblem(response: LightMyRequestResponse, label: string) {
  expect(response.statusCode, `${label}: ${response.body.slice(0, 300)}`).toBeGreaterThanOrEqual(400);
  expect(response.statusCode, label).toBeLessThan(500);
  expect(response.headers['content-type'], label).toContain('application/problem+json');
  const problem = response.json();
  expect(problem.title, label).toEqual(expect.any(String));
  expect(response.body, label).not.toMatch(/\bat\s+\S+:\d+:\d+|\bselect\b|\binsert\b/i);
  return problem;
}

/** Sends every case, expecting a 4xx problem for each and not one row written anywhere. */
async function expectRefusedWithoutWriting(
  cases: { label: string; action: string; payload?: unknown; raw?: string; contentType?: string }[],
  check?: (problem: { errors?: Record<string, string[]> }, label: string) => void,
) {
  const before = await rowCounts();
  for (const { label, action, ...body } of cases) {
    const problem = expectClientProblem(await send(action, body), `${action} ${label}`);
    check?.(problem, `${action} ${label}`);
  }
  expect(await rowCounts()).toEqual(before);
}

const fieldCases = (spoil: (value: unknown) => unknown, label: string) =>
  actions.flatMap((action) =>
    Object.keys(validBodies()[action]!).map((field) => ({
      label: `${label} ${field}`,
      action,
      field,
      payload: { ...validBodies()[action], [field]: spoil(validBodies()[action]![field]) },
    })),
  );

describe('hostile input on the Account calls', () => {
  it('refuses a body missing any one field, naming that field', async () => {
    const cases = actions.flatMap((action) =>
      Object.keys(validBodies()[action]!)
        .filter((field) => !['RememberMe', 'MiddleName'].includes(field))
        .map((field) => {
          const { [field]: _, ...payload } = validBodies()[action]!;
          return { label: `without ${field}`, action, field, payload };
        }),
    );
    await expectRefusedWithoutWriting(cases, (problem, label) => {
      const field = label.split(' ').pop()!;
      expect(problem.errors?.[field], label).toBeDefined();
    });
    await expectRefusedWithoutWriting(actions.map((action) => ({ label: 'empty', action, payload: {} })));
  });

  it('refuses fields of the wrong type, naming the field', async () => {
    for (const wrong of [12345, true, null, [], {}, ['a@b.ng']]) {
      const cases = fieldCases(
        (value) => (typeof value === 'boolean' ? 'yes' : wrong),
        JSON.stringify(wrong),
      );
      await expectRefusedWithoutWriting(cases, (problem, label) => {
        const field = label.split(' ').pop()!;
        expect(problem.errors?.[field], label).toBeDefined();
      });
    }
  });

  it('refuses 10 000-character strings in every field', async () => {
    const cases = fieldCases(() => 'A1!a'.repeat(2500), '10 000 characters in').filter(
      // Only a mismatching confirmation is wrong there; the rule is on Password itself.
      (entry) => entry.field !== 'ConfirmPassword',
    );
    await expectRefusedWithoutWriting(cases, (problem, label) => {
      const field = label.split(' ').pop()!;
      expect(problem.errors?.[field], label).toBeDefined();
    });
  });

  it('refuses properties the call does not have, including prototype pollution', async () => {
    const cases = actions.flatMap((action) => [
      { label: 'unknown property', action, payload: { ...validBodies()[action], IsAdmin: true } },
      {
        label: '__proto__',
        action,
        raw: JSON.stringify(validBodies()[action]).replace(/}$/, ',"__proto__":{"isAdmin":true}}'),
      },
      {
        label: 'constructor.prototype',
        action,
        raw: JSON.stringify(validBodies()[action]).replace(
          /}$/,
          ',"constructor":{"prototype":{"isAdmin":true}}}',
        ),
      },
    ]);
    await expectRefusedWithoutWriting(cases);
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
  });

  it('refuses deeply nested JSON without falling over', async () => {
    const depth = 100_000;
    const cases = actions.flatMap((action) => [
      { label: 'nested arrays', action, raw: `${'['.repeat(depth)}${']'.repeat(depth)}` },
      { label: 'unclosed arrays', action, raw: '['.repeat(depth) },
      { label: 'nested objects', action, raw: `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}` },
      {
        label: 'nested field',
        action,
        raw: JSON.stringify(validBodies()[action]).replace(
          /^{"(\w+)":("[^"]*"|\w+)/,
          `{"$1":${'['.repeat(depth)}${']'.repeat(depth)}`,
        ),
      },
    ]);
    await expectRefusedWithoutWriting(cases);
    expect((await t.app.inject({ url: '/api/health' })).statusCode).toBe(200);
  });

  it('refuses bodies over 1 MB with 413', async () => {
    const cases = actions.map((action) => ({
      label: 'huge body',
      action,
      payload: { ...validBodies()[action], Padding: 'x'.repeat(1_100_000) },
    }));
    const before = await rowCounts();
    for (const { action, payload } of cases) {
      const response = await send(action, { payload });
      expect(response.statusCode, action).toBe(413);
      expectClientProblem(response, action);
    }
    expect(await rowCounts()).toEqual(before);
  });

  it('refuses bodies that are not JSON objects', async () => {
    const cases = actions.flatMap((action) => [
      {
        label: 'form encoded',
        action,
        raw: 'EmailAddress=a%40b.ng',
        contentType: 'application/x-www-form-urlencoded',
      },
      { label: 'plain text', action, raw: 'hello', contentType: 'text/plain' },
      { label: 'a string', action, raw: '"hello"' },
      { label: 'a number', action, raw: '42' },
      { label: 'null', action, raw: 'null' },
      { label: 'empty', action, raw: '' },
      {
        label: 'a NUL character',
        action,
        raw: JSON.stringify(validBodies()[action]).replace(':"', ':"\\u0000'),
      },
    ]);
    // PostgreSQL cannot store a NUL in text: refused up front rather than failing in the database.
    cases.push({
      label: 'a NUL in a name',
      action: 'Register',
      raw: JSON.stringify({ ...validBodies().Register, Surname: 'Eze\u0000' }),
    });
    await expectRefusedWithoutWriting(cases);
  });
});

describe('SQL and HTML metacharacters', () => {
  const nasty = [
    "' OR '1'='1",
    "'; DROP TABLE users; --",
    '" OR ""="',
    '<script>alert(1)</script>',
    '<img src=x onerror=alert(1)>',
    '\\',
    '%00%27',
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection probe, on purpose
    '${7*7}{{7*7}}',
  ];

  it('are refused in every checked field and change nothing', async () => {
    // Every field except the free-text names has a format these strings break.
    const checked = (field: string) => !['Surname', 'Firstname', 'MiddleName'].includes(field);
    for (const value of nasty) {
      const cases = fieldCases(() => value, value).filter(
        (entry) => checked(entry.field) && entry.field !== 'ConfirmPassword' && entry.field !== 'RememberMe',
      );
      // A password of nasty characters may still be a wrong password; only the format-checked ones count here.
      const formatted = cases.filter(
        (entry) => entry.field !== 'Password' || entry.action !== 'Authenticate',
      );
      await expectRefusedWithoutWriting(formatted);
    }
  });

  it('are kept verbatim, and harmless, in names', async () => {
    for (const [index, value] of nasty.entries()) {
      const response = await send('Register', {
        payload: {
          ...validBodies().Register,
          EmailAddress: `verbatim${index}@example.ng`,
          Surname: value,
          Firstname: value,
          MiddleName: value,
        },
      });
      expect(response.statusCode, value).toBe(200);
      // Found by address: Register answers without the account's id (issue 29 §3).
      const [row] = await t.db
        .select()
        .from(users)
        .where(eq(users.emailAddress, `verbatim${index}@example.ng`));
      expect(row).toMatchObject({ surname: value, firstname: value, middleName: value });
    }
    // The tables are all still there.
    expect(await rowCounts()).toMatchObject({ users: expect.any(Number) });
  });

  it('in a password are only ever compared, never interpreted', async () => {
    const before = await t.db.$count(users);
    const response = await send('Authenticate', {
      payload: { EmailAddress: email, Password: "' OR '1'='1" },
    });
    expect(response.statusCode).toBe(401);
    expect(await t.db.$count(users)).toBe(before);
  });
});

/** Names an object inherits, and the one JSON parsers and query strings treat specially. */
const builtInNames = [
  'constructor',
  'toString',
  '__proto__',
  'hasOwnProperty',
  'valueOf',
  'isPrototypeOf',
  'propertyIsEnumerable',
  'toLocaleString',
  '__defineGetter__',
];

describe('properties named like the built-ins of an object', () => {
  let adminToken: string;
  beforeAll(async () => {
    adminToken = (await signedInUser(t, { allowAllEndpoints: true })).token;
  });

  const withProperty = (body: Record<string, unknown>, name: string) =>
    JSON.stringify(body).replace(/}$/, `,${JSON.stringify(name)}:1}`);

  async function expectPropertyNamed(
    url: string,
    body: Record<string, unknown>,
    headers: Record<string, string>,
  ) {
    for (const name of builtInNames) {
      const response = await t.app.inject({
        method: 'POST',
        url,
        headers: { ...headers, 'content-type': 'application/json' },
        payload: withProperty(body, name),
      });
      const problem = expectClientProblem(response, `${url} ${name}`);
      expect(response.statusCode, name).toBe(400);
      expect(problem.title, name).toBe(`${name} is not a property of this request`);
      expect(Object.keys(problem.errors ?? {}), name).toEqual([name]);
    }
  }

  it('are refused by name in a strict admin body (Country/CreateCountry), and nothing is saved', async () => {
    const before = await rowCounts();
    await expectPropertyNamed(
      '/api/Country/CreateCountry',
      { Name: 'Builtinland', ThreeLetterIsoCode: 'BLT', TwoLetterIsoCode: 'BL' },
      bearer(adminToken),
    );
    expect(await rowCounts()).toEqual(before);
  });

  it('are refused by name in a public body (Account/Authenticate)', async () => {
    await expectPropertyNamed('/api/Account/Authenticate', validBodies().Authenticate!, {});
  });

  it('are refused by name on every Account call', async () => {
    for (const action of actions) {
      await expectPropertyNamed(`/api/Account/${action}`, validBodies()[action]!, {
        ...bearer(token),
        'idempotency-key': `builtin-${action}-${Math.random()}`,
      });
    }
  });

  it('are ignored in a query, as any unknown query parameter is', async () => {
    const query = builtInNames.map((name) => `${name}=x`).join('&');
    const response = await t.app.inject({
      url: `/api/Country/GetCountries?keyword=Nigeria&pageSize=5&${query}`,
      headers: bearer(adminToken),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['x-total-count']).toEqual(expect.any(String));
    expect(response.json()).toEqual(expect.any(Array));
    const refused = await t.app.inject({
      url: `/api/Country/GetCountries?pageSize=abc&${query}`,
      headers: bearer(adminToken),
    });
    expect(expectClientProblem(refused, 'a bad page size beside them').errors).toEqual({
      pageSize: expect.any(Array),
    });
  });
});

describe('the NUL character', () => {
  const NUL_TITLE = 'Text may not contain the NUL character (\\u0000)';
  let adminToken: string;
  beforeAll(async () => {
    adminToken = (await signedInUser(t, { allowAllEndpoints: true })).token;
  });

  it('is refused in any query value or name, on every kind of route, before the database sees it', async () => {
    const urls = [
      '/api/Country/GetCountries?keyword=%00',
      '/api/Country/GetCountries?keyword=Nig%00eria',
      '/api/Country/GetCountries?keyword=a&keyword=%00',
      '/api/Country/GetCountries?key%00word=a',
      '/api/State/GetStates?keyword=%00',
      '/api/City/GetCities?keyword=x%00',
      '/api/Country/GetActiveCountries?keyword=%00',
    ];
    for (const url of urls) {
      const response = await t.app.inject({ url, headers: bearer(adminToken) });
      expect(response.statusCode, `${url}: ${response.body}`).toBe(400);
      const problem = expectClientProblem(response, url);
      expect(problem.title, url).toBe(NUL_TITLE);
      // The parameter is named when its name can be shown.
      if (url.includes('keyword=')) {
        expect(problem.errors, url).toEqual({
          keyword: ['keyword may not contain the NUL character (\\u0000)'],
        });
      }
    }
  });

  it('is refused inside the strings of a JSON body, and nothing is saved', async () => {
    const before = await rowCounts();
    for (const payload of [
      '{"Name":"a\\u0000b","ThreeLetterIsoCode":"NUL","TwoLetterIsoCode":"NU"}',
      '{"Name":"ab","ThreeLetterIsoCode":"NU\\u0000","TwoLetterIsoCode":"NU"}',
      '{"Name\\u0000":"ab","ThreeLetterIsoCode":"NUL","TwoLetterIsoCode":"NU"}',
    ]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/Country/CreateCountry',
        headers: { ...bearer(adminToken), 'content-type': 'application/json' },
        payload,
      });
      expect(response.statusCode, payload).toBe(400);
      expect(expectClientProblem(response, payload).title).toBe(NUL_TITLE);
    }
    expect(await rowCounts()).toEqual(before);
  });

  it('escaped as text (a backslash, then u0000) is ordinary text', async () => {
    const response = await t.app.inject({
      url: `/api/Country/GetCountries?keyword=${encodeURIComponent('\\u0000')}`,
      headers: bearer(adminToken),
    });
    expect(response.statusCode).toBe(200);
  });
});

describe('a lone surrogate', () => {
  const TITLE = 'Text must be valid Unicode: a lone surrogate (\\ud800 to \\udfff) is not a character';
  let adminToken: string;
  beforeAll(async () => {
    adminToken = (await signedInUser(t, { allowAllEndpoints: true })).token;
  });
  const createCountry = (payload: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/Country/CreateCountry',
      headers: { ...bearer(adminToken), 'content-type': 'application/json' },
      payload,
    });

  it('is refused in any string or property name of a JSON body, and nothing is saved', async () => {
    const before = await rowCounts();
    for (const payload of [
      '{"Name":"\\ud800","ThreeLetterIsoCode":"SUR","TwoLetterIsoCode":"SU"}',
      '{"Name":"ab\\udfff","ThreeLetterIsoCode":"SUR","TwoLetterIsoCode":"SU"}',
      '{"Name":"ab","ThreeLetterIsoCode":"SUR","TwoLetterIsoCode":"SU","\\ud83d":1}',
    ]) {
      const response = await createCountry(payload);
      expect(response.statusCode, payload).toBe(400);
      expect(expectClientProblem(response, payload).title).toBe(TITLE);
    }
    expect(await rowCounts()).toEqual(before);
  });

  it('paired, as an emoji written in escapes, is an ordinary character', async () => {
    const response = await createCountry(
      '{"Name":"Surrogate \\ud83d\\ude95","ThreeLetterIsoCode":"SRG","TwoLetterIsoCode":"SG"}',
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().Name).toBe('Surrogate 🚕');
  });
});
