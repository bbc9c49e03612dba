import { Endpoint } from '@wayfare/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs, listOf, names, problemOf } from '../../test/api-client.ts';
import {
  createTestApp,
  createUser,
  signedInAdmin,
  signInAsFirstAdmin,
  type TestApp,
  tokenFor,
} from '../../test/test-app.ts';
import { users } from '../accounts/accounts.table.ts';
import { adminRoleEndpoints, adminRoles } from './admin-roles.table.ts';

let t: TestApp;
let admin: ReturnType<typeof apiAs>;

beforeAll(async () => {
  t = await createTestApp();
  admin = apiAs(t, await signInAsFirstAdmin(t));
});
afterAll(() => t.close());

const entry = (EndPoint: number, rights: Partial<Record<'v' | 'c' | 'e' | 'd', boolean>> = {}) => ({
  EndPoint,
  CanView: rights.v ?? false,
  CanModifyCreate: rights.c ?? false,
  CanModifyEdit: rights.e ?? false,
  CanModifyDelete: rights.d ?? false,
});

const create = (body: object) => admin.post('/api/Account/CreateSubAdminRole', body);

async function createRole(Name: string, AdminRoleEndpoints: object[] = []) {
  const response = await create({ Id: 0, Name, AdminRoleEndpoints });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { Id: number; Name: string };
}

describe('Account/CreateSubAdminRole', () => {
  it('saves a role with its rights, naming each endpoint, and drops entries that grant nothing', async () => {
    const response = await create({
      Id: 0,
      Name: 'Support',
      AdminRoleEndpoints: [
        entry(Endpoint.Complaint, { v: true, e: true }),
        entry(Endpoint.Ride, { v: true }),
        entry(Endpoint.Package),
      ],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      Id: expect.any(Number),
      Name: 'Support',
      AdminRoleEndpoints: [
        {
          EndPoint: 10,
          Name: 'Ride',
          CanView: true,
          CanModifyCreate: false,
          CanModifyEdit: false,
          CanModifyDelete: false,
        },
        {
          EndPoint: 11,
          Name: 'Complaint',
          CanView: true,
          CanModifyCreate: false,
          CanModifyEdit: true,
          CanModifyDelete: false,
        },
      ],
    });
    const stored = await t.db
      .select()
      .from(adminRoleEndpoints)
      .where(eq(adminRoleEndpoints.roleId, response.json().Id));
    expect(stored).toHaveLength(2);
  });

  it('saves rights on the areas issue 29 §3 added, naming each by its menu label', async () => {
    const saved = await createRole('Editors', [
      entry(Endpoint.Blog, { v: true, c: true, e: true }),
      entry(Endpoint.FileManager, { v: true }),
    ]);
    const roles = listOf<{ Id: number; AdminRoleEndpoints: object[] }>(
      await admin.get('/api/Account/GetAdminRoles', { keyword: 'Editors' }),
    );
    expect(roles.rows.find((role) => role.Id === saved.Id)?.AdminRoleEndpoints).toEqual([
      { ...entry(Endpoint.Blog, { v: true, c: true, e: true }), Name: 'Blog & Articles' },
      { ...entry(Endpoint.FileManager, { v: true }), Name: 'Files & Folders' },
    ]);
  });

  it('accepts the entries as GetAdminRoles gives them, with their Name, and a role without entries', async () => {
    const saved = await createRole('Readers', [{ ...entry(Endpoint.Package, { v: true }), Name: 'Package' }]);
    expect(saved.Name).toBe('Readers');
    expect((await createRole('Nobody')).Name).toBe('Nobody');
  });

  it('refuses a missing or blank name with "Name is required"', async () => {
    for (const body of [
      { Id: 0, AdminRoleEndpoints: [] },
      { Id: 0, Name: '   ' },
    ]) {
      const problem = problemOf(await create(body), 400);
      expect(problem.errors?.Name).toEqual(['Name is required']);
    }
  });

  it('refuses a name over 100 characters, a 10,000-character one included, writing nothing', async () => {
    const before = await t.db.$count(adminRoles);
    for (const Name of ['x'.repeat(101), 'x'.repeat(10_000)]) {
      const problem = problemOf(await create({ Id: 0, Name }), 400);
      expect(problem.errors?.Name).toEqual(['Name must be at most 100 characters']);
    }
    expect(await t.db.$count(adminRoles)).toBe(before);
  });

  it('refuses a name another role has, whatever its case, under Name', async () => {
    await createRole('Accounts');
    const problem = problemOf(await create({ Id: 0, Name: 'ACCOUNTS' }), 409);
    expect(problem.errors?.Name).toEqual(['A role named ACCOUNTS already exists']);
  });

  it('refuses endpoints outside 1 to 18, and an endpoint listed twice, naming the property and writing nothing', async () => {
    const before = { roles: await t.db.$count(adminRoles), rows: await t.db.$count(adminRoleEndpoints) };
    for (const EndPoint of [0, 19, 'x', 1.5, -1]) {
      const problem = problemOf(
        await create({
          Id: 0,
          Name: `Bad ${EndPoint}`,
          AdminRoleEndpoints: [{ ...entry(1, { v: true }), EndPoint }],
        }),
        400,
      );
      const message = EndPoint === 'x' ? 'EndPoint must be a number' : 'EndPoint must be one of 1 to 18';
      expect(problem.errors?.['AdminRoleEndpoints.0.EndPoint']).toEqual([message]);
    }
    const twice = problemOf(
      await create({
        Id: 0,
        Name: 'Twice',
        AdminRoleEndpoints: [entry(2, { v: true }), entry(3, { v: true }), entry(2, { d: true })],
      }),
      400,
    );
    expect(twice.errors?.['AdminRoleEndpoints.2.EndPoint']).toEqual(['EndPoint 2 is listed more than once']);
    expect({ roles: await t.db.$count(adminRoles), rows: await t.db.$count(adminRoleEndpoints) }).toEqual(
      before,
    );
  });

  it('refuses unknown properties on the role and on its entries, and an Id other than 0', async () => {
    const before = await t.db.$count(adminRoles);
    expect((await create({ Id: 0, Name: 'Extra', IsAdmin: true })).statusCode).toBe(400);
    expect(
      (await create({ Id: 0, Name: 'Extra', AdminRoleEndpoints: [{ ...entry(1), AllowAllEndPoints: true }] }))
        .statusCode,
    ).toBe(400);
    const problem = problemOf(await create({ Id: 5, Name: 'Extra' }), 400);
    expect(problem.errors?.Id).toEqual([
      'Id must be 0 for a new role; use UpdateSubAdminRole to change a saved one',
    ]);
    expect(await t.db.$count(adminRoles)).toBe(before);
  });
});

