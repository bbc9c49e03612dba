import {
  type AdminAccess,
  allCalls,
  type CallDeclaration,
  callPath,
  type FullAdministratorCondition,
  grantableEndpoints,
  userAccountCalls,
} from '@wayfare/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requireFullAdministratorWhen } from '../auth/full-administrators-when.ts';
import { loadPrincipal } from '../auth/principal.ts';
import { bearer, createTestApp, createUser, type TestApp, tokenFor } from '../test/test-app.ts';

/**
 * Issue 28 §3: the calls kept to full administrators only when the request meets a declared condition
 * (`fullAdministratorsWhen`). For each call and each condition it declares, a request that meets the
 * condition and one that does not: a sub-admin whose role grants every right is refused the first with
 * the declared refusal and gets past the condition on the second; a full administrator gets past both.
 * The table must name exactly the declared pairs, so a declaration without its check, or a check
 * without its declaration, fails here (the service's check itself reads the declaration).
 */

type AdminCall = CallDeclaration & { access: AdminAccess };
type Body = Record<string, unknown>;
type Case = { meets: () => Promise<Body>; missesIt: () => Promise<Body> };

let t: TestApp;
let fullAdmin: string;
let everyRight: string;
let counter = 0;
const unique = () => `${Date.now()}-${++counter}`;

const send = (call: CallDeclaration, body: Body, token: string) =>
  t.app.inject({ method: call.method, url: `/api/${callPath(call)}`, headers: bearer(token), payload: body });

const newAccount = async (options: Parameters<typeof createUser>[1]) =>
  (await createUser(t.db, { ...options, password: null })).id;
const anotherAdministrator = () => newAccount({ rights: {} });
const rider = () => newAccount({ isAdmin: false });

/** The account as GetUserById reads it, as a form to post back to UpdateUserAccount. */
async function formOf(id: string): Promise<Body> {
  const response = await t.app.inject({
    url: '/api/Account/GetUserById',
    query: { id },
    headers: bearer(fullAdmin),
  });
  return { ...response.json(), Address: '1 Marina, Lagos', PhoneNumber: '0803 123 4567' };
}

const newForm = (IsAdmin: boolean) => ({
  Surname: 'Okafor',
  Firstname: 'Ada',
  EmailAddress: `condition.${unique()}@example.ng`,
  PhoneNumber: '0803 123 4567',
  Address: '1 Marina, Lagos',
  IsAdmin,
  RequireWebsiteRole: false,
});

const onAnotherAdministrator: Case = {
  meets: async () => ({ Id: await anotherAdministrator() }),
  missesIt: async () => ({ Id: await rider() }),
};

const CASES: Record<string, Partial<Record<FullAdministratorCondition, Case>>> = {
  'Account/CreateUserAccount': {
    adminRoleChange: { meets: async () => newForm(true), missesIt: async () => newForm(false) },
  },
  'Account/UpdateUserAccount': {
    anotherAdministratorsAccount: {
      meets: async () => ({ ...(await formOf(await anotherAdministrator())), Firstname: 'Renamed' }),
      missesIt: async () => ({ ...(await formOf(await rider())), Firstname: 'Renamed' }),
    },
    adminRoleChange: {
      meets: async () => ({ ...(await formOf(await rider())), IsAdmin: true, RequireWebsiteRole: false }),
      missesIt: async () => ({ ...(await formOf(await rider())), Firstname: 'Renamed' }),
    },
  },
  'Account/SuspendUserAccount': { anotherAdministratorsAccount: onAnotherAdministrator },
  'Account/ActivateUserAccount': { anotherAdministratorsAccount: onAnotherAdministrator },
  'Account/ApproveLicense': { anotherAdministratorsAccount: onAnotherAdministrator },
  'Account/MarkLicenseIncomplete': {
    anotherAdministratorsAccount: {
      meets: async () => ({ ...(await onAnotherAdministrator.meets()), Reason: 'Blurred' }),
      missesIt: async () => ({ ...(await onAnotherAdministrator.missesIt()), Reason: 'Blurred' }),
    },
  },
  'Account/DeleteUserAccount': { anotherAdministratorsAccount: onAnotherAdministrator },
};

const declared = allCalls.flatMap((call) =>
  call.access.kind === 'admin' && call.access.fullAdministratorsWhen
    ? call.access.fullAdministratorsWhen.conditions.map((condition) => ({
        call: call as AdminCall,
        condition,
        name: `${callPath(call)} when ${condition}`,
      }))
    : [],
);

/**
 * Past the condition: done, or refused by the call's own rules after it (activating an active
 * account, approving a licence there is none of: 409), never by the input's validation (400).
 */
const pastTheCondition = (status: number) => status === 200 || status === 409;

beforeAll(async () => {
  t = await createTestApp({ OUTBOX_POLL_MS: 60_000 });
  fullAdmin = await tokenFor(await createUser(t.db, { allowAllEndpoints: true }));
  const allRights = { view: true, create: true, edit: true, delete: true };
  everyRight = await tokenFor(
    await createUser(t.db, {
      rights: Object.fromEntries(grantableEndpoints.map((id) => [id, allRights])),
    }),
  );
});
afterAll(() => t.close());

describe('calls kept to full administrators under a declared condition', () => {
  it('are each checked here, exactly as declared', () => {
    const tested = Object.entries(CASES).flatMap(([path, byCondition]) =>
      Object.keys(byCondition).map((condition) => `${path} when ${condition}`),
    );
    expect(tested.sort()).toEqual(declared.map(({ name }) => name).sort());
    expect(userAccountCalls.UpdateUserAccount.access.fullAdministratorsWhen?.conditions).toEqual([
      'anotherAdministratorsAccount',
      'adminRoleChange',
    ]);
  });

  it("takes a condition the call does not declare for the code's mistake, not a refusal", async () => {
    const caller = (await loadPrincipal(t.db, (await createUser(t.db, { allowAllEndpoints: true })).id))!;
    expect(() =>
      requireFullAdministratorWhen(userAccountCalls.GetUserById, caller, 'anotherAdministratorsAccount'),
    ).toThrow(
      "Account/GetUserById does not declare full administrators only when the account is another administrator's",
    );
    expect(() =>
      requireFullAdministratorWhen(userAccountCalls.DeleteUserAccount, caller, 'adminRoleChange'),
    ).toThrow(/^Account\/DeleteUserAccount does not declare/);
  });

  it.each(declared)(
    'refuses $name to a sub-admin holding every right, with the declared refusal, and no other request',
    async ({ call, condition }) => {
      const check = CASES[callPath(call)]![condition]!;
      const refusal = await send(call, await check.meets(), everyRight);
      expect(refusal.statusCode, refusal.body).toBe(403);
      expect(refusal.json().title).toBe(call.access.fullAdministratorsWhen?.refusal);
      const other = await send(call, await check.missesIt(), everyRight);
      expect(pastTheCondition(other.statusCode), other.body).toBe(true);
      const byFullAdmin = await send(call, await check.meets(), fullAdmin);
      expect(pastTheCondition(byFullAdmin.statusCode), byFullAdmin.body).toBe(true);
    },
  );
});
