import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { allCalls, type CallDeclaration, callPath, callPaths, uploadedFilePathOf } from '@wayfare/contracts';
import { isNull, sql } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../modules/accounts/accounts.table.ts';
import { ensureFirstAdmin } from '../modules/accounts/first-admin.service.ts';
import { pdf, picture } from '../modules/files/test-support.ts';
import { scheduledJobs } from '../modules/jobs/jobs.table.ts';
import { seedLocations } from '../modules/locations/locations.seed.ts';
import { differences, type Snapshot, snapshotReader } from './fuzz/data-snapshot.ts';
import { tokenDesk } from './fuzz/forged-tokens.ts';
import { casesFor, type FilePart, type FuzzCase } from './fuzz/fuzz-cases.ts';
import { plausibleTexts } from './fuzz/schema-values.ts';
import { injectCall } from './inject-call.ts';
import { createTestApp, createUser, STRONG_PASSWORD, TEST_JWT_SECRET, type TestApp } from './test-app.ts';

/**
 * Every declared call (allCalls), sent valid-ish requests built from its schemas and hostile variants
 * of them, as each kind of caller. See fuzz/README.md for how the cases are made and what is checked.
 */

const SEED = Number(process.env.FUZZ_SEED ?? 20_261_125);
/**
 * The callers a call admits all get the valid-ish cases; the first of them every hostile case, the
 * second (an administrator on a call anyone signed in may make) an even sample of them. Callers the
 * call refuses, and the call's other paths, get an even sample too.
 */
const SAMPLE = { secondCaller: 24, refused: 8, otherPath: 8 };
/**
 * The whole walk runs on PostgreSQL. On PGlite only what can reach the database differs, so it gets
 * the dialect set: the first admitted caller's cases that the call's schema does not refuse before any
 * query (the guard, the routing and the refused bodies answer alike on both databases).
 */
const DIALECT_SET_ONLY = process.env.TEST_DATABASE !== 'postgres';

type CallerName = 'anonymous' | 'user' | 'admin';
type Step = { caller: CallerName; fuzzCase: FuzzCase; url: string; status?: number };
type Failure = { summary: string; details: string };

let t: TestApp;
let dataDir: string;
let snapshot: () => Promise<Snapshot>;
let tokens: ReturnType<typeof tokenDesk>;
const accounts: Record<Exclude<CallerName, 'anonymous'>, { id: string; email: string }> = {
  user: { id: '', email: 'rider@example.ng' },
  admin: { id: '', email: 'first.admin@example.ng' },
};
let files: FilePart[];

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'wayfare-fuzz-'));
  // The outbox is still woken by the calls that queue a message; polling it every 50 ms as well would
  // only add queries to every step.
  t = await createTestApp({ DATA_DIR: dataDir, OUTBOX_POLL_MS: 60_000 });
  // Each step compares the data before and after a refused request, and the scheduled jobs write in the
  // background (the minutely requests for virtual accounts give each new person a row): none is due
  // during the walk, which takes longer than a minute.
  await t.db.update(scheduledJobs).set({ nextRunAt: new Date(Date.now() + 24 * 60 * 60 * 1000) });
  await seedLocations(t.db);
  // The first administrator, with every right, as a fresh installation makes it.
  await ensureFirstAdmin(t.db, {
    email: accounts.admin.email,
    password: STRONG_PASSWORD,
    announce: () => {},
  });
  const [admin] = await t.db.select({ id: users.id }).from(users);
  accounts.admin.id = admin!.id;
  accounts.user.id = (await createUser(t.db, { email: accounts.user.email })).id;
  tokens = tokenDesk(t.db, TEST_JWT_SECRET);
  snapshot = await snapshotReader(t.db, dataDir);
  files = [
    { filename: 'photo.png', type: 'image/png', bytes: await picture(16, 16, 'png') },
    { filename: 'notes.pdf', type: 'application/pdf', bytes: pdf() },
    { filename: 'fares.csv', type: 'text/csv', bytes: Buffer.from('Route,Fare\nIkeja - Yaba,1500\n') },
  ];
  console.info(`fuzz-calls: seed ${SEED} (FUZZ_SEED=<number> to try another)`);
});
afterAll(async () => {
  await t?.close();
  if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
});