describe('Account/GetAdminRoles', () => {
  it('lists roles by name with their rights, filtered by keyword, with the total in X-Total-Count', async () => {
    await createRole('zeta ops', [entry(Endpoint.Wallet, { v: true, c: true })]);
    await createRole('Alpha ops', [entry(Endpoint.Order, { d: true })]);
    const found = listOf<{ Name: string; AdminRoleEndpoints: unknown[] }>(
      await admin.get('/api/Account/GetAdminRoles', { keyword: 'OPS' }),
    );
    expect(found.total).toBe(2);
    expect(names(found.rows)).toEqual(['Alpha ops', 'zeta ops']);
    expect(found.rows[1]!.AdminRoleEndpoints).toEqual([
      {
        EndPoint: 6,
        Name: 'Wallet',
        CanView: true,
        CanModifyCreate: true,
        CanModifyEdit: false,
        CanModifyDelete: false,
      },
    ]);
    const page = listOf(
      await admin.get('/api/Account/GetAdminRoles', { keyword: 'ops', page: 1, pageSize: 1 }),
    );
    expect(names(page.rows)).toEqual(['zeta ops']);
    expect(page.total).toBe(2);
  });

  it('leaves out stored entries that grant nothing', async () => {
    const role = await createRole('Stale');
    await t.db.insert(adminRoleEndpoints).values({ roleId: role.Id, endpoint: 4 });
    const { rows } = listOf<{ AdminRoleEndpoints: unknown[] }>(
      await admin.get('/api/Account/GetAdminRoles', { keyword: 'Stale' }),
    );
    expect(rows[0]!.AdminRoleEndpoints).toEqual([]);
  });
});

describe('Account/GetAllAdminRoles', () => {
  it('lists every role as Id and Name, by name whatever its case', async () => {
    const { rows, total } = listOf<{ Id: number; Name: string }>(
      await admin.get('/api/Account/GetAllAdminRoles'),
    );
    expect(total).toBe(rows.length);
    expect(Object.keys(rows[0]!).sort()).toEqual(['Id', 'Name']);
    const sorted = [...names(rows)].sort((a, b) =>
      String(a).toLowerCase().localeCompare(String(b).toLowerCase()),
    );
    expect(names(rows)).toEqual(sorted);
  });
});

