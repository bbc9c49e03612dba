import {
  type AdminAccess,
  type AdminRight,
  accountTexts,
  allCalls,
  type CallDeclaration,
  callMethods,
  callPaths,
  Endpoint,
  type EndpointId,
  grantableEndpoints,
  isBulkCall,
  isForFullAdministrators,
  type PermissionAction,
  permissionActions,
  rightsAdmitting,
} from '@wayfare/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forbidden, unauthorized } from '../errors.ts';
import { injectCall } from '../test/inject-call.ts';
import { bearer, createTestApp, createUser, type TestApp, tokenFor } from '../test/test-app.ts';
import { FULL_ADMINS_ONLY, type MatrixRequest } from './rights-matrix.full-admins-only.ts';

/**
 * The rights matrix (issue 14 §5), generated from the declarations: every admin call, under each of
 * its paths, asked by every kind of caller, and only those the declaration names get past the guard.
 * A caller "passes" when the answer is neither 401 nor 403 (a 400, 404 or 409 from after the guard is
 * a pass); the guard's refusals are told apart from a service's by their title.
 */

type AdminCall = CallDeclaration & { access: AdminAccess };

const adminCalls = allCalls.filter((call): call is AdminCall => call.access.kind === 'admin');
/** The endpoints some admin call is declared on, and that a role can grant. */
const declaredEndpoints = [
  ...new Set(adminCalls.flatMap((call) => rightsAdmitting(call.access).map((right) => right.endpoint))),
].filter((endpoint) => endpoint !== Endpoint.AllowForAll);
const GUARD_REFUSAL = forbidden().message;
/**
 * The whole matrix runs on PostgreSQL. On PGlite the guard reads the same rows with the same queries,
 * so there every call is asked by the six kinds of callers and by the one-right sub-admins of the first
 * endpoint only (the dialect set, as the fuzz walk's): the other endpoints' sub-admins would repeat on
 * PGlite what PostgreSQL proves, at most of the file's time (about 50 s of a CI run's).
 */
const WHOLE_MATRIX = process.env.TEST_DATABASE === 'postgres';

/**
 * Issue 14 §2: which right each kind of call needs. CanView: reads; CanModifyCreate: Create*;
 * CanModifyEdit: Update*, Suspend*, Activate*, Approve*, role changes, resends, re-verification, refunds
 * (and the enable/disable toggles); CanModifyDelete: Delete*. An admin call named otherwise is refused by
 * the test below until it is classified here.
 */
const ACTION_BY_NAME: [RegExp, PermissionAction][] = [
  // Issue 32: the onboarding queue is for who may approve what it lists (CarDetail or Account edit).
  [/^GetReviewQueue$/, 'edit'],
  [/^Get/, 'view'],
  // Issue 32: the header search reads (each group as its list's view right allows).
  [/^Find/, 'view'],
  // A preview renders what it is sent and writes nothing.
  [/^Preview/, 'view'],
  [/^Create/, 'create'],
  // A duplicate is a new record (issue 20 §1: DuplicateBlog needs create).
  [/^Duplicate/, 'create'],
  // Funding a wallet creates a transaction (issue 18 §2: Wallet 6 create).
  [/^Fund/, 'create'],
  [/^(Update|Suspend|Activate|Approve|Enable|Disable|Resend|ReRegistered|Publish|Unpublish|Refund)/, 'edit'],
  [/^(AddUserToAdminRole|RemoveUserFromAdminRole)$/, 'edit'],
  // Issue 29 §3: removing another administrator's second factor changes their account.
  [/^ResetTwoFactor$/, 'edit'],
  // Issue 17 §1: marking a car incomplete changes its status, as approving or suspending it does.
  [/^MarkAsIncomplete/, 'edit'],
  // Issue 32: so does marking a driver's licence incomplete (Account edit, as ApproveLicense).
  [/^MarkLicenseIncomplete$/, 'edit'],
  // Answering or closing a complaint changes it (issue 17 §4: Complaint 11 edit).
  [/^(RespondToComplaint|CloseComplaint)$/, 'edit'],
  // Cancelling an order changes its status (issue 19 §1: Order 5 edit).
  [/^CancelOrder$/, 'edit'],
  // Approving or rejecting a cash payment changes it (issue 19 §2: Payment 4 edit).
  [/^ConfirmManualPayment$/, 'edit'],
  // issue 30: charging a verified fee on a ride changes its money (Ride edit, as refunding it does).
  [/^ChargeRideFee$/, 'edit'],
  [/^Delete/, 'delete'],
  // Issue 32: a list's CSV export reads the list, with the list's own right.
  [/^Export/, 'view'],
];
/**
 * A stream of changes (a stream reply) is a read whatever its name (issue 16 §3: Ride/RideUpdates is Ride 10 view);
 * a bulk call (issue 32: Bulk{Action}) needs the right of the row action it repeats.
 */