/** The plausible texts, with what the server holds now: e-mail addresses, uploaded files, folders. */
async function knownTexts() {
  const emails = await t.db
    .select({ email: users.emailAddress })
    .from(users)
    .where(isNull(users.deletedAt))
    .orderBy(users.emailAddress);
  const uploads = path.join(dataDir, 'uploads');
  const entries = await fs.readdir(uploads, { recursive: true, withFileTypes: true }).catch(() => []);
  const keys = entries.map((entry) => path.relative(uploads, path.join(entry.parentPath, entry.name))).sort();
  const filePaths = entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(uploads, path.join(entry.parentPath, entry.name)));
  return [
    ...plausibleTexts,
    ...emails.map((row) => row.email),
    ...keys,
    ...filePaths.sort().map(uploadedFilePathOf),
  ];
}

/** Who sends what: the callers the call admits get every case; the others a sample, to be refused. */
function stepsFor(call: CallDeclaration, cases: FuzzCase[]): Step[] {
  const [url, ...aliases] = callPaths(call).map((callPath) => `/api/${callPath}`);
  const valid = cases.filter((item) => item.kind === 'valid');
  const hostile = cases.filter((item) => item.kind === 'hostile');
  const forged = cases.filter((item) => item.kind === 'forged');
  // A wrong method finds no route at all, so it says nothing about the guard.
  const sample = (count: number) => {
    const routed = hostile.filter((item) => item.method === call.method);
    const every = Math.max(1, Math.ceil(routed.length / count));
    return routed.filter((_, index) => index % every === 0);
  };
  const admitted: CallerName[] =
    call.access.kind === 'public'
      ? ['anonymous']
      : call.access.kind === 'signedIn'
        ? ['user', 'admin']
        : ['admin'];
  const refused: { caller: CallerName; status: number }[] =
    call.access.kind === 'public'
      ? []
      : call.access.kind === 'signedIn'
        ? [{ caller: 'anonymous', status: 401 }]
        : [
            { caller: 'anonymous', status: 401 },
            { caller: 'user', status: 403 },
          ];
  const steps: Step[] = [];
  const [first, second] = admitted;
  if (DIALECT_SET_ONLY) {
    for (const fuzzCase of [...valid, ...hostile]) {
      if (fuzzCase.method === call.method && fuzzCase.contract !== 'refuses')
        steps.push({ caller: first!, fuzzCase, url: url! });
    }
    return steps;
  }
  for (const fuzzCase of [...valid, ...hostile]) steps.push({ caller: first!, fuzzCase, url: url! });
  if (second) {
    for (const fuzzCase of [...valid, ...sample(SAMPLE.secondCaller)])
      steps.push({ caller: second, fuzzCase, url: url! });
  }
  for (const fuzzCase of forged) steps.push({ caller: first!, fuzzCase, url: url!, status: 401 });
  if (call.access.kind === 'public') {
    for (const caller of ['user', 'admin'] as const) {
      for (const fuzzCase of valid) steps.push({ caller, fuzzCase, url: url! });
    }
  }
  for (const { caller, status } of refused) {
    for (const fuzzCase of [...valid, ...sample(SAMPLE.refused)])
      steps.push({ caller, fuzzCase, url: url!, status });
  }
  for (const alias of aliases) {
    for (const fuzzCase of [...valid, ...sample(SAMPLE.otherPath)])
      steps.push({ caller: first!, fuzzCase, url: alias });
    for (const { caller, status } of refused) {
      for (const fuzzCase of valid) steps.push({ caller, fuzzCase, url: alias, status });
    }
  }
  return steps;
}

async function requestOf({ caller, fuzzCase, url }: Step): Promise<InjectOptions> {
  const headers: Record<string, string> = {};
  if (caller !== 'anonymous') {
    const { id } = accounts[caller];
    headers.authorization = fuzzCase.forgery
      ? await tokens.forged(fuzzCase.forgery, id)
      : `Bearer ${await tokens.tokenOf(id)}`;
  }
  if (fuzzCase.contentType !== undefined) headers['content-type'] = fuzzCase.contentType;
  return {
    method: fuzzCase.method as InjectOptions['method'],
    url: fuzzCase.query ? `${url}?${fuzzCase.query}` : url,
    headers,
    ...(fuzzCase.payload !== undefined ? { payload: fuzzCase.payload } : {}),
  };
}

const preview = (text: string, length = 300) =>
  text.length > length
    ? `${JSON.stringify(text.slice(0, length))}… (${text.length} characters)`
    : JSON.stringify(text);