describe('Account/UpdateSubAdminRole', () => {
  it('renames the role and replaces its rights, answering a sentence', async () => {
    const role = await createRole('Dispatch', [
      entry(Endpoint.Ride, { v: true }),
      entry(Endpoint.Order, { v: true }),
    ]);
    const response = await admin.post('/api/Account/UpdateSubAdminRole', {
      Id: role.Id,
      Name: 'Dispatchers',
      AdminRoleEndpoints: [entry(Endpoint.Ride, { v: true, e: true }), entry(Endpoint.Order)],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    expect(response.body).toBe('Dispatchers has been updated. Thank you');
    const { rows } = listOf<{
      Name: string;
      AdminRoleEndpoints: { EndPoint: number; CanModifyEdit: boolean }[];
    }>(await admin.get('/api/Account/GetAdminRoles', { keyword: 'Dispatchers' }));
    expect(rows[0]!.AdminRoleEndpoints.map((e) => [e.EndPoint, e.CanModifyEdit])).toEqual([[10, true]]);
  });

  it('keeps its own name in another case, but refuses another role name under Name', async () => {
    const role = await createRole('Finance');
    const same = await admin.post('/api/Account/UpdateSubAdminRole', { Id: role.Id, Name: 'FINANCE' });
    expect(same.statusCode, same.body).toBe(200);
    await createRole('Audit');
    const problem = problemOf(
      await admin.post('/api/Account/UpdateSubAdminRole', { Id: role.Id, Name: 'audit' }),
      409,
    );
    expect(problem.errors?.Name).toEqual(['A role named audit already exists']);
  });

  it('answers 404 for an unknown role and 400 for a malformed Id', async () => {
    problemOf(await admin.post('/api/Account/UpdateSubAdminRole', { Id: 999_999, Name: 'Ghost' }), 404);
    const problem = problemOf(
      await admin.post('/api/Account/UpdateSubAdminRole', { Id: 'abc', Name: 'Ghost' }),
      400,
    );
    expect(problem.errors?.Id).toEqual(['Id must be a number']);
  });

  it('changes nothing when an entry is refused', async () => {
    const role = await createRole('Steady', [entry(Endpoint.Rating, { v: true })]);
    problemOf(
      await admin.post('/api/Account/UpdateSubAdminRole', {
        Id: role.Id,
        Name: 'Changed',
        AdminRoleEndpoints: [entry(Endpoint.Rating, { v: true }), entry(Endpoint.Rating, { e: true })],
      }),
      400,
    );
    const [stored] = await t.db.select().from(adminRoles).where(eq(adminRoles.id, role.Id));
    expect(stored!.name).toBe('Steady');
    expect(await t.db.$count(adminRoleEndpoints, eq(adminRoleEndpoints.roleId, role.Id))).toBe(1);
  });
});

describe('Account/DeleteSubAdminRole', () => {
  it('deletes a role nobody holds, with its rights', async () => {
    const role = await createRole('Temporary', [entry(Endpoint.Message, { v: true })]);
    const response = await admin.post('/api/Account/DeleteSubAdminRole', { Id: role.Id });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ Message: 'Temporary has been deleted' });
    expect(await t.db.$count(adminRoles, eq(adminRoles.id, role.Id))).toBe(0);
    expect(await t.db.$count(adminRoleEndpoints, eq(adminRoleEndpoints.roleId, role.Id))).toBe(0);
  });

  it('refuses to delete a role someone holds, saying how many hold it', async () => {
    const role = await createRole('Held', [entry(Endpoint.Message, { v: true })]);
    for (let i = 0; i < 2; i++) {
      const user = await createUser(t.db, { password: null, isAdmin: true });
      await t.db.update(users).set({ adminRoleId: role.Id }).where(eq(users.id, user.id));
    }
    const problem = problemOf(await admin.post('/api/Account/DeleteSubAdminRole', { Id: role.Id }), 409);
    expect(problem.title).toBe('This role is given to 2 administrator(s). Give them another role first');
    expect(await t.db.$count(adminRoles, eq(adminRoles.id, role.Id))).toBe(1);
  });

  it('answers 404 for an unknown role', async () => {
    problemOf(await admin.post('/api/Account/DeleteSubAdminRole', { Id: 999_999 }), 404);
  });
});