const actionOf = (call: AdminCall) =>
  call.reply.kind === 'stream'
    ? 'view'
    : (ACTION_BY_NAME.find(([name]) =>
        name.test(isBulkCall(call) ? call.rowCall.action : call.action),
      )?.[1] ?? 'unclassified');

/**
 * Issue 29 §3: the areas every administrator could use until they had endpoints of their own, and the
 * endpoint that governs each now; AllowForAll is left to the dashboard's figures alone.
 */
const FORMERLY_OPEN_AREAS: Record<string, EndpointId> = {
  Blogs: Endpoint.Blog,
  Category: Endpoint.Category,
  Country: Endpoint.Location,
  State: Endpoint.Location,
  City: Endpoint.Location,
  Referral: Endpoint.ReferralAward,
  FileUpload: Endpoint.FileManager,
  Calenders: Endpoint.Event,
};
const DASHBOARD_CALLS = ['Package/GetPackagesSummary', 'Ride/GetRideSummary', 'Ride/GetTopDrivers'];
// Issue 32: and the header search, which searches each group only for who holds its list's view right.
const FOR_EVERY_ADMINISTRATOR = [...DASHBOARD_CALLS, 'Search/FindRecords'];
/** Who asks, and what the guard must answer them for a call: 'pass', or the refusal's status and title. */
type Caller = {
  name: string;
  token?: string;
  expects: (access: AdminAccess) => 'pass' | { status: 401 | 403; title: string };
};

const refused = { status: 403, title: GUARD_REFUSAL } as const;
const openToAllAdmins = (access: AdminAccess) => access.endpoint === Endpoint.AllowForAll;
/**
 * What a sub-admin holding the call's action gets: past the guard, unless the call is for full
 * administrators only, which refuses them with its declared refusal.
 */
const subAdminWithTheRight = (access: AdminAccess) =>
  access.fullAdministratorsOnly
    ? ({ status: 403, title: access.fullAdministratorsOnly.refusal ?? GUARD_REFUSAL } as const)
    : 'pass';
/** Whether a caller holding rights by `has` is admitted by the call's declared rights (any one of them). */
const admits = (has: (right: AdminRight) => boolean) => (access: AdminAccess) =>
  rightsAdmitting(access).some(has);
const isRight = (endpoint: EndpointId, action: PermissionAction) => (right: AdminRight) =>
  right.endpoint === endpoint && right.action === action;
const allRights = { view: true, create: true, edit: true, delete: true };

async function tokenOf(t: TestApp, options: Parameters<typeof createUser>[1]) {
  return tokenFor(await createUser(t.db, { ...options, password: null }));
}

async function makeCallers(
  t: TestApp,
): Promise<{ callers: Caller[]; oneAction: Map<string, Promise<string>> }> {
  const callers: Caller[] = [
    { name: 'nobody (no token)', expects: () => ({ status: 401, title: unauthorized().message }) },
    { name: 'a rider', token: await tokenOf(t, { isAdmin: false }), expects: () => refused },
    {
      name: 'a former administrator whose role still grants everything',
      token: await tokenOf(t, {
        isAdmin: false,
        rights: Object.fromEntries(grantableEndpoints.map((id) => [id, allRights])),
      }),
      expects: () => refused,
    },
    {
      name: 'a full administrator who must first choose a new password',
      token: await tokenOf(t, { allowAllEndpoints: true, requireNewPassword: true }),
      expects: () => ({ status: 403, title: accountTexts.chooseNewPasswordFirst }),
    },
    {
      name: 'a full administrator (AllowAllEndPoints)',
      token: await tokenOf(t, { allowAllEndpoints: true }),
      expects: () => 'pass',
    },
    {
      name: 'an administrator whose role grants nothing',
      token: await tokenOf(t, { rights: {} }),
      expects: (access) => (openToAllAdmins(access) ? subAdminWithTheRight(access) : refused),
    },
  ];
  const oneAction = new Map<string, Promise<string>>();
  for (const endpoint of declaredEndpoints) {
    for (const action of permissionActions) {
      if (!WHOLE_MATRIX && endpoint !== declaredEndpoints[0]) continue;
      const only = isRight(endpoint, action);
      const token = await tokenOf(t, { rights: { [endpoint]: { [action]: true } } });
      oneAction.set(`${endpoint}/${action}`, Promise.resolve(token));
      callers.push({
        name: `a sub-admin holding only ${action} on endpoint ${endpoint}`,
        token,
        expects: (access) =>
          openToAllAdmins(access) || admits(only)(access) ? subAdminWithTheRight(access) : refused,
      });
      callers.push({
        name: `a sub-admin holding every right on every endpoint but ${action} on endpoint ${endpoint}`,
        token: await tokenOf(t, {
          rights: Object.fromEntries(
            grantableEndpoints.map((id) => [
              id,
              id === endpoint ? { ...allRights, [action]: false } : allRights,
            ]),
          ),
        }),
        expects: (access) =>
          openToAllAdmins(access) || admits((right) => !only(right))(access)
            ? subAdminWithTheRight(access)
            : refused,
      });
    }
  }
  return { callers, oneAction };
}