/** The request and reply, written so the case can be read and sent again by hand. */
function describeExchange(step: Step, request: InjectOptions, response?: LightMyRequestResponse) {
  const headers = Object.entries(request.headers ?? {}).map(([name, value]) => {
    const shown =
      name === 'authorization'
        ? String(value).replace(/[\w-]+\.[\w-]+\.[\w-]*/, `<${step.caller}'s token>`)
        : String(value);
    return `    ${name}: ${preview(shown, 120)}`;
  });
  const payload = request.payload === undefined ? '(none)' : preview(request.payload.toString());
  const reply = response
    ? `${response.statusCode} ${response.headers['content-type'] ?? ''} ${preview(response.body, 200)}`
    : '(none)';
  return [
    `    ${request.method} ${preview(String(request.url), 200)}`,
    ...headers,
    `    body: ${payload}`,
    `    reply: ${reply}`,
  ].join('\n');
}

/** Sends one step and says what, if anything, it did wrong. */
async function run(
  call: CallDeclaration,
  step: Step,
  before: Snapshot,
): Promise<{ after: Snapshot; failure?: Failure }> {
  const request = await requestOf(step);
  const response = await injectCall(t.app, call, request);
  const after = await snapshot();
  const { statusCode: status } = response;
  const problems: string[] = [];
  if (status >= 500) problems.push(`answered ${status}`);
  if (status >= 400 && status < 500) {
    const type = String(response.headers['content-type'] ?? '');
    let title: unknown;
    try {
      title = (response.json() as { title?: unknown }).title;
    } catch {}
    if (!type.startsWith('application/problem+json') || typeof title !== 'string') {
      problems.push(`answered ${status} without problem details (${type || 'no content type'})`);
    }
  }
  if (step.status !== undefined && status !== step.status && status < 500) {
    problems.push(`answered ${status} instead of ${step.status}`);
  }
  if (step.fuzzCase.contract === 'refuses' && status < 400) {
    problems.push(`accepted (${status}) a body the call's schema refuses`);
  }
  const accepted = status >= 200 && status < 300 && step.status === undefined;
  const changes = differences(before, after);
  // A password change makes the caller's token stale: the next request gets a new one.
  if (changes.some((change) => change.includes(' users '))) await tokens.recheck();
  if (changes.length > 0 && !(accepted && call.method !== 'GET')) {
    problems.push(`changed data: ${changes.slice(0, 5).join(', ')}`);
  }
  if (problems.length === 0) return { after };
  const summary = `${callPath(call)} at ${step.url} as ${step.caller}, ${step.fuzzCase.label}: ${problems.join('; ')}`;
  return { after, failure: { summary, details: `${summary}\n${describeExchange(step, request, response)}` } };
}

function report(call: CallDeclaration, failures: Failure[]) {
  const shown = failures.slice(0, 10).map((failure) => failure.details);
  const more = failures.length > shown.length ? [`… and ${failures.length - shown.length} more`] : [];
  return [
    `${failures.length} request(s) to ${callPath(call)} went wrong (seed ${SEED}; ` +
      `FUZZ_SEED=${SEED} npx vitest run apps/server/src/test/fuzz-calls.test.ts -t "${callPath(call)} "):`,
    ...shown,
    ...more,
  ].join('\n');
}

describe('the fuzz harness', () => {
  it('notices a changed row, in any table, and a new file under the data folder', async () => {
    const before = await snapshot();
    await t.db.execute(sql`update countries set enable = not enable where id = 1`);
    const changed = await snapshot();
    await t.db.execute(sql`update countries set enable = not enable where id = 1`);
    await fs.writeFile(path.join(dataDir, 'probe.txt'), 'x');
    const withFile = await snapshot();
    await fs.rm(path.join(dataDir, 'probe.txt'));
    expect(differences(before, changed)).toEqual(['rows of countries changed']);
    expect(differences(before, withFile)).toEqual(['file probe.txt (1 bytes) appeared']);
    expect(differences(before, await snapshot())).toEqual([]);
  });
});

describe(`every declared call, fuzzed (seed ${SEED})`, () => {
  it.each(allCalls.map((call) => ({ name: callPath(call), call })))(
    '$name answers generated and hostile requests without a 5xx, with problem details, changing nothing it refuses',
    async ({ call }) => {
      const cases = casesFor(call, { seed: SEED, texts: await knownTexts(), files });
      const failures: Failure[] = [];
      let before = await snapshot();
      for (const step of stepsFor(call, cases)) {
        const { after, failure } = await run(call, step, before);
        if (failure) failures.push(failure);
        before = after;
      }
      expect(
        failures.map((failure) => failure.summary),
        report(call, failures),
      ).toEqual([]);
    },
  );
});