describe('Endpoint/GetFullEndPoints', () => {
  it("lists the 18 endpoints a role can grant, by Id: the spec's 11, then the areas issue 29 §3 and issue 30 added, by their menu labels", async () => {
    const { rows, total } = listOf(await admin.get('/api/Endpoint/GetFullEndPoints'));
    expect(total).toBe(18);
    expect(rows).toEqual([
      { Id: 1, Name: 'Package' },
      { Id: 2, Name: 'Account' },
      { Id: 3, Name: 'MessageTemplate' },
      { Id: 4, Name: 'Payment' },
      { Id: 5, Name: 'Order' },
      { Id: 6, Name: 'Wallet' },
      { Id: 7, Name: 'Message' },
      { Id: 8, Name: 'Rating' },
      { Id: 9, Name: 'CarDetail' },
      { Id: 10, Name: 'Ride' },
      { Id: 11, Name: 'Complaint' },
      { Id: 12, Name: 'Blog & Articles' },
      { Id: 13, Name: 'Categories' },
      { Id: 14, Name: 'Countries, States & Cities' },
      { Id: 15, Name: 'Referral Awards' },
      { Id: 16, Name: 'Files & Folders' },
      { Id: 17, Name: 'Dashboard Events' },
      { Id: 18, Name: 'Promotions' },
    ]);
  });
});

describe('who may use the role calls', () => {
  const reads = [
    '/api/Account/GetAdminRoles',
    '/api/Account/GetAllAdminRoles',
    '/api/Endpoint/GetFullEndPoints',
  ];

  it('answers 401 without a token', async () => {
    const nobody = apiAs(t);
    for (const url of reads) problemOf(await nobody.get(url), 401);
    problemOf(await nobody.post('/api/Account/CreateSubAdminRole', { Id: 0, Name: 'Anon' }), 401);
  });

  it('lets a sub-admin with Account view read roles, and refuses one without it', async () => {
    const viewer = apiAs(t, (await signedInAdmin(t, { [Endpoint.Account]: { view: true } })).token);
    for (const url of reads) expect((await viewer.get(url)).statusCode, url).toBe(200);
    const other = apiAs(t, (await signedInAdmin(t, { [Endpoint.Ride]: { view: true } })).token);
    for (const url of reads) problemOf(await other.get(url), 403);
  });

  it('refuses role changes to a sub-admin even with every Account right, writing nothing', async () => {
    const role = await createRole('Guarded', [entry(Endpoint.Ride, { v: true })]);
    const { token } = await signedInAdmin(t, {
      [Endpoint.Account]: { view: true, create: true, edit: true, delete: true },
    });
    const subAdmin = apiAs(t, token);
    const before = await t.db.$count(adminRoles);
    const refused = [
      await subAdmin.post('/api/Account/CreateSubAdminRole', {
        Id: 0,
        Name: 'Escalate',
        AdminRoleEndpoints: [entry(2, { v: true, c: true, e: true, d: true })],
      }),
      await subAdmin.post('/api/Account/UpdateSubAdminRole', {
        Id: role.Id,
        Name: 'Guarded',
        AdminRoleEndpoints: [entry(1, { d: true })],
      }),
      await subAdmin.post('/api/Account/DeleteSubAdminRole', { Id: role.Id }),
    ];
    for (const response of refused) {
      expect(problemOf(response, 403).title).toBe('Only a full administrator can change roles');
    }
    expect(await t.db.$count(adminRoles)).toBe(before);
    expect(await t.db.$count(adminRoleEndpoints, eq(adminRoleEndpoints.roleId, role.Id))).toBe(1);
  });

  it('refuses a sub-admin without the Account action before looking at the body', async () => {
    const viewer = apiAs(t, (await signedInAdmin(t, { [Endpoint.Account]: { view: true } })).token);
    problemOf(await viewer.post('/api/Account/CreateSubAdminRole', { Id: 0, Name: 'Viewer' }), 403);
  });
});

describe('a change to a role', () => {
  it("applies to its holders' next request", async () => {
    const role = await createRole('Live', [entry(Endpoint.Ride, { v: true })]);
    const holder = await createUser(t.db, { password: null, isAdmin: true });
    await t.db.update(users).set({ adminRoleId: role.Id }).where(eq(users.id, holder.id));
    const asHolder = apiAs(t, await tokenFor(holder));
    const mine = async () =>
      (await asHolder.get('/api/Settings/GetMyAdminEndPoints')).json() as { Id: number }[];
    expect((await mine()).map((e) => e.Id)).toEqual([Endpoint.Ride]);
    problemOf(await asHolder.get('/api/Endpoint/GetFullEndPoints'), 403);

    await admin.post('/api/Account/UpdateSubAdminRole', {
      Id: role.Id,
      Name: 'Live',
      AdminRoleEndpoints: [entry(Endpoint.Account, { v: true })],
    });
    expect((await mine()).map((e) => e.Id)).toEqual([Endpoint.Account]);
    expect((await asHolder.get('/api/Endpoint/GetFullEndPoints')).statusCode).toBe(200);
  });
});