/** The token of a sub-admin whose role grants only `action` on `endpoint` (made when first asked for). */
function holderOf(t: TestApp, oneAction: Map<string, Promise<string>>, endpoint: EndpointId, action: string) {
  const key = `${endpoint}/${action}`;
  if (!oneAction.has(key)) oneAction.set(key, tokenOf(t, { rights: { [endpoint]: { [action]: true } } }));
  return oneAction.get(key)!;
}

const send = (t: TestApp, call: AdminCall, path: string, request: MatrixRequest, token?: string) =>
  injectCall(t.app, call, {
    method: call.method,
    url: `/api/${path}`,
    headers: token ? bearer(token) : {},
    ...(call.method === 'GET' ? { query: request.query ?? {} } : { payload: request.body ?? {} }),
  });

const passedGuard = (response: LightMyRequestResponse) =>
  response.statusCode !== 401 && response.statusCode !== 403 && response.statusCode < 500;

/** What is wrong with an answer, or nothing. */
function mismatch(response: LightMyRequestResponse, expected: ReturnType<Caller['expects']>) {
  const seen = `${response.statusCode} ${response.body.slice(0, 160)}`;
  if (expected === 'pass') return passedGuard(response) ? undefined : `expected to pass, got ${seen}`;
  const problem = String(response.headers['content-type']).includes('application/problem+json')
    ? (response.json() as { title?: string })
    : {};
  if (response.statusCode === expected.status && problem.title === expected.title) return undefined;
  return `expected ${expected.status} '${expected.title}', got ${seen}`;
}

/** Runs the requests a few at a time, each returning its mismatch, and lists every mismatch found. */
async function inBatches(tasks: (() => Promise<string | undefined>)[], size = 24) {
  const found: string[] = [];
  for (let i = 0; i < tasks.length; i += size) {
    const results = await Promise.all(tasks.slice(i, i + size).map((task) => task()));
    found.push(...results.filter((result): result is string => result !== undefined));
  }
  return found;
}

let t: TestApp;
let callers: Caller[];
let oneAction: Map<string, Promise<string>>;
let fullAdmin: string;
/** A sub-admin whose role grants every right on every endpoint: all a role can give, and still not a full administrator. */
let everyRight: string;

beforeAll(async () => {
  t = await createTestApp({ OUTBOX_POLL_MS: 60_000 });
  ({ callers, oneAction } = await makeCallers(t));
  fullAdmin = callers.find((caller) => caller.name.startsWith('a full administrator ('))!.token!;
  everyRight = await tokenOf(t, {
    rights: Object.fromEntries(grantableEndpoints.map((id) => [id, allRights])),
  });
});
afterAll(() => t.close());

describe('the rights matrix', () => {
  it('covers every admin route the app registered, and only declared calls', () => {
    const declared = adminCalls.flatMap((call) =>
      callPaths(call).flatMap((path) => callMethods(call).map((method) => `${method} /api/${path}`)),
    );
    const registered = t.app.apiRoutes
      .filter((route) => route.access.kind === 'admin')
      .map((route) => `${route.method} ${route.url}`);
    expect(registered.sort()).toEqual(declared.sort());
    expect(declaredEndpoints).toContain(Endpoint.Account);
  });

  it('declares each admin call with the action its name calls for', () => {
    const declared = adminCalls.map((call) => `${call.area}/${call.action}: ${call.access.action}`);
    const expected = adminCalls.map((call) => {
      return `${call.area}/${call.action}: ${actionOf(call)}`;
    });
    expect(declared).toEqual(expected);
    const readsNeedingMore = adminCalls.filter(
      (call) => call.method === 'GET' && call.access.action !== 'view',
    );
    expect(readsNeedingMore.map((call) => `${call.area}/${call.action}`)).toEqual([
      'Onboarding/GetReviewQueue',
    ]);
  });

  it('lets each caller past the guard on exactly the calls their rights name', async () => {
    const tasks = adminCalls.flatMap((call) =>
      callPaths(call).flatMap((path) =>
        callers.map((caller) => async () => {
          const response = await send(t, call, path, {}, caller.token);
          const wrong = mismatch(response, caller.expects(call.access));
          return wrong && `${call.method} ${path} by ${caller.name}: ${wrong}`;
        }),
      ),
    );
    expect(tasks.length).toBeGreaterThan(adminCalls.length * 10);
    expect(await inBatches(tasks)).toEqual([]);
    // Every admin call times every caller: it grows with each area (on PostgreSQL, which asks them all,
    // about 17 s of a CI run; PGlite asks the dialect set, WHOLE_MATRIX).
  }, 180_000);

  it('keeps AllowForAll to the dashboard, and each formerly open area to its own endpoint', async () => {
    const open = adminCalls.filter((call) => openToAllAdmins(call.access));
    expect(open.flatMap((call) => callPaths(call)).sort()).toEqual([...FOR_EVERY_ADMINISTRATOR].sort());
    const formerlyOpen = adminCalls.filter((call) => FORMERLY_OPEN_AREAS[call.area] !== undefined);
    // The outside probe's 58 open paths: those areas' admin calls (states and cities under Country/ too)
    // and the dashboard's three; and since issue 32 the CSV exports of five of those areas' lists. The
    // bulk calls came later too (issue 32), each with its row call's endpoint.
    const exportsOfFormerlyOpenLists = 5;
    const probed = formerlyOpen.filter((call) => !isBulkCall(call));
    expect(probed.flatMap((call) => callPaths(call))).toHaveLength(
      58 - DASHBOARD_CALLS.length + exportsOfFormerlyOpenLists,
    );
    const rideViewer = await holderOf(t, oneAction, Endpoint.Ride, 'view');
    const tasks = formerlyOpen.flatMap((call) =>
      callPaths(call).map((path) => async () => {
        const endpoint = FORMERLY_OPEN_AREAS[call.area]!;
        expect(call.access.endpoint, path).toBe(endpoint);
        const refusal = mismatch(await send(t, call, path, {}, rideViewer), refused);
        const holder = await holderOf(t, oneAction, endpoint, call.access.action);
        const admitted = mismatch(await send(t, call, path, {}, holder), 'pass');
        return refusal || admitted ? `${path}: ${refusal ?? ''} ${admitted ?? ''}` : undefined;
      }),
    );
    expect(await inBatches(tasks)).toEqual([]);
  });

  it('names only declared admin calls among those kept to full administrators, and every one declared so', () => {
    const adminPaths = new Set(adminCalls.flatMap((call) => callPaths(call)));
    expect(Object.keys(FULL_ADMINS_ONLY).filter((path) => !adminPaths.has(path))).toEqual([]);
    const declared = adminCalls.filter(isForFullAdministrators).flatMap((call) => callPaths(call));
    expect(declared.filter((path) => !FULL_ADMINS_ONLY[path])).toEqual([]);
    expect(declared).toEqual(
      expect.arrayContaining(['Activity/GetAdminActivities', 'Account/CreateSubAdminRole']),
    );
    // The others the table names are declared for full administrators under a condition.
    const declaredWhen = adminCalls
      .filter((call) => isForFullAdministrators(call) || call.access.fullAdministratorsWhen)
      .flatMap((call) => callPaths(call));
    expect(Object.keys(FULL_ADMINS_ONLY).filter((path) => !declaredWhen.includes(path))).toEqual([]);
  });

  it.each(
    adminCalls
      .filter(isForFullAdministrators)
      .flatMap((call) => callPaths(call).map((path) => ({ path, call }))),
  )(
    'refuses $path at the guard to a sub-admin holding every right, as declared, and lets a full administrator in',
    async ({ path, call }) => {
      const check = FULL_ADMINS_ONLY[path]!;
      const request = await check.refused(t);
      const refusal = await send(t, call, path, request, everyRight);
      expect(refusal.statusCode, refusal.body).toBe(403);
      expect(refusal.json().title).toBe(call.access.fullAdministratorsOnly?.refusal ?? GUARD_REFUSAL);
      expect(refusal.json().title).toBe(check.title);
      // Refused before its body is read: a body the call's schema refuses changes nothing.
      const unread = await send(t, call, path, { query: { page: 'x' }, body: { Id: 'x' } }, everyRight);
      expect(unread.statusCode, unread.body).toBe(403);
      const done = await send(t, call, path, request, fullAdmin);
      expect(done.statusCode, done.body).toBe(200);
    },
  );

  it.each(
    adminCalls.flatMap((call) =>
      callPaths(call)
        .filter((path) => FULL_ADMINS_ONLY[path])
        .map((path) => ({ path, call })),
    ),
  )('keeps $path to full administrators', async ({ path, call }) => {
    const check = FULL_ADMINS_ONLY[path]!;
    const request = await check.refused(t);
    const subAdmin = await holderOf(t, oneAction, call.access.endpoint, call.access.action);
    const refusal = await send(t, call, path, request, subAdmin);
    expect(refusal.statusCode, refusal.body).toBe(403);
    expect(refusal.json().title).toBe(check.title);
    // The same request succeeds for a full administrator: the refusal above changed nothing.
    const done = await send(t, call, path, request, fullAdmin);
    expect(done.statusCode, done.body).toBe(200);
  });
});
